import { describe, expect, it } from "vitest";
import { photoProgress } from "./photo-progress";

/** A clock the test moves, and what the progress wrote. */
function setup(isTTY: boolean) {
  let time = 0;
  const written: string[] = [];
  const clock = { advance: (ms: number) => (time += ms) };
  const out = { isTTY, write: (text: string) => written.push(text) };
  return { clock, written, now: () => time, out };
}

describe("the photo progress line", () => {
  it("ends a terminal's line when the build stops on a photo", () => {
    const { clock, written, now, out } = setup(true);
    const progress = photoProgress(4, ".cache/photos/", out, now);
    clock.advance(1000);
    progress.ready(true);
    progress.stop();
    expect(written.at(-1)).toBe("\n");
    const log = setup(false);
    photoProgress(4, ".cache/photos/", log.out, log.now).stop();
    expect(log.written).toEqual([]);
  });

  it("says in a terminal how many photos are ready of how many, and the time left", () => {
    const { clock, written, now, out } = setup(true);
    const progress = photoProgress(4, ".cache/photos/", out, now);
    clock.advance(2000);
    progress.ready(true);
    expect(written.at(-1)).toBe(
      "\r\x1b[KPhotos: 1 of 4 ready (1 encoded, 0 from the cache in .cache/photos/), about 6.0 s left",
    );
    progress.ready(false);
    clock.advance(2000);
    progress.ready(true);
    expect(written.at(-1)).toContain(
      "Photos: 3 of 4 ready (2 encoded, 1 from the cache in .cache/photos/), about 2.0 s left",
    );
    clock.advance(1000);
    progress.ready(true);
    progress.end();
    expect(written.at(-1)).toBe(
      "\r\x1b[KPhotos: 4 ready in 5.0 s (3 encoded, 1 from the cache in .cache/photos/)\n",
    );
  });

  it("writes a log a line every five seconds at most, and the summary", () => {
    const { clock, written, now, out } = setup(false);
    const progress = photoProgress(30, ".cache/photos/", out, now);
    for (let i = 0; i < 29; i++) {
      clock.advance(1000);
      progress.ready(true);
    }
    expect(written).toHaveLength(5);
    expect(written[0]).toBe(
      "Photos: 5 of 30 ready (5 encoded, 0 from the cache in .cache/photos/), about 25 s left\n",
    );
    clock.advance(1000);
    progress.ready(true);
    progress.end();
    expect(written.at(-1)).toBe(
      "Photos: 30 ready in 30 s (30 encoded, 0 from the cache in .cache/photos/)\n",
    );
  });

  it("says nothing while every photo comes from the cache, then one line; nothing without photos", () => {
    const { written, now, out } = setup(true);
    const progress = photoProgress(2, ".cache/photos/", out, now);
    progress.ready(false);
    progress.ready(false);
    progress.end();
    expect(written).toEqual([
      "\r\x1b[KPhotos: 2 ready in 0.0 s (0 encoded, 2 from the cache in .cache/photos/)\n",
    ]);
    const none = setup(false);
    photoProgress(0, ".cache/photos/", none.out, none.now).end();
    expect(none.written).toEqual([]);
  });
});
