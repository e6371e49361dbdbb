import ArrowRight from "lucide-react/icons/arrow-right";
import { data } from "react-router";
import { PageLink } from "~/components/page-link";
import type { Route } from "./+types/service";
import { CheckList } from "~/components/check-list";
import { icons } from "~/components/icon";
import { ProjectCard } from "~/components/project-card";
import { QuestionList } from "~/components/question-list";
import { CtaSection } from "~/components/sections/cta-section";
import { PageHeader } from "~/components/sections/page-header";
import { ProcessSection } from "~/components/sections/process-section";
import { FactList } from "~/components/fact-list";
import { siteAt, type Service, type Site } from "~/content/site";
import { quotePath, SERVICES_PATH, servicePath } from "#shared/paths.ts";
import { pageMeta } from "~/lib/seo";
import { breadcrumbJsonLd, serviceJsonLd } from "~/lib/structured-data";
import { useSite } from "~/content/site-context";

/** The service a page's address names (its slug, from the content); pre-rendered for each service. */
function serviceOf({ services }: Site, slug: string | undefined): Service {
  const service = services.find((s) => s.slug === slug);
  // Only the dev server can be asked for a slug no service has; a build has no page for it.
  if (!service) throw data(null, { status: 404, statusText: "Not Found" });
  return service;
}

export const meta: Route.MetaFunction = ({ params, location }) => {
  const site = siteAt(location.pathname);
  const service = site.services.find((s) => s.slug === params.slug);
  if (!service) return [];
  return pageMeta(site, {
    title: service.title,
    description: service.description,
    path: location.pathname,
    jsonLd: [
      serviceJsonLd(service, site),
      breadcrumbJsonLd(
        [
          { name: site.servicesPage.header.title, path: SERVICES_PATH },
          { name: service.title, path: servicePath(service) },
        ],
        site,
      ),
    ],
  });
};

/** What the owner wrote of duration and price (never invented: absent, not shown). */
function KeyFacts({ service }: { service: Service }) {
  const { servicePage } = useSite();
  const facts = [
    ...(service.duration ? [{ value: service.duration, label: servicePage.durationLabel }] : []),
    ...(service.priceGuide ? [{ value: service.priceGuide, label: servicePage.priceLabel }] : []),
  ];
  if (facts.length === 0) return null;
  return <FactList facts={facts} className="mb-6 space-y-4" valueClassName="text-lg" />;
}

export default function ServicePage({ params }: Route.ComponentProps) {
  const site = useSite();
  const { projects, servicePage, servicesPage } = site;
  const service = serviceOf(site, params.slug);
  const examples = projects.filter((p) => p.service === service.slug);
  return (
    <>
      <PageHeader
        header={{ title: service.title, intro: service.description }}
        icon={icons[service.icon ?? "contracting"]}
        breadcrumb={[{ label: servicesPage.header.title, to: SERVICES_PATH }]}
      />
      <section
        aria-labelledby="included-title"
        className="container-page grid gap-10 py-16 lg:grid-cols-[1fr_20rem]"
      >
        <div>
          <h2 id="included-title" className="section-title">
            {servicePage.includedTitle}
          </h2>
          {service.details && <p className="mt-4 max-w-2xl text-lg text-muted">{service.details}</p>}
          {service.features.length > 0 && (
            <CheckList
              items={service.features}
              className="mt-6 grid gap-3 sm:grid-cols-2"
              iconClassName="size-5 text-accent"
            />
          )}
        </div>
        <aside className="self-start rounded-lg bg-surface p-6">
          <KeyFacts service={service} />
          <p className="text-muted">{servicePage.quoteText}</p>
          <PageLink to={quotePath(service)} className="btn-primary mt-5 w-full justify-center">
            {servicePage.quoteLabel}
            <ArrowRight aria-hidden="true" className="size-5" />
          </PageLink>
        </aside>
      </section>
      {service.process && service.process.length > 0 && (
        <div className="bg-surface">
          <ProcessSection process={{ title: servicePage.processTitle, steps: service.process }} />
        </div>
      )}
      {examples.length > 0 && (
        <section aria-labelledby="projects-title" className="container-page py-16">
          <h2 id="projects-title" className="section-title">
            {servicePage.projectsTitle}
          </h2>
          <div className="project-grid mt-8 grid gap-6">
            {examples.map((project) => (
              <ProjectCard key={project.slug} project={project} priority={false} />
            ))}
          </div>
        </section>
      )}
      {service.questions && service.questions.length > 0 && (
        <section aria-labelledby="questions-title" className="container-page py-16">
          <h2 id="questions-title" className="section-title">
            {servicePage.questionsTitle}
          </h2>
          <div className="mt-8 max-w-3xl">
            <QuestionList questions={service.questions} />
          </div>
        </section>
      )}
      <CtaSection cta={{ ...servicesPage.cta, linkLabel: servicePage.quoteLabel }} to={quotePath(service)} />
    </>
  );
}
