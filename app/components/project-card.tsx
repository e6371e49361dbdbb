import type { Project } from "~/content/site";
import { company, portfolioPage } from "~/content/site";
import { responsivePhoto } from "~/lib/images";

/** The owner's own photos, by file name: Vite copies each into the build with a hashed name. */
const LOCAL_PHOTOS = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>("../content/photos/*", { eager: true, query: "?url", import: "default" }),
  ).map(([path, url]) => [path.slice(path.lastIndexOf("/") + 1), url]),
);

/**
 * Three across from 1024 px, two from 768 px. With 4 or 5 projects some cards are wider than this
 * says, so their photos are a little soft there; the default 3 are exact.
 */
const SIZES = "(min-width: 1152px) 352px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw";

const DETAILS = ["location", "year", "scope", "duration"] as const;

/** The case-study facts a project has (location, year, scope, duration), in that order. */
function ProjectDetails({ project }: { project: Project }) {
  const present = DETAILS.filter((key) => project[key] !== undefined);
  if (present.length === 0) return null;
  return (
    <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-line pt-5 text-sm">
      {present.map((key) => (
        <div key={key}>
          <dt className="text-muted">{portfolioPage.detailLabels[key]}</dt>
          <dd className="font-semibold">{project[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A project as a case study. `priority` for the card whose photo is the page's largest paint; the
 * others load lazily. A photo that cannot load shows the branded panel of app.css (.photo), captioned
 * with the company and the kind of work.
 */
export function ProjectCard({ project, priority = false }: { project: Project; priority?: boolean }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-line bg-card shadow-sm">
      <div className="relative aspect-[4/3] bg-band">
        <img
          {...responsivePhoto(project.image, SIZES, LOCAL_PHOTOS)}
          alt={project.imageAlt}
          data-caption={`${company.name} · ${project.category}`}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding="async"
          className="photo absolute inset-0 size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="eyebrow text-accent">{project.category}</p>
        <h2 className="mt-2 text-xl font-semibold">{project.title}</h2>
        <p className="mt-2 text-muted">{project.description}</p>
        <ProjectDetails project={project} />
      </div>
    </article>
  );
}
