import Camera from "lucide-react/icons/camera";
import House from "lucide-react/icons/house";
import { PageLink } from "~/components/page-link";
import type { Route } from "./+types/portfolio";
import { EmptyNote } from "~/components/empty-note";
import { ProjectCard } from "~/components/project-card";
import { CtaSection } from "~/components/sections/cta-section";
import { PageHeader } from "~/components/sections/page-header";
import { everyProject, kindTitle, siteAt } from "~/content/site";
import type { Project, Service } from "~/content/site";
import { photoOrigins } from "~/lib/images";
import { PORTFOLIO_PATH, portfolioKindPath } from "#shared/paths.ts";
import { pageMeta } from "~/lib/seo";
import { useSite } from "~/content/site-context";

/**
 * The photos' host, if any remains (none with SELF_HOST_IMAGES=1): connecting early takes a round
 * trip or three off the largest paint.
 */
export const links: Route.LinksFunction = () =>
  photoOrigins(everyProject, import.meta.env.SELF_HOST_IMAGES).map((href) => ({ rel: "preconnect", href }));

export const meta: Route.MetaFunction = ({ location }) => {
  const site = siteAt(location.pathname);
  return pageMeta(site, { ...site.portfolioPage.meta, path: location.pathname });
};

/**
 * The links that narrow the portfolio to one kind of work, each a pre-rendered page (no script):
 * shown only when the projects span more than one kind. `kind`: the one shown, if any.
 */
function KindLinks({ kind }: { kind?: Service }) {
  const { portfolioKinds, projectPage } = useSite();
  if (portfolioKinds.length === 0) return null;
  const links = [
    { to: PORTFOLIO_PATH, label: projectPage.allKinds, current: !kind },
    ...portfolioKinds.map((s) => ({
      to: portfolioKindPath(s),
      label: s.title,
      current: s.slug === kind?.slug,
    })),
  ];
  return (
    <nav aria-label={projectPage.kindsLabel} className="container-page pt-10">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <PageLink
              to={link.to}
              aria-current={link.current ? "page" : undefined}
              className="kind-link inline-flex min-h-11 items-center rounded-full border border-line px-4 font-medium hover:border-accent aria-[current=page]:border-accent aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-strong"
            >
              {link.label}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The portfolio's grid of project cards, all of them or one kind's, under the portfolio's header;
 * while there are none, the owner's sentence in its place.
 */
export function PortfolioView({ shown, kind }: { shown: readonly Project[]; kind?: Service }) {
  const { portfolioPage, words } = useSite();
  return (
    <>
      <PageHeader
        header={
          kind ? { title: kindTitle(kind, words), intro: portfolioPage.header.intro } : portfolioPage.header
        }
        icon={House}
        breadcrumb={kind ? [{ label: portfolioPage.header.title, to: PORTFOLIO_PATH }] : undefined}
      />
      <KindLinks kind={kind} />
      {shown.length > 0 ? (
        <div className="project-grid container-page grid gap-6 py-16">
          {shown.map((project, index) => (
            <ProjectCard key={project.id} project={project} priority={index === 0} />
          ))}
        </div>
      ) : (
        <div className="container-page py-16">
          <EmptyNote icon={Camera}>{portfolioPage.empty}</EmptyNote>
        </div>
      )}
      <CtaSection cta={portfolioPage.cta} />
    </>
  );
}

export default function Portfolio() {
  const { projects } = useSite();
  return <PortfolioView shown={projects} />;
}
