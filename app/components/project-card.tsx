import type { Project } from "~/content/site";
import { responsivePhoto } from "~/lib/images";

/** The owner's own photos, by file name: Vite copies each into the build with a hashed name. */
const LOCAL_PHOTOS = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>("../content/photos/*", { eager: true, query: "?url", import: "default" }),
  ).map(([path, url]) => [path.slice(path.lastIndexOf("/") + 1), url]),
);

const SIZES = "(min-width: 1152px) 352px, (min-width: 768px) 33vw, 100vw";

/** `priority` for the card whose photo is the page's largest paint; the others load lazily. */
export function ProjectCard({ project, priority = false }: { project: Project; priority?: boolean }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-line bg-white shadow-sm">
      <div className="relative aspect-[4/3] bg-slate-200">
        <img
          {...responsivePhoto(project.image, SIZES, LOCAL_PHOTOS)}
          alt={project.imageAlt}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding="async"
          className="photo absolute inset-0 size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">{project.category}</p>
        <h2 className="mt-2 text-xl font-semibold">{project.title}</h2>
        <p className="mt-2 text-muted">{project.description}</p>
      </div>
    </article>
  );
}
