/**
 * The schema of the owner's words, page by page (app/content/pages.json): every sentence the site
 * says about the company, and the words of the buttons that may promise something. The interface's
 * own wording (headings, the other buttons) is not here: it is fixed, in shared/copy/.
 */
import { z } from "zod";
import {
  buttonLabel,
  callToAction,
  fact,
  intro,
  pageDescription,
  placeholder,
  step,
  text,
} from "./fields.ts";
import { icon } from "./services.ts";

/** One fact beside a page's title. */
const titleFact = fact.optional().meta({ title: "Fact beside the page's title" });

/** What shows in place of a list while it is empty. */
const empty = text.meta({
  title: "Sentence shown while the list is empty",
  description:
    "Shown in place of the list while it has nothing in it, e.g. an invitation to ask for references.",
});

const home = z.strictObject({
  /** After the company's name in the home page's title, e.g. "Kitchen & Bathroom Remodeling". */
  title: text,
  description: pageDescription,
  eyebrow: text.meta({ title: "Line above the main heading" }),
  quoteButton: buttonLabel("the main button, to your contact page", "Get Free Quote", "Request a quote"),
  trust: z.array(fact).max(4, "must list at most four facts").optional().meta({
    title: "Facts under the main heading",
    description:
      'Up to four short facts you stand by, e.g. "Free written estimates". Your years, licence and towns are added from your company details.',
    singular: "fact",
  }),
  whyChoose: z
    .array(z.strictObject({ title: text, text, icon }))
    .max(6, "must list at most six reasons")
    .optional()
    .meta({
      title: "Reasons to choose you",
      description:
        "A few reasons, each with a title, a sentence and an icon. Remove them all to leave the section out.",
      singular: "reason",
    }),
  servicesTitle: text.meta({ title: "Heading over your services" }),
  cta: callToAction,
  process: z
    .strictObject({
      intro,
      steps: z.array(step).min(2, "must list at least two steps").meta({ singular: "step" }),
    })
    .meta({ title: "How we work" }),
  placeholder,
});

const about = z.strictObject({
  description: pageDescription,
  intro,
  story: z.array(text).min(1, "must have at least one paragraph").meta({
    title: "The story",
    description: "A paragraph each: how the company started and how you work. Only what is true.",
    singular: "paragraph",
  }),
  /** Beside those the site derives (founded, licence, areas). */
  facts: z
    .array(fact)
    .max(4, "must list at most four facts")
    .optional()
    .meta({ title: "Facts beside your story", singular: "fact" }),
  whyChoose: z.array(text).max(10, "must list at most ten lines").optional().meta({
    title: "Reasons to choose you",
    description: "A checklist, a short line each. Remove them all to leave the section out.",
    singular: "reason",
  }),
  placeholder,
});

const servicesPage = z.strictObject({ intro, fact: titleFact, cta: callToAction, placeholder });

const portfolioPage = z.strictObject({
  description: pageDescription,
  intro,
  empty,
  cta: callToAction,
  placeholder,
});

const questionsPage = z.strictObject({ description: pageDescription, intro, empty, placeholder });

const contact = z.strictObject({
  intro,
  /** E.g. how soon you answer. */
  fact: titleFact,
  quoteText: text.meta({ title: "Line under “Request a quote” on service and project pages" }),
  buttonLabel: buttonLabel(
    "the button to this page in the header and the phone bar",
    "Free quote",
    "Get a quote",
  ),
  postcodeLabel: text.optional().meta({
    title: "Label of the form's postal code field",
    description: 'For example "Project postcode". Leave empty for "Project ZIP code".',
  }),
  /** "Not sure yet" is added. */
  budgets: z.array(text).max(8, "must list at most eight ranges").optional().meta({
    title: "Budget ranges (the form's choices)",
    description:
      'The ranges the form offers, e.g. "$25,000 to $75,000"; "Not sure yet" is added. Remove them all to leave the budget out of the form.',
    singular: "budget range",
  }),
  placeholder,
});

/** The privacy notice's words the owner writes. */
const privacy = z.strictObject({
  /** The inbox's own period is a setting. */
  kept: text.meta({
    title: "How long you keep the emails and records of a request",
    description:
      'Your privacy notice says this under "How long we keep it". The website\'s own inbox deletes requests after LEADS_RETENTION_DAYS (730 days unless set).',
  }),
  placeholder,
  backupDays: z.number().int().min(1, "must be at least 1 day").max(3650, "must be at most 3650 days").meta({
    title: "Days your backups keep a deleted request",
    description:
      "The most days a backup of your website's inbox is kept before a newer one replaces it (7 with the daily backups that keep seven copies). Your privacy notice says so, since a deleted request stays in the backups until then.",
  }),
});

/** Every sentence the site says about the company, page by page: the owner's words. */
export const pagesSchema = z.strictObject({
  home: home.meta({ title: "Home page" }),
  about: about.meta({ title: "About page" }),
  servicesPage: servicesPage.meta({ title: "Services page" }),
  portfolioPage: portfolioPage.meta({ title: "Portfolio page" }),
  questionsPage: questionsPage.meta({ title: "Questions page" }),
  contact: contact.meta({ title: "Contact page" }),
  privacy: privacy.meta({ title: "Privacy notice" }),
});

export type Pages = z.infer<typeof pagesSchema>;
export type Fact = z.infer<typeof fact>;
/** A call to action as the pages show it: the owner's words and the interface's button. */
export type CallToAction = z.infer<typeof callToAction> & { linkLabel: string };
export type Step = z.infer<typeof step>;
