import { House } from "lucide-react";
import type { Route } from "./+types/portfolio";
import { ProjectCard } from "~/components/project-card";
import { CtaSection } from "~/components/sections/cta-section";
import { PageHeader } from "~/components/sections/page-header";
import { portfolioPage, projects } from "~/content/site";
import { photoOrigins } from "~/lib/images";
import { pageMeta } from "~/lib/seo";

/**
 * The photos' host, if any remains (none with SELF_HOST_IMAGES=1): connecting early takes a round
 * trip or three off the largest paint.
 */
export const links: Route.LinksFunction = () =>
  photoOrigins(projects, import.meta.env.SELF_HOST_IMAGES).map((href) => ({ rel: "preconnect", href }));

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ ...portfolioPage.meta, path: location.pathname });

export default function Portfolio() {
  return (
    <>
      <PageHeader header={portfolioPage.header} icon={House} />
      <div className="project-grid container-page grid gap-6 py-16">
        {projects.map((project, index) => (
          <ProjectCard key={project.id} project={project} priority={index === 0} />
        ))}
      </div>
      <CtaSection cta={portfolioPage.cta} />
    </>
  );
}
