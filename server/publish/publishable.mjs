// @ts-check
/**
 * What a push may change to be published (scripts/publish.mjs): the owner's data files (each
 * language's, its projects') and photos (app/content/photo-source.ts's names), nothing that runs.
 */
export const PUBLISHABLE = [
  /^app\/content\/(?:[a-z]{2}\/)?(?:projects\/)?(?!(?:package|tsconfig|jsconfig)\.json$)[\w-]+\.json$/,
  /^app\/content\/photos\/[\w-][\w.-]*\.(?:jpe?g|png|webp|avif)$/i,
];
const PHOTOS = "app/content/photos/";

/**
 * Why a push that changes `paths` (not publishable, or links) is not published, in words the owner
 * acts on: a photo whose name or kind the site does not take (uploaded in the editor's photo
 * library, or by hand) is renamed or deleted; anything else is an update of the server by hand.
 * @param {string} commit the push's commit, shortened
 * @param {string[]} paths
 */
export function notPublishable(commit, paths) {
  const listed = `${paths.slice(0, 5).join(", ")}${paths.length > 5 ? ", …" : ""}`;
  if (paths.every((path) => path.startsWith(PHOTOS)))
    return `${commit} adds photos the site does not take (${listed}): a photo's name is letters, digits, "-", "_" and "." and ends in .jpg, .png, .webp or .avif. Rename or delete each in the editor's photo library (or in ${PHOTOS}), and save again.`;
  return `${commit} changes more than the content (${listed}): a push publishes only the data files and photos in app/content/. Update the server by hand, with the update steps in deploy/README.md.`;
}
