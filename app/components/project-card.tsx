import { photos } from "virtual:photos";
import type { Project } from "~/content/site";
import { company, portfolioPage } from "~/content/site";
import { PLACEHOLDER_GRID, responsivePhoto, type SelfHostedPhoto } from "~/lib/images";

/**
 * Three across from 1024 px, two from 768 px, one on phones (the card is the viewport less the
 * container's 16 or 24 px padding each side). With 4 or 5 projects some cards are wider than this
 * says, so their photos are a little soft there; the default 3 are exact.
 */
const SIZES =
  "(min-width: 1152px) 352px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

const DETAILS = ["location", "year", "scope", "duration"] as const;

/** The case-study facts a project has (location, year, scope, duration), in that order. */
function ProjectDetails({ project }: { project: Project }) {
  const present = DETAILS.filter((key) => project[key] !== undefined);
  if (present.length === 0) return null;
  return (
    <dl className="mt-5 grid grid-cols-2 self-start gap-x-4 gap-y-3 border-t border-line pt-5 text-sm">
      {present.map((key) => (
        <div key={key}>
          <dt className="text-muted">{portfolioPage.detailLabels[key]}</dt>
          <dd className="font-semibold">{project[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

type PhotoProps = { alt: string; caption: string; priority: boolean };

const photoProps = ({ alt, caption, priority }: PhotoProps) =>
  ({
    alt,
    "data-caption": caption,
    loading: priority ? "eager" : "lazy",
    fetchPriority: priority ? "high" : "auto",
    decoding: "async",
    className: "photo absolute inset-0 size-full object-cover",
  }) as const;

/**
 * A photo the build made (tooling/images.ts): AVIF, then WebP, then JPEG, over its placeholder, the
 * photo's colours on a 4 x 3 grid, drawn inline and blurred by CSS until the photo covers it. Inline
 * SVG rather than a data: image: nothing to decode, and no request that the browser (or Lighthouse)
 * must count before the photo's own.
 */
function SelfHostedPicture({ photo, ...props }: PhotoProps & { photo: SelfHostedPhoto }) {
  return (
    <>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${PLACEHOLDER_GRID.columns} ${PLACEHOLDER_GRID.rows}`}
        preserveAspectRatio="none"
        shapeRendering="crispEdges"
        className="photo-placeholder absolute inset-0 size-full"
      >
        {photo.placeholder.map((fill, i) => (
          <rect
            key={i}
            x={i % PLACEHOLDER_GRID.columns}
            y={Math.floor(i / PLACEHOLDER_GRID.columns)}
            width="1"
            height="1"
            fill={fill}
          />
        ))}
      </svg>
      <picture>
        {photo.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={SIZES} />
        ))}
        <img
          src={photo.src}
          srcSet={photo.srcSet}
          sizes={SIZES}
          width={photo.width}
          height={photo.height}
          {...photoProps(props)}
        />
      </picture>
    </>
  );
}

/**
 * The branded placeholder's caption: where and when (location · year) when the project says, else
 * the company's name; not the category, which the card states right below it.
 */
const captionOf = (project: Project) =>
  [project.location, project.year].filter((part) => part !== undefined).join(" · ") || company.name;

/**
 * A project as a case study. `priority` for the card whose photo is the page's largest paint; the
 * others load lazily. A remote photo that cannot load shows the branded panel of app.css (.photo),
 * captioned by captionOf.
 */
export function ProjectCard({ project, priority = false }: { project: Project; priority?: boolean }) {
  const photo = photos[project.image];
  const props = { alt: project.imageAlt, caption: captionOf(project), priority };
  return (
    // The card's parts sit on rows it shares with the cards beside it (subgrid): titles, descriptions
    // and the details start at the same height across a row, whatever their lengths.
    <article className="row-span-5 grid grid-rows-subgrid gap-y-0 overflow-hidden rounded-lg border border-line bg-card shadow-sm">
      <div className="relative aspect-[4/3] overflow-hidden bg-band">
        {photo ? (
          <SelfHostedPicture photo={photo} {...props} />
        ) : (
          <img {...responsivePhoto(project.image, SIZES)} {...photoProps(props)} />
        )}
      </div>
      <div className="row-span-4 grid grid-rows-subgrid gap-y-0 p-6">
        <p className="eyebrow text-accent">{project.category}</p>
        <h2 className="mt-2 text-xl font-semibold">{project.title}</h2>
        <p className="mt-2 text-muted">{project.description}</p>
        <ProjectDetails project={project} />
      </div>
    </article>
  );
}
