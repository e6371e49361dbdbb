/**
 * The small schemas the data files share: a non-empty text, a time, a slug, an https address, the
 * kit's example mark, a fact and a call to action. Their `.meta()` titles and descriptions are what
 * the editor (`npm run edit`) shows as a field's label and hint, wherever the field appears.
 */
import { z } from "zod";

/** Any text the owner writes: blank is refused. */
export const text = z.string().trim().min(1, "must not be empty");

/**
 * A 24-hour time, "08:00" or "8:00" as the owner writes it; the site reads it as "HH:MM"
 * (`paddedTime`, ../days.ts), which structured data and <time> need. What visitors read is formatted from it.
 */
export const HH_MM = /^([01]?\d|2[0-3]):[0-5]\d$/;
export const time = z.string().regex(HH_MM, 'must be a 24-hour time, like "08:00", "8:00" or "16:30"');

/** Part of a web address: lower-case words joined by hyphens. Stable: pages and links use it. */
export const slug = z
  .string()
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'must be lower-case words joined by hyphens, like "kitchen-remodeling"',
  )
  .meta({
    description:
      'Part of the page\'s address, e.g. "kitchen-remodeling": lower-case words joined by hyphens. Changing it changes the address.',
  });

export const httpsUrl = z.url({ protocol: /^https$/, error: "must be an absolute https:// URL" });

/** A year, not after this one. */
export const pastYear = z.number().int().min(1800).max(new Date().getFullYear(), "must not be in the future");

/** The texts are still the kit's examples: listed by the build until the owner writes their own. */
export const placeholder = z
  .boolean()
  .optional()
  .meta({ title: "Example text of the kit (untick once you have written your own)" });

/** What search engines show under a page's title (a service's and a project's too). */
export const pageDescription = text.meta({
  description: "A sentence or two that search engines show under the page's title.",
});

/** The opening paragraph of a page, under its title. */
export const intro = text.meta({ title: "Introduction" });

/** A fact the owner states, e.g. { value: "Free written estimates", label: "Itemised, with no obligation" }. */
export const fact = z.strictObject({ value: text, label: text });

/**
 * A button's words that may promise something ("Get a Free Quote"): the owner's, since only they
 * know what they offer. Without them the button says what it does, in the site's language.
 */
export const buttonLabel = (where: string, example: string, neutral: string) =>
  text.optional().meta({
    title: `Words of ${where}`,
    description: `E.g. "${example}". Promise only what you offer (free, fast, guaranteed): left empty, it says "${neutral}".`,
  });

/** A band inviting the visitor to ask for a quote; its button's words are the owner's, if they wrote them. */
export const callToAction = z
  .strictObject({
    title: text,
    text,
    linkLabel: buttonLabel("its button", "Get a Free Quote", "Request a quote"),
  })
  .meta({ title: "Call to action" });

/** One step of how a job runs. */
export const step = z.strictObject({ title: text, text });

/** "company.phoneE164", "projects[1].image", "services[2].features". */
export function fieldPath(path: readonly PropertyKey[]) {
  return path.reduce<string>(
    (out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    "",
  );
}
