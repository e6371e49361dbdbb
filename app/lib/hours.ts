import { DAYS, type Day } from "~/content/days";
import type { OpeningHours } from "~/content/schema";

/** A day's name in the locale's words: "Monday", "Montag", "lundi" (1 January 2024 was a Monday). */
const dayName = (day: Day, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(
    Date.UTC(2024, 0, 1 + DAYS.indexOf(day)),
  );

/**
 * "Monday - Friday" for days in a row, "Saturday" for one, "Monday, Wednesday" otherwise, in the
 * locale's words, its first letter a capital (it begins a line): "Lundi - vendredi".
 */
export function daysLabel(days: readonly Day[], locale: string): string {
  const sorted = [...days].sort((a, b) => DAYS.indexOf(a) - DAYS.indexOf(b));
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  const inARow = DAYS.indexOf(last) - DAYS.indexOf(first) === sorted.length - 1;
  const names = (inARow && sorted.length > 2 ? [first, last] : sorted).map((day) => dayName(day, locale));
  const label = names.join(inARow && sorted.length > 2 ? " - " : ", ");
  return label.charAt(0).toLocaleUpperCase(locale) + label.slice(1);
}

/** One line of the opening hours as visitors read it. */
export type HoursLine = { label: string; opens: string; closes: string } | { label: string; closed: true };

/** The opening hours, line by line, in the owner's order. */
export function hoursLines(hours: readonly OpeningHours[], locale: string): HoursLine[] {
  return hours.map((line) =>
    line.closed || !line.opens || !line.closes
      ? { label: daysLabel(line.days, locale), closed: true }
      : { label: daysLabel(line.days, locale), opens: line.opens, closes: line.closes },
  );
}
