/** Where the editor reads and writes, relative to the project root (browser and server agree). */
export const CONTENT_FOLDER = "app/content";
export const PHOTOS_FOLDER = `${CONTENT_FOLDER}/photos`;
/** The kinds of photo the editor uploads and the image pipeline takes (the backend checks the bytes). */
export const PHOTO_MEDIA_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
/** The largest photo the editor uploads, in MB: a phone's JPEG is 2 to 12. */
export const MAX_PHOTO_MB = 25;
