/**
 * A 24-hour "HH:MM" as the site's locale writes a time: "8:00 AM" in "en-US" (the spec's way),
 * "07:00" and "16:30" where days have 24 hours on the clock ("de-DE", "fr-FR").
 */
export function formatTime(time: string, locale: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const twelveHours = new Intl.DateTimeFormat(locale, { hour: "numeric" }).resolvedOptions().hour12;
  return new Intl.DateTimeFormat(locale, {
    hour: twelveHours ? "numeric" : "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
  })
    .format(Date.UTC(2000, 0, 1, h, m))
    .replace(/\u202f/g, " ");
}

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
