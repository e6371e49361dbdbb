import { describe, expect, it } from "vitest";
import { daysLabel, hoursLines } from "./hours";

describe("opening hours as visitors read them", () => {
  it.each([
    [["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], "Monday - Friday"],
    [["Saturday"], "Saturday"],
    [["Saturday", "Sunday"], "Saturday, Sunday"],
    [["Friday", "Monday", "Wednesday"], "Monday, Wednesday, Friday"],
    [["Thursday", "Tuesday", "Wednesday"], "Tuesday - Thursday"],
  ] as const)("labels %j as %j", (days, label) => {
    expect(daysLabel(days)).toBe(label);
  });

  it("keeps the owner's order, and says Closed where the owner marked the days closed", () => {
    expect(
      hoursLines([
        { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "07:00", closes: "17:00" },
        { days: ["Saturday"], closed: true },
      ]),
    ).toEqual([
      { label: "Monday - Friday", opens: "07:00", closes: "17:00" },
      { label: "Saturday", closed: true },
    ]);
  });
});
