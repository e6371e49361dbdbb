/**
 * Where a project's photo comes from: a file in app/content/photos/ (e.g. "kitchen.jpg") or an
 * absolute https:// URL. Apart from the schema so that pages can ask without bundling Zod.
 */
const LOCAL_PHOTO = /^[\w-][\w.-]*\.(jpe?g|png|webp|avif)$/i;
export const isRemotePhoto = (image: string) => /^https:\/\//i.test(image);
export const isLocalPhoto = (image: string) => LOCAL_PHOTO.test(image);
