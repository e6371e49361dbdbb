import type { ReactNode } from "react";
import { PageLink } from "~/components/page-link";
import { drawnNearTheScreen, Photo } from "~/components/photo";
import type { Project } from "~/content/site";
import { projectPath } from "#shared/paths.ts";
import { useSite } from "~/content/site-context";

/**
 * Three across from 1024 px, two from 768 px, one on phones (the card is the viewport less the
 * container's 16 or 24 px padding each side). With 4 or 5 projects some cards are wider than this
 * says, so their photos are a little soft there; the default 3 are exact.
 */
const SIZES =
  "(min-width: 1152px) 352px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

/** The facts a card shows; a project's page adds its budget. */
const CARD_FACTS = ["location", "year", "scope", "duration"] as const;
export const PAGE_FACTS = [...CARD_FACTS, "budget"] as const;

/**
 * The facts the owner wrote of a project (of `facts`, those it has, in that order), none invented:
 * on its card and on its page. `children`: entries before them (the page's kind of work).
 */
export function ProjectFacts({
  project,
  facts,
  className,
  children,
}: {
  project: Project;
  facts: readonly (typeof PAGE_FACTS)[number][];
  className: string;
  children?: ReactNode;
}) {
  const { portfolioPage } = useSite();
  const present = facts.filter((key) => project[key] !== undefined);
  if (present.length === 0 && !children) return null;
  return (
    <dl className={className}>
      {children}
      {present.map((key) => (
        <div key={key}>
          <dt className="text-sm text-muted">{portfolioPage.detailLabels[key]}</dt>
          <dd className="font-semibold">{project[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The branded placeholder's caption: where and when (location · year) when the project says, else
 * the company's name; not the category, which the card states right below it.
 */
export const captionOf = (project: Project, companyName: string) =>
  [project.location, project.year].filter((part) => part !== undefined).join(" · ") || companyName;

/**
 * A project's card: its cover photo, kind of work, title, description and facts. The whole card is
 * one target: its title's link covers it (a stretched ::after), so the accessibility tree has one
 * link, named by the title. `priority` for the card whose photo is the page's largest paint; the
 * others' photos are drawn, and fetched, only as they near the screen (drawnNearTheScreen).
 */
export function ProjectCard({ project, priority = false }: { project: Project; priority?: boolean }) {
  const { company } = useSite();
  const cover = project.photos[0]!;
  return (
    // The card's parts sit on rows it shares with the cards beside it (subgrid): titles, descriptions
    // and the details start at the same height across a row, whatever their lengths.
    <article className="project-card relative row-span-5 grid grid-rows-subgrid gap-y-0 overflow-hidden rounded-lg border border-line bg-card shadow-sm">
      <div className={`relative aspect-[4/3] overflow-hidden bg-band ${drawnNearTheScreen(priority)}`}>
        <Photo {...cover} caption={captionOf(project, company.name)} sizes={SIZES} priority={priority} />
      </div>
      <div className="row-span-4 grid grid-rows-subgrid gap-y-0 p-6">
        <p className="eyebrow text-accent">{project.category}</p>
        <h2 className="mt-2 text-xl font-semibold">
          <PageLink to={projectPath(project)} className="card-link">
            {project.title}
          </PageLink>
        </h2>
        <p className="mt-2 text-muted">{project.description}</p>
        <ProjectFacts
          project={project}
          facts={CARD_FACTS}
          className="mt-5 grid grid-cols-2 self-start gap-x-4 gap-y-3 border-t border-line pt-5 text-sm"
        />
      </div>
    </article>
  );
}
