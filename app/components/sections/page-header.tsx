import type { LucideIcon } from "lucide-react";
import { PageLink } from "~/components/page-link";
import { type PageHeaderCopy } from "~/content/site";
import { useSite } from "~/content/site-context";

/** The pages above this one, nearest last: shown above the title, each a link. */
export type Breadcrumb = readonly { label: string; to: string }[];

/**
 * The title band at the top of every inner page: its one <h1>, an introduction, and what sets the
 * page apart: its own drawn mark and, when the content gives one, its key fact. The mark never sits
 * under text: a small tile above the title up to 1024 px; beyond, a large outline in a column of its
 * own, running off the band's foot, with the title across the columns of the introduction and the
 * fact (the wrapper dissolves into the grid there), so it keeps its width.
 */
export function PageHeader({
  header,
  icon: Icon,
  breadcrumb,
}: {
  header: PageHeaderCopy;
  icon: LucideIcon;
  breadcrumb?: Breadcrumb;
}) {
  const { chrome } = useSite();
  return (
    <section className="overflow-hidden bg-band text-band-ink">
      <div className="container-page grid gap-8 py-12 sm:py-16 md:grid-cols-[1fr_auto] md:items-end lg:grid-cols-[1fr_auto_auto] lg:gap-y-0">
        <div className="lg:contents">
          <span className="mb-5 flex size-12 items-center justify-center rounded-xl bg-band-raised lg:hidden">
            <Icon aria-hidden="true" strokeWidth={1.75} className="size-7 text-band-accent" />
          </span>
          {breadcrumb && (
            <nav aria-label={chrome.breadcrumbLabel} className="mb-3 text-sm lg:col-span-2">
              <ol className="flex flex-wrap gap-x-2 text-band-muted">
                {breadcrumb.map((crumb) => (
                  <li key={crumb.to} className="after:ml-2 after:content-['/']">
                    <PageLink to={crumb.to} className="underline underline-offset-4 hover:text-band-ink">
                      {crumb.label}
                    </PageLink>
                  </li>
                ))}
                <li aria-current="page" className="text-band-ink">
                  {header.title}
                </li>
              </ol>
            </nav>
          )}
          <h1 className="text-title font-bold tracking-tight text-balance lg:col-span-2">{header.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-band-muted lg:col-start-1">{header.intro}</p>
        </div>
        {header.fact && (
          <p className="border-l-4 border-band-accent pl-4 lg:col-start-2 lg:row-start-2">
            {/* The value on one line ("1 business day", not "1 business / day"); the label wraps. */}
            <span className="block text-3xl font-extrabold text-band-accent md:whitespace-nowrap">
              {header.fact.value}
            </span>
            <span className="block text-band-muted md:max-w-56">{header.fact.label}</span>
          </p>
        )}
        <Icon
          aria-hidden="true"
          strokeWidth={1}
          className="-mb-24 hidden size-48 self-end text-band-line lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:block"
        />
      </div>
    </section>
  );
}
