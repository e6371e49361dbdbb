/** The schema of the services (app/content/services.json): each kind of work, its card and its page. */
import { z } from "zod";
import { pageDescription, placeholder, slug, step, text } from "./fields.ts";
import { questionSchema } from "./questions.ts";

/** Icons are named here and drawn by components/icon.tsx. */
export const iconNames = [
  "craftsmanship",
  "schedule",
  "pricing",
  "residential",
  "commercial",
  "remodeling",
  "contracting",
  "kitchen",
  "bathroom",
  "roofing",
  "plumbing",
  "electrical",
  "outdoor",
  "repairs",
  "additions",
  /** Fits any trade. */
  "tools",
] as const;
/** A service's or a reason's icon, by name. */
export const icon = z.enum(iconNames, `must be one of the icons: ${iconNames.join(", ")}`).meta({
  description:
    'The picture on its card. "tools" fits any trade; "craftsmanship", "schedule" and "pricing" suit reasons to choose you.',
});

/** The most services the owner may list. */
export const MAX_SERVICES = 12;

/** One kind of work: its card, its page, its questions. */
export const serviceSchema = z.strictObject({
  /** Its page is /services/<slug>. */
  slug,
  title: text,
  /** As the portfolio labels its projects. */
  category: text.meta({ description: 'The kind of work in a word or two, e.g. "Residential".' }),
  icon: icon.optional(),
  /** A sentence or two, on its card and under its page's title. */
  description: pageDescription,
  /** Zero to eight; none shows no list. */
  features: z.array(text).max(8, "must list at most eight features").optional().meta({ singular: "feature" }),
  /** Its page: what is included, in a paragraph or two. */
  details: text.optional().meta({ title: "What is included" }),
  /** Never invented: absent, not shown. */
  duration: text.optional().meta({
    description:
      'Only what you can promise, e.g. "Most kitchens take 6 to 10 weeks". Leave empty to show nothing.',
  }),
  /** Never invented: absent, not shown. */
  priceGuide: text.optional().meta({
    title: "Price guide",
    description:
      'Only what you stand by, e.g. "Most kitchens: $25,000 to $60,000". Leave empty to show nothing.',
  }),
  /** How this kind of job runs, step by step. */
  process: z.array(step).optional().meta({ title: "How we work", singular: "step" }),
  questions: z.array(questionSchema).optional().meta({ singular: "question" }),
  /** Its page texts are the kit's examples. */
  placeholder,
});

/** One to twelve, each slug once. */
export const serviceList = <T extends z.ZodType<{ slug: string }>>(item: T) =>
  z
    .array(item)
    .min(1, "must list at least one service")
    .max(MAX_SERVICES, `must list at most ${MAX_SERVICES} services`)
    .superRefine((list, ctx) =>
      list.forEach((service, i) => {
        if (list.findIndex((s) => s.slug === service.slug) !== i)
          ctx.addIssue({ code: "custom", path: [i, "slug"], message: "is used by another service" });
      }),
    )
    .meta({ singular: "service" });

export type Service = z.infer<typeof serviceSchema>;
export type IconName = z.infer<typeof icon>;
