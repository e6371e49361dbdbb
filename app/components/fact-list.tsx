import type { Fact } from "~/content/site";

/**
 * A label with each hyphenated word ("IL-104-000000") in an inline block, so a narrow column breaks
 * the line before the word rather than at its hyphens; a word wider than the column still wraps.
 */
function keepHyphenatedWhole(label: string) {
  return label.split(/(\S+-\S+)/).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="inline-block">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** Facts as value over label: the trust band, page headers and About's facts panel. */
export function FactList({
  facts,
  className,
  itemClassName,
  valueClassName = "text-lg",
}: {
  facts: readonly Fact[];
  className: string;
  /** Each fact's box; its font size is the label's. */
  itemClassName?: string;
  /** The value's font size. */
  valueClassName?: string;
}) {
  return (
    // A word wider than its column (a German compound: "Betriebshaftpflichtversicherung") breaks
    // rather than widen the page: hyphenated where the browser knows the language, else anywhere.
    <dl className={`hyphens-auto wrap-anywhere ${className}`}>
      {facts.map((fact) => (
        <div key={fact.value + fact.label} className={`flex flex-col ${itemClassName ?? ""}`}>
          <dt className="order-2 text-muted">{keepHyphenatedWhole(fact.label)}</dt>
          <dd className={`order-1 font-bold ${valueClassName}`}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
