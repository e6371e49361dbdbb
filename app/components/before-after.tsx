import { PhotoLink } from "~/components/gallery";
import { comparisonText } from "~/lib/comparison";
import type { Photo } from "~/lib/images";
import { useSite } from "~/content/site-context";

type BeforeAfterPair = { before: Photo; after: Photo };

/**
 * How wide each photo is. Where JavaScript runs (nearly everywhere), the pair is one frame, the
 * content's width up to 47.5rem (760 px, reached at 808 px: the 760 px rendition exactly, so a 1x
 * screen takes it and a 2x one the 1536 px one); without it, half the content's width from 640 px,
 * so a little less than this says. On phones the whole width either way.
 */
const PHOTO_SIZES = "(min-width: 808px) 760px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

/** The comparison's starting point: half of each photo. */
const START = 50;

/**
 * A pair of photos of the same view. Without JavaScript: side by side (stacked on phones), captioned
 * Before and After, each linking to its full size. Where JavaScript runs, CSS lays the two over
 * each other in one frame from the first paint (no shift when the script arrives), the After photo
 * showing on the left up to the slider's position, and the project's island (app/islands/
 * project-photos.ts) moves that edge with the native range input below the frame: mouse, touch and
 * the keyboard (arrow keys, Home, End), its value read as "60% after".
 */
function BeforeAfter({ pair, caption }: { pair: BeforeAfterPair; caption: string }) {
  const { projectPage } = useSite();
  return (
    <div className="comparison" data-comparison="">
      <div className="comparison-frame grid gap-4 sm:grid-cols-2">
        {(["before", "after"] as const).map((side) => (
          <figure key={side} className={`comparison-${side}`}>
            <PhotoLink photo={pair[side]} caption={caption} sizes={PHOTO_SIZES} label={projectPage[side]} />
            <figcaption className="comparison-caption mt-2 font-semibold">{projectPage[side]}</figcaption>
          </figure>
        ))}
      </div>
      <label className="comparison-control mt-3">
        <span className="sr-only">{projectPage.compareLabel}</span>
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          defaultValue={START}
          aria-valuetext={comparisonText(START, projectPage.after)}
          className="h-11 w-full cursor-pointer accent-(--color-accent)"
        />
      </label>
    </div>
  );
}

/** A project's before-and-after pairs, under one heading. */
export function BeforeAfterList({ pairs, caption }: { pairs: readonly BeforeAfterPair[]; caption: string }) {
  const { projectPage } = useSite();
  return (
    <section aria-labelledby="before-after-title" className="container-page py-12">
      <h2 id="before-after-title" className="section-title">
        {projectPage.beforeAfterTitle}
      </h2>
      <div className="mt-8 space-y-10">
        {pairs.map((pair) => (
          <BeforeAfter key={pair.before.image + pair.after.image} pair={pair} caption={caption} />
        ))}
      </div>
    </section>
  );
}
