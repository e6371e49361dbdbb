/** Where the editor reads and writes, relative to the project root (browser and server agree). */
export const CONTENT_FOLDER = "app/content";
export const PHOTOS_FOLDER = `${CONTENT_FOLDER}/photos`;
