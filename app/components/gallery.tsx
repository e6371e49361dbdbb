import { drawnNearTheScreen, fullSizeOf, Photo } from "~/components/photo";
import type { Photo as PhotoData } from "~/lib/images";
import { useSite } from "~/content/site-context";

/**
 * Three across from 768 px, two from 640 px, one on phones: beyond phones never wider than 352 px,
 * so a photo is `small` (its 2x file is the 760 px one, the widest a phone takes anyway).
 */
const GALLERY_SIZES =
  "(min-width: 1152px) 352px, (min-width: 768px) 33vw, (min-width: 640px) 50vw, calc(100vw - 32px)";

/**
 * A photo in its 4:3 box, linking to its full-size view: without JavaScript the browser opens the
 * largest file; the viewer, where JavaScript runs, opens it in place. Named by the photo's alt text.
 * `label`: what the viewer says of the photo beside it (Before or After, for a pair's).
 *
 * Any photo but the page's largest paint is drawn, and fetched, only once it nears the screen
 * (drawnNearTheScreen).
 */
export function PhotoLink({
  photo,
  caption,
  sizes,
  priority = false,
  small = false,
  label,
}: {
  photo: PhotoData;
  caption: string;
  sizes: string;
  priority?: boolean;
  /** Never wider than 380 px beyond phones: see Photo's `small`. */
  small?: boolean;
  label?: string;
}) {
  const { projectPage } = useSite();
  const full = fullSizeOf(photo.image);
  return (
    <a
      href={full.url}
      className={`photo-link relative block aspect-[4/3] overflow-hidden rounded-lg bg-band ${drawnNearTheScreen(priority)}`}
      data-full-size=""
      data-width={full.width}
      data-height={full.height}
      data-label={label}
    >
      <Photo
        image={photo.image}
        alt={photo.alt}
        caption={caption}
        sizes={sizes}
        priority={priority}
        small={small}
      />
      <span className="sr-only"> ({projectPage.fullSize})</span>
    </a>
  );
}

/** A project's photos after its cover, each linking to its full size; lazy, below the fold. */
export function Gallery({ photos, caption }: { photos: readonly PhotoData[]; caption: string }) {
  const { projectPage } = useSite();
  return (
    <section aria-labelledby="photos-title" className="container-page py-12">
      <h2 id="photos-title" className="section-title">
        {projectPage.photosTitle}
      </h2>
      <ul className="gallery mt-8 grid gap-4 sm:grid-cols-2 md:grid-cols-3">
        {photos.map((photo) => (
          <li key={photo.image}>
            <PhotoLink photo={photo} caption={caption} sizes={GALLERY_SIZES} small />
          </li>
        ))}
      </ul>
    </section>
  );
}
