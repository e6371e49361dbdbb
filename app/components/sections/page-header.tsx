import type { LucideIcon } from "lucide-react";
import type { PageHeaderCopy } from "~/content/site";

/**
 * The title band at the top of every inner page: its one <h1>, an introduction, and what sets the
 * page apart: its own drawn mark and, when the content gives one, its key fact.
 */
export function PageHeader({ header, icon: Icon }: { header: PageHeaderCopy; icon: LucideIcon }) {
  return (
    <section className="relative overflow-hidden bg-band text-band-ink">
      <Icon
        aria-hidden="true"
        strokeWidth={1}
        className="pointer-events-none absolute -right-8 -bottom-10 size-56 text-band-line sm:size-72"
      />
      <div className="container-page relative grid gap-8 py-12 sm:py-16 md:grid-cols-[1fr_auto] md:items-end">
        <div>
          <h1 className="text-title font-bold tracking-tight">{header.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-band-muted">{header.intro}</p>
        </div>
        {header.fact && (
          <p className="border-l-4 border-band-accent pl-4 md:max-w-56">
            <span className="block text-3xl font-extrabold text-band-accent">{header.fact.value}</span>
            <span className="text-band-muted">{header.fact.label}</span>
          </p>
        )}
      </div>
    </section>
  );
}
