import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import House from "lucide-react/icons/house";
import Quote from "lucide-react/icons/quote";
import { preconnect } from "react-dom";
import { data } from "react-router";
import { PageLink } from "~/components/page-link";
import type { Route } from "./+types/project";
import { BeforeAfterList } from "~/components/before-after";
import { Gallery, PhotoLink } from "~/components/gallery";
import { fullSizeOf } from "~/components/photo";
import { captionOf, PAGE_FACTS, ProjectFacts } from "~/components/project-card";
import { CtaSection } from "~/components/sections/cta-section";
import projectPhotos from "~/islands/project-photos";
import { Island } from "~/lib/islands/island";
import { PageHeader } from "~/components/sections/page-header";
import { siteAt, type Project, type Site } from "~/content/site";
import { photoOrigins } from "~/lib/images";
import { PORTFOLIO_PATH, projectPath, quotePath, servicePath } from "#shared/paths.ts";
import { pageMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { useSite } from "~/content/site-context";

/** The project a page's address names (its slug, from the content); pre-rendered for each project. */
function projectOf({ projects }: Site, slug: string | undefined): Project {
  const project = projects.find((p) => p.slug === slug);
  // Only the dev server can be asked for a slug no project has; a build has no page for it.
  if (!project) throw data(null, { status: 404, statusText: "Not Found" });
  return project;
}

export const meta: Route.MetaFunction = ({ params, location }) => {
  const site = siteAt(location.pathname);
  const project = site.projects.find((p) => p.slug === params.slug);
  if (!project) return [];
  const cover = project.photos[0]!;
  return pageMeta(site, {
    title: project.title,
    description: project.description,
    path: location.pathname,
    image: { ...fullSizeOf(cover.image), alt: cover.alt },
    jsonLd: [
      breadcrumbJsonLd(
        [
          { name: site.portfolioPage.header.title, path: PORTFOLIO_PATH },
          { name: project.title, path: projectPath(project) },
        ],
        site,
      ),
    ],
  });
};

/** The cover at the top: the page's largest paint, in the column beside the facts. */
const COVER_SIZES =
  "(min-width: 1152px) 728px, (min-width: 1024px) calc(100vw - 424px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

/** Kind of work (linked to its service's page), then the facts the owner wrote, none invented. */
function Facts({ project }: { project: Project }) {
  const { projectPage, services } = useSite();
  const service = services.find((s) => s.slug === project.service);
  return (
    <ProjectFacts project={project} facts={PAGE_FACTS} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      <div>
        <dt className="text-sm text-muted">{projectPage.kindsLabel}</dt>
        <dd className="font-semibold">
          {service ? (
            <PageLink to={servicePath(service)} className="text-accent underline underline-offset-4">
              {service.title}
            </PageLink>
          ) : (
            project.category
          )}
        </dd>
      </div>
    </ProjectFacts>
  );
}

/** The brief, what we did, the result: three short parts, side by side on wide screens. */
function Story({ story }: { story: NonNullable<Project["story"]> }) {
  const { projectPage } = useSite();
  return (
    <div className="container-page grid gap-8 py-12 md:grid-cols-3">
      {(["brief", "work", "result"] as const).map((part) => (
        <section key={part} aria-labelledby={`story-${part}`}>
          <h2 id={`story-${part}`} className="text-xl font-semibold">
            {projectPage.storyTitles[part]}
          </h2>
          <p className="mt-3 text-muted">{story[part]}</p>
        </section>
      ))}
    </div>
  );
}

/** The client's words about this project: testimonials whose `project` is its title or slug. */
function ClientWords({ project }: { project: Project }) {
  const { projectPage, testimonials } = useSite();
  const own = testimonials.filter((t) => t.project === project.title || t.project === project.slug);
  if (own.length === 0) return null;
  return (
    <section aria-labelledby="client-title" className="container-page py-12">
      <h2 id="client-title" className="section-title">
        {projectPage.clientTitle}
      </h2>
      {own.map((t) => (
        <figure key={t.name + t.quote} className="mt-6 max-w-3xl border-l-4 border-accent pl-6">
          <Quote aria-hidden="true" className="size-8 text-accent" />
          <blockquote className="mt-3 text-xl">
            <p>{t.quote}</p>
          </blockquote>
          <figcaption className="mt-3 font-semibold">{t.name}</figcaption>
        </figure>
      ))}
    </section>
  );
}

/** The projects before and after this one, in the owner's order. */
function PreviousNext({ project }: { project: Project }) {
  const { projectPage, projects } = useSite();
  const at = projects.findIndex((p) => p.slug === project.slug);
  const previous = projects[at - 1];
  const next = projects[at + 1];
  if (!previous && !next) return null;
  return (
    <nav aria-label={projectPage.moreProjects} className="container-page py-8">
      <ul className="grid gap-4 sm:grid-cols-2">
        {previous && (
          <li>
            <PageLink to={projectPath(previous)} rel="prev" className="adjacent-link">
              <ArrowLeft aria-hidden="true" className="size-5 shrink-0" />
              <span>
                <span className="block text-sm text-muted">{projectPage.previous}</span>
                <span className="font-semibold">{previous.title}</span>
              </span>
            </PageLink>
          </li>
        )}
        {next && (
          <li className="sm:col-start-2">
            <PageLink
              to={projectPath(next)}
              rel="next"
              className="adjacent-link sm:justify-end sm:text-right"
            >
              <span>
                <span className="block text-sm text-muted">{projectPage.next}</span>
                <span className="font-semibold">{next.title}</span>
              </span>
              <ArrowRight aria-hidden="true" className="size-5 shrink-0" />
            </PageLink>
          </li>
        )}
      </ul>
    </nav>
  );
}

export default function ProjectPage({ params }: Route.ComponentProps) {
  const site = useSite();
  const { portfolioPage, projectPage } = site;
  const project = projectOf(site, params.slug);
  // The photos' host, if any remains (none with SELF_HOST_IMAGES=1): a <link rel="preconnect"> in <head>.
  for (const origin of photoOrigins([project], import.meta.env.SELF_HOST_IMAGES)) preconnect(origin);
  const [cover, ...more] = project.photos;
  const pairs = project.beforeAfter ?? [];
  const caption = captionOf(project, site.company.name);
  const quote = quotePath({ slug: project.service });
  return (
    <>
      <PageHeader
        header={{ title: project.title, intro: project.description }}
        icon={House}
        breadcrumb={[{ label: portfolioPage.header.title, to: PORTFOLIO_PATH }]}
      />
      <div className="container-page grid gap-10 pt-12 lg:grid-cols-[1fr_20rem]">
        <PhotoLink photo={cover!} caption={caption} sizes={COVER_SIZES} priority />
        <aside className="self-start rounded-lg bg-surface p-6">
          <Facts project={project} />
          <p className="mt-6 text-muted">{projectPage.quoteText}</p>
          <PageLink to={quote} className="btn-primary mt-5 w-full justify-center">
            {projectPage.quoteLabel}
            <ArrowRight aria-hidden="true" className="size-5" />
          </PageLink>
        </aside>
      </div>
      {project.story && <Story story={project.story} />}
      {more.length > 0 && <Gallery photos={more} caption={caption} />}
      {pairs.length > 0 && <BeforeAfterList pairs={pairs} caption={caption} />}
      {/* The viewer and the comparison slider: only on a page with a gallery or a pair. */}
      {(more.length > 0 || pairs.length > 0) && (
        <Island
          of={projectPhotos}
          props={{ afterWord: projectPage.after, viewerLabel: projectPage.photosTitle }}
        />
      )}
      <ClientWords project={project} />
      <PreviousNext project={project} />
      <CtaSection cta={{ ...portfolioPage.cta, linkLabel: projectPage.quoteLabel }} to={quote} />
    </>
  );
}
