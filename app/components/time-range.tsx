import { timeRangeParts } from "~/lib/format";

/**
 * Opening to closing time as the site's locale writes a span of time ("8:00 AM – 6:00 PM",
 * "7:00–16:30 Uhr"), each time marked up as a <time> for machines.
 */
export function TimeRange({ opens, closes, locale }: { opens: string; closes: string; locale: string }) {
  return (
    <span className="whitespace-nowrap">
      {timeRangeParts(opens, closes, locale).map((part, i) =>
        part.time ? (
          <time key={i} dateTime={part.time}>
            {part.text}
          </time>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}
