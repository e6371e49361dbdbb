import type { Fact } from "~/content/site";

/** Facts as value over label: the trust band, page headers and About's facts panel. */
export function FactList({
  facts,
  className,
  itemClassName,
}: {
  facts: readonly Fact[];
  className: string;
  itemClassName?: string;
}) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.value + fact.label} className={`flex flex-col ${itemClassName ?? ""}`}>
          <dt className="order-2 text-muted">{fact.label}</dt>
          <dd className="order-1 text-lg font-bold">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
