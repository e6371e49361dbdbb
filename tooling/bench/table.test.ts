import { describe, expect, test } from "vitest";
import { againstFloor } from "./table.mjs";

const page = {
  lcpMs: 770,
  tbtMs: 20,
  cls: 0,
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
};
const floor = { lcpMs: 700, tbtMs: 10 };

describe("a page against the floor page of the same run", () => {
  test("its LCP is a ratio to the floor's, its TBT beside the floor's", () => {
    const { lcpRatio, tbtOverFloor } = againstFloor(page, floor);
    expect(lcpRatio).toBeCloseTo(1.1);
    expect(tbtOverFloor).toBe(10);
  });

  test("meets the goal at 1.1 times the floor, TBT under 50 ms, four scores of 100 and CLS 0", () => {
    expect(againstFloor(page, floor).misses).toEqual([]);
  });

  test("names each way it misses the goal", () => {
    const slow = { ...page, lcpMs: 800, tbtMs: 50, cls: 0.01, performance: 99 };
    expect(againstFloor(slow, floor).misses).toEqual(["LCP 1.14x", "TBT 50 ms", "scores", "CLS 0.01"]);
  });

  test("without a floor (all its runs failed) the ratio is unknown, so the goal is not met", () => {
    expect(againstFloor(page, undefined).misses).toEqual(["LCP unknown"]);
  });
});

describe("a page whose largest paint is a photo, against the floor with a photo", () => {
  const floorPhoto = { lcpMs: 980, tbtMs: 0 };

  test("is also a ratio to the floor with a photo, which the miss names beside the floor's", () => {
    const photoPage = { ...page, lcpMs: 1029, lcpPhoto: true };
    const { lcpRatio, photoRatio, misses } = againstFloor(photoPage, floor, floorPhoto);
    expect(lcpRatio).toBeCloseTo(1.47);
    expect(photoRatio).toBeCloseTo(1.05);
    // The goal is the bare floor's: a photo page still misses it, and says how far it is
    // from the least a photo costs.
    expect(misses).toEqual(["LCP 1.47x (1.05x the floor with a photo)"]);
  });

  test("a page of text is not measured against the floor with a photo", () => {
    const { photoRatio } = againstFloor(page, floor, floorPhoto);
    expect(photoRatio).toBeNaN();
  });
});
