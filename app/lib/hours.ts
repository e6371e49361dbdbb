import { DAYS, type Day } from "~/content/days";
import type { OpeningHours } from "~/content/schema";

/** "Monday - Friday" for days in a row, "Saturday" for one, "Monday, Wednesday" otherwise. */
export function daysLabel(days: readonly Day[]): string {
  const sorted = [...days].sort((a, b) => DAYS.indexOf(a) - DAYS.indexOf(b));
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  const inARow = DAYS.indexOf(last) - DAYS.indexOf(first) === sorted.length - 1;
  if (sorted.length === 1) return first;
  return inARow && sorted.length > 2 ? `${first} - ${last}` : sorted.join(", ");
}

/** One line of the opening hours as visitors read it. */
export type HoursLine = { label: string; opens: string; closes: string } | { label: string; closed: true };

/** The opening hours, line by line, in the owner's order. */
export function hoursLines(hours: readonly OpeningHours[]): HoursLine[] {
  return hours.map((line) =>
    line.closed || !line.opens || !line.closes
      ? { label: daysLabel(line.days), closed: true }
      : { label: daysLabel(line.days), opens: line.opens, closes: line.closes },
  );
}
