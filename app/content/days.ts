/** The days of the week, in order, as schema.org names them (and the opening hours are written). */
export const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Day = (typeof DAYS)[number];

/** A time of the opening hours as "HH:MM", however the owner wrote it: "7:00" is "07:00". */
export const paddedTime = (time: string) => time.padStart(5, "0");
