import { data } from "react-router";
import type { Route } from "./+types/portfolio-kind";
import { everyProject, kindTitle, siteAt, type Site } from "~/content/site";
import type { Service } from "~/content/site";
import { photoOrigins } from "~/lib/images";
import { PORTFOLIO_PATH, portfolioKindPath } from "#shared/paths.ts";
import { pageMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { PortfolioView } from "./portfolio";
import { useSite } from "~/content/site-context";

export const links: Route.LinksFunction = () =>
  photoOrigins(everyProject, import.meta.env.SELF_HOST_IMAGES).map((href) => ({ rel: "preconnect", href }));

/** The kind of work a page's address names; pre-rendered for each kind when there are several. */
function kindOf({ portfolioKinds }: Site, slug: string | undefined): Service {
  const kind = portfolioKinds.find((s) => s.slug === slug);
  if (!kind) throw data(null, { status: 404, statusText: "Not Found" });
  return kind;
}

export const meta: Route.MetaFunction = ({ params, location }) => {
  const site = siteAt(location.pathname);
  const { portfolioPage, words } = site;
  const kind = site.portfolioKinds.find((s) => s.slug === params.service);
  if (!kind) return [];
  return pageMeta(site, {
    title: kindTitle(kind, words),
    description: `${portfolioPage.meta.description} ${kind.title}: ${kind.description}`,
    path: location.pathname,
    jsonLd: [
      breadcrumbJsonLd(
        [
          { name: portfolioPage.header.title, path: PORTFOLIO_PATH },
          { name: kind.title, path: portfolioKindPath(kind) },
        ],
        site,
      ),
    ],
  });
};

export default function PortfolioKind({ params }: Route.ComponentProps) {
  const site = useSite();
  const kind = kindOf(site, params.service);
  const { projects } = site;
  return <PortfolioView shown={projects.filter((p) => p.service === kind.slug)} kind={kind} />;
}
