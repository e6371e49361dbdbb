import ArrowRight from "lucide-react/icons/arrow-right";
import { PageLink } from "~/components/page-link";
import { Icon } from "~/components/icon";
import { servicePath } from "#shared/paths.ts";
import { useSite } from "~/content/site-context";

/** The home page's way into each service's page: its icon and title, one link each. */
export function ServicesSection() {
  const { home, services } = useSite();
  return (
    // No bottom padding: "How we work" follows on the same ground, with its own.
    <section aria-labelledby="services-title" className="pt-16 sm:pt-24">
      <div className="container-page">
        <h2 id="services-title" className="section-title">
          {home.servicesTitle}
        </h2>
        <ul className="mt-10 grid gap-4 sm:grid-cols-[repeat(auto-fill,minmax(16rem,1fr))]">
          {services.map((service) => (
            <li key={service.slug}>
              <PageLink
                to={servicePath(service)}
                className="group flex h-full items-center gap-4 rounded-lg border border-line bg-card p-5 font-semibold shadow-sm hover:border-accent"
              >
                <Icon name={service.icon ?? "contracting"} className="size-8 shrink-0 text-accent" />
                <span className="flex-1">{service.title}</span>
                <ArrowRight
                  aria-hidden="true"
                  className="size-5 shrink-0 text-accent transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
                />
              </PageLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
