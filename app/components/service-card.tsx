import ArrowRight from "lucide-react/icons/arrow-right";
import { PageLink } from "~/components/page-link";
import { CheckList } from "~/components/check-list";
import { Icon } from "~/components/icon";
import type { Service } from "~/content/site";
import { servicePath } from "#shared/paths.ts";
import { useSite } from "~/content/site-context";

/** One service, ending in the way to its own page. */
export function ServiceCard({ service }: { service: Service }) {
  const { servicesPage } = useSite();
  return (
    <article className="flex flex-col rounded-lg border border-line bg-card p-8 shadow-sm">
      <Icon name={service.icon ?? "contracting"} className="size-10 text-accent" />
      <h2 className="mt-5 text-2xl font-semibold text-balance">{service.title}</h2>
      <p className="mt-3 text-muted">{service.description}</p>
      {service.features.length > 0 && (
        <CheckList items={service.features} className="mt-6 space-y-2" iconClassName="size-5 text-accent" />
      )}
      <PageLink
        to={servicePath(service)}
        aria-label={`${servicesPage.cardLinkLabel}: ${service.title}`}
        className="mt-auto inline-flex items-center gap-2 self-start pt-6 font-semibold text-accent underline-offset-4 hover:underline"
      >
        {servicesPage.cardLinkLabel}
        <ArrowRight aria-hidden="true" className="size-5" />
      </PageLink>
    </article>
  );
}
