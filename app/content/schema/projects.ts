/**
 * The schema of a project (app/content/projects/<slug>.json): its photos, its facts and its story,
 * and of the project as the content numbers it.
 */
import { z } from "zod";
import { isLocalPhoto, isRemotePhoto } from "../photo-source.ts";
import { pageDescription, pastYear, placeholder, slug, text } from "./fields.ts";

/** Where a photo is: a file in app/content/photos/ or an https:// address. */
const photoImage = z
  .string()
  .refine(
    (s) => (isRemotePhoto(s) ? URL.canParse(s) : isLocalPhoto(s)),
    "must be an absolute https:// URL or the name of a photo in app/content/photos/ (jpg, png, webp, avif)",
  )
  .meta({
    title: "Photo",
    description: "Upload a photo (JPEG, PNG, WebP or AVIF) or paste an https:// address.",
  });

/**
 * A photo and its description for people who cannot see it. The description is required: a photo
 * without one stops the build with a message that names the photo.
 */
export const photoSchema = z
  .strictObject({
    image: photoImage,
    /** What the photo shows, e.g. "The new kitchen island, seen from the dining room". */
    alt: z.string().trim().default("").meta({ title: "Photo description (for people who cannot see it)" }),
  })
  .superRefine((photo, ctx) => {
    if (!photo.alt)
      ctx.addIssue({
        code: "custom",
        path: ["alt"],
        message: `is missing: describe the photo "${photo.image}" for people who cannot see it`,
      });
  });

/** A project of the portfolio: its photos, its facts and its story. */
export const projectSchema = z.strictObject({
  /** Stable: its page is /portfolio/<slug>. */
  slug,
  title: text,
  /** The editor adds the services' slugs to the description. */
  service: slug.meta({ description: "The slug of the service this project is an example of." }),
  /** On its card and under its page's title. */
  description: pageDescription,
  photos: z.array(photoSchema).min(1, "must list at least one photo (the first is the cover)").meta({
    title: "Photos (the first is the cover)",
    description:
      "Add photos with the box above the list, several at once; describe each one and put them in order. The first is the cover: the portfolio's card and the top of the project's page.",
    singular: "photo",
  }),
  beforeAfter: z
    .array(z.strictObject({ before: photoSchema, after: photoSchema }))
    .optional()
    .meta({
      title: "Before and after (photos of the same view)",
      description: "Each pair: a photo before the work and one after, of the same view.",
      singular: "before-and-after pair",
    }),
  /** Optional case-study facts, shown on the card when present. */
  location: text.optional(),
  year: pastYear.optional(),
  /** What was done, in a few words, e.g. "New build, 4 bedrooms, 320 m²". */
  scope: text.optional(),
  duration: text
    .optional()
    .meta({ description: 'How long it took, e.g. "14 months". Leave empty to show nothing.' }),
  /** Never invented: absent, not shown. */
  budget: text.optional().meta({
    title: "Budget band",
    description: 'Only what you stand by, e.g. "$40,000 to $60,000". Leave empty to show nothing.',
  }),
  story: z
    .strictObject({
      brief: text.meta({ title: "The brief" }),
      work: text.meta({ title: "What we did" }),
      result: text.meta({ title: "The result" }),
    })
    .optional()
    .meta({ title: "The story", description: "The case study on the project's page, in three short parts." }),
  /** Its story is the kit's example. */
  placeholder,
});

/**
 * A project's own data file, app/content/projects/<slug>.json: the project without its slug (the
 * file's name is the slug, so the two can never disagree) and with its place in the portfolio.
 */
export const projectFile = z
  .strictObject({
    order: z.number().int("must be a whole number").meta({
      title: "Place in the portfolio",
      description:
        "A whole number: projects with lower numbers come first in the portfolio (e.g. 10, 20, 30, so one can go between).",
    }),
    ...projectSchema.omit({ slug: true }).shape,
  })
  .meta({ title: "Projects (portfolio)", singular: "project" });

/** A project as the content has it: numbered, with its service's category and its place. */
export const contentProject = projectSchema.extend({
  id: z.number().int().positive(),
  category: text,
  order: z.number().int().optional(),
});

export type ProjectFile = z.infer<typeof projectFile>;
export type Project = z.infer<typeof contentProject>;
