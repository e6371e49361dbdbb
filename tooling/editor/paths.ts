/** Where the editor reads and writes, relative to the project root (browser and server agree). */
export const CONTENT_FOLDER = "app/content";
export const PHOTOS_FOLDER = `${CONTENT_FOLDER}/photos`;
/**
 * The folder of one of the owner's languages' data files: the first of company.languages has
 * app/content itself, each other app/content/<language>. The photos are every language's.
 */
export const contentFolderOf = (language: string, languages: readonly string[]) =>
  language === languages[0] ? CONTENT_FOLDER : `${CONTENT_FOLDER}/${language}`;
/** The kinds of photo the editor uploads and the image pipeline takes (the backend checks the bytes). */
export const PHOTO_MEDIA_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
/** The extension a photo of each of those kinds is saved with. */
export const PHOTO_EXTENSIONS: Record<(typeof PHOTO_MEDIA_TYPES)[number], string> = {
  "image/jpeg": ".jpg",
  "image/png": ".png",
  "image/webp": ".webp",
  "image/avif": ".avif",
};
/** The largest photo the editor uploads, in MB: a phone's JPEG is 2 to 12. */
export const MAX_PHOTO_MB = 25;
