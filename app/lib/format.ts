/** "08:00" -> "8:00 AM", "18:00" -> "6:00 PM": the spec's way of writing opening hours. */
export function formatTime(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const suffix = h < 12 ? "AM" : "PM";
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, "0")} ${suffix}`;
}

/**
 * A company name past 28 characters ("Oakbridge Construction Company of Greater Springfield") is set
 * a size smaller in the header and the home title, so it fits the bar and the first phone screen.
 */
export function isLongName(name: string): boolean {
  return name.length > 28;
}
