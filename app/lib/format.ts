/** A 24-hour "HH:MM" (or "H:MM") as a moment on a day, for Intl's formatters. */
const onADay = (time: string) => {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return Date.UTC(2000, 0, 1, h, m);
};

/** The locale's way of writing a time of day: its own clock (12 or 24 hours), the hour unpadded. */
const clock = (locale: string) =>
  new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });

/** Intl's narrow spaces as plain ones: what a visitor reads, searches and copies is the same. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u2009]/g, " ");

/** A 24-hour "HH:MM" as the site's locale writes a time: "8:00 AM" in "en-US" (the spec's way), "7:00" in "de-DE". */
export function formatTime(time: string, locale: string): string {
  return plainSpaces(clock(locale).format(onADay(time)));
}

/** A piece of a span of time as written: the opening time's, the closing time's (`time`), or their words. */
export type TimeRangePart = { text: string; time?: string };

/**
 * Opening to closing time as the locale writes a span of time, in pieces so a page can mark each
 * time up: "8:00 AM – 6:00 PM" in "en-US", "7:00–16:30 Uhr" in "de-DE", "7:00–16:30" in "es-ES".
 * ICU pads the hour in some languages' spans ("07:00–16:30 Uhr") where the language writes a
 * single time unpadded; the hour is written as the single time writes it.
 */
export function timeRangeParts(opens: string, closes: string, locale: string): TimeRangePart[] {
  const parts: TimeRangePart[] = [];
  for (const part of clock(locale).formatRangeToParts(onADay(opens), onADay(closes))) {
    const time = part.source === "startRange" ? opens : part.source === "endRange" ? closes : undefined;
    const text = plainSpaces(part.type === "hour" ? String(Number(part.value)) : part.value);
    const last = parts.at(-1);
    if (last && last.time === time) last.text += text;
    else parts.push(time ? { text, time } : { text });
  }
  return parts;
}

/** Opening to closing time as one string: "8:00 AM – 6:00 PM", "7:00–16:30 Uhr". */
export const formatTimeRange = (opens: string, closes: string, locale: string) =>
  timeRangeParts(opens, closes, locale)
    .map((part) => part.text)
    .join("");

/**
 * A company name past 28 characters ("Oakbridge Construction Company of Greater Springfield") is set
 * a size smaller in the header and the home title, so it fits the bar and the first phone screen.
 */
export function isLongName(name: string): boolean {
  return name.length > 28;
}

/**
 * The header's words (the menu's five names and the quote button's) past 50 characters, as in German,
 * French or Spanish (English's are 43): the bar then shows the menu from 1024 px and the phone number
 * from 1280 px, and no quote button, so that nothing in it wraps or overflows (components/site-header.tsx).
 */
export function isLongMenu(words: readonly string[]): boolean {
  return words.join("").length > 50;
}
