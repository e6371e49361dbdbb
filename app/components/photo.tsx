import { photos } from "virtual:photos";
import {
  fullSizeUrl,
  PHONE_MEDIA,
  PHONE_WIDEST,
  PLACEHOLDER_GRID,
  responsivePhoto,
  srcSetUpTo,
  type SelfHostedPhoto,
} from "~/lib/images";

/**
 * One photo of the content in a 4:3 box (the box is the parent's: `relative aspect-[4/3]`), from the
 * build's pipeline when self-hosted (AVIF, WebP, JPEG, an inline placeholder) or from the image host.
 * `priority` for the photo that is the page's largest paint; the others load lazily. A remote photo
 * that cannot load shows the branded panel of app.css (.photo), captioned by `caption`.
 */
type PhotoProps = {
  image: string;
  alt: string;
  caption: string;
  /** The `sizes` attribute: how wide the box is at each viewport width. */
  sizes: string;
  priority?: boolean;
  /**
   * A photo never wider than 380 CSS px beyond phones (a gallery's): offered no file wider than
   * its 2x, PHONE_WIDEST, at any screen width, as every photo is on phones; fewer candidates, a
   * lighter page. Any other photo is offered the 1536 px file beyond phones (a project's cover, a
   * pair, a card on a tablet).
   */
  small?: boolean;
};

const imgProps = ({ alt, caption, priority }: PhotoProps) =>
  ({
    alt,
    "data-caption": caption,
    loading: priority ? "eager" : "lazy",
    fetchPriority: priority ? "high" : "auto",
    decoding: "async",
    className: "photo absolute inset-0 size-full object-cover",
  }) as const;

/**
 * A photo the build made (tooling/images.ts): AVIF, then WebP, then JPEG (phones are offered none of
 * the desktop's widest files: PHONE_WIDEST), over its placeholder, the
 * photo's colours on a 4 x 3 grid, drawn inline and blurred by CSS until the photo covers it. Inline
 * SVG rather than a data: image: nothing to decode, and no request that the browser (or Lighthouse)
 * must count before the photo's own.
 */
function SelfHostedPicture({ photo, small = false, ...props }: PhotoProps & { photo: SelfHostedPhoto }) {
  const offered = (srcSet: string) => (small ? srcSetUpTo(srcSet, PHONE_WIDEST) : srcSet);
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
        {photo.sources.flatMap((source) => {
          const srcSet = offered(source.srcSet);
          const phone = srcSetUpTo(srcSet, PHONE_WIDEST);
          return [
            phone !== srcSet && (
              <source
                key={`${source.type} phone`}
                media={PHONE_MEDIA}
                type={source.type}
                srcSet={phone}
                sizes={props.sizes}
              />
            ),
            <source key={source.type} type={source.type} srcSet={srcSet} sizes={props.sizes} />,
          ];
        })}
        <img
          src={photo.src}
          srcSet={offered(photo.srcSet)}
          sizes={props.sizes}
          width={photo.width}
          height={photo.height}
          {...imgProps(props)}
        />
      </picture>
    </>
  );
}

/**
 * The class of a photo's box (the parent the photo fills) for any photo but the page's largest
 * paint (`priority`): the browser skips drawing the box until it nears the screen, about half a
 * screen ahead (`content-visibility: auto`), and a lazy photo it has not drawn it does not fetch.
 * Chromium's lazy loading alone fetches every photo within 1,250 to 2,500 px of the screen: on a
 * phone, the next cards' photos or most of a gallery, sharing a slow connection with the largest
 * paint. The box keeps its 4:3 size while skipped (`aspect-ratio`), so nothing moves.
 */
export const drawnNearTheScreen = (priority = false) => (priority ? "" : "[content-visibility:auto]");

export function Photo(props: PhotoProps) {
  const photo = photos[props.image];
  return photo ? (
    <SelfHostedPicture photo={photo} {...props} />
  ) : (
    <img {...responsivePhoto(props.image, props.sizes)} {...imgProps(props)} />
  );
}

/**
 * A photo's full-size view: the whole photo, as large as the site has it (a self-hosted photo's
 * full rendition, or the image host's). Its size is known for a self-hosted photo only.
 */
export function fullSizeOf(image: string): { url: string; width?: number; height?: number } {
  const photo = photos[image];
  return photo
    ? { url: photo.full.src, width: photo.full.width, height: photo.full.height }
    : { url: fullSizeUrl(image) };
}
