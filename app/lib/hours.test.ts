import { describe, expect, it } from "vitest";
import { formatTime, formatTimeRange, timeRangeParts } from "./format";
import { daysLabel, hoursLines } from "./hours";

describe("opening hours as visitors read them", () => {
  it.each([
    [["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], "Monday - Friday"],
    [["Saturday"], "Saturday"],
    [["Saturday", "Sunday"], "Saturday, Sunday"],
    [["Friday", "Monday", "Wednesday"], "Monday, Wednesday, Friday"],
    [["Thursday", "Tuesday", "Wednesday"], "Tuesday - Thursday"],
  ] as const)("labels %j as %j", (days, label) => {
    expect(daysLabel(days, "en-US")).toBe(label);
  });

  it("keeps the owner's order, and says Closed where the owner marked the days closed", () => {
    expect(
      hoursLines(
        [
          { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "07:00", closes: "17:00" },
          { days: ["Saturday"], closed: true },
        ],
        "en-US",
      ),
    ).toEqual([
      { label: "Monday - Friday", opens: "07:00", closes: "17:00" },
      { label: "Saturday", closed: true },
    ]);
  });

  it.each([
    ["de-DE", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], "Montag - Freitag"],
    ["fr-FR", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], "Lundi - vendredi"],
    ["es-ES", ["Saturday", "Sunday"], "Sábado, domingo"],
  ] as const)("names the days in the site's language: %s", (locale, days, label) => {
    expect(daysLabel(days, locale)).toBe(label);
  });

  it.each([
    ["en-US", "08:00", "8:00 AM"],
    ["en-US", "18:30", "6:30 PM"],
    ["de-DE", "07:00", "7:00"],
    ["de-DE", "16:30", "16:30"],
    ["fr-FR", "07:00", "7:00"],
    ["es-ES", "18:00", "18:00"],
  ])("writes a time as %s does: %s is %s", (locale, time, shown) => {
    expect(formatTime(time, locale)).toBe(shown);
  });

  it.each([
    ["en-US", "08:00", "18:00", "8:00 AM – 6:00 PM"],
    ["de-DE", "07:00", "16:00", "7:00–16:00 Uhr"],
    ["es-ES", "08:00", "18:00", "8:00–18:00"],
    ["fr-FR", "08:00", "17:30", "8:00 – 17:30"],
  ])("writes a span of time as %s does: %s to %s is %s", (locale, opens, closes, shown) => {
    expect(formatTimeRange(opens, closes, locale)).toBe(shown);
    // Each time is its own piece, for a <time> element; the rest is the language's words.
    const parts = timeRangeParts(opens, closes, locale);
    expect(parts.filter((part) => part.time).map((part) => part.time)).toEqual([opens, closes]);
    expect(parts.map((part) => part.text).join("")).toBe(shown);
  });
});
