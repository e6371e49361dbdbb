/** A photo encoded once: its files from the photo cache when it has them, else encoded and kept there. */
import { cacheKey, type PhotoCache } from "./photo-cache.ts";
import { encodePhoto, ENCODING, type EncodedPhoto, type RunTask } from "./photo-encoding.ts";

/**
 * The cache's name for a photo's files: a hash of its bytes and of everything that shapes them
 * (`ENCODING`: widths, formats and their settings, crop, sharp's and its encoders' versions).
 */
export const photoKey = (input: Buffer, encoding: unknown = ENCODING) =>
  cacheKey(JSON.stringify(encoding), input);

/** One photo's encoded files, from the cache when it has them, else encoded (and kept). */
export async function encodeOnce(input: Buffer, label: string, cache: PhotoCache, run: RunTask) {
  type Meta = Omit<EncodedPhoto, "renditions" | "full"> & {
    renditions: Omit<EncodedPhoto["renditions"][number], "data">[];
    full: Omit<EncodedPhoto["full"], "data">;
  };
  const key = photoKey(input);
  const kept = await cache.read<Meta>("encoded", key);
  if (kept && kept !== "damaged") {
    const { meta, parts } = kept;
    return {
      encoded: {
        placeholder: meta.placeholder,
        renditions: meta.renditions.map((r, i) => ({ ...r, data: parts[i]! })),
        full: { ...meta.full, data: parts.at(-1)! },
      },
      wasEncoded: false,
    };
  }
  if (kept === "damaged")
    console.warn(`Photo cache: the saved files of ${label} were damaged; encoding it again.`);
  const encoded = await encodePhoto(input, label, run);
  const { renditions, full, placeholder } = encoded;
  await cache.write<Meta>(
    "encoded",
    key,
    {
      placeholder,
      renditions: renditions.map(({ format, width }) => ({ format, width })),
      full: { width: full.width, height: full.height },
    },
    [...renditions.map((r) => r.data), full.data],
  );
  return { encoded, wasEncoded: true };
}
