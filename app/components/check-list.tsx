import CircleCheck from "lucide-react/icons/circle-check";

/** A list of short statements, each after a check mark: the site's one way to list benefits. */
export function CheckList({
  items,
  className,
  iconClassName,
}: {
  items: readonly string[];
  className: string;
  iconClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <CircleCheck aria-hidden="true" className={`mt-0.5 shrink-0 ${iconClassName}`} />
          {item}
        </li>
      ))}
    </ul>
  );
}
