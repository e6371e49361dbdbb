/**
 * The one schema of the owner's content. `site.ts` takes its types from here, and the build checks
 * the content against it before anything is built (tooling/content-check.ts), so a mistake stops
 * `npm run build` with the field's path and what is wrong.
 *
 * What the owner may change lives in the JSON data files beside this module (`dataFiles` at the
 * end: one schema each, checked first so a mistake names the file); `site.ts` adds what the
 * specification fixes and what is derived (the company description, the copyright year), and the
 * whole is checked again against `contentSchema`. The editor (`npm run edit`, tooling/editor/) builds
 * its form and its checks from these same schemas.
 */
import { z } from "zod";
import { DAYS } from "./days";
import { isLocalPhoto, isRemotePhoto } from "./photo-source";

const text = z.string().trim().min(1, "must not be empty");

/** 24-hour "HH:MM": structured data and <time> need it; what visitors read is formatted from it. */
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z.string().regex(HH_MM, 'must be a 24-hour time written "HH:MM", like "08:00"');

export { DAYS, type Day } from "./days";

/**
 * One line of the opening hours: some days, and the hours they are open, or `closed` (a day left out
 * of every line is not shown at all). The line's label ("Monday - Friday") is made from its days.
 */
const openingHours = z
  .strictObject({
    days: z
      .array(z.enum(DAYS, 'must be a day of the week, like "Monday"'))
      .min(1, "must name at least one day"),
    opens: time.optional(),
    closes: time.optional(),
    /** The days are shown as closed ("Saturday: Closed"). */
    closed: z.boolean().optional(),
  })
  .superRefine((h, ctx) => {
    if (h.closed) {
      if (h.opens || h.closes)
        ctx.addIssue({
          code: "custom",
          path: ["closed"],
          message: "a closed day has no opening time: remove opens and closes, or closed",
        });
      return;
    }
    if (!h.opens)
      ctx.addIssue({ code: "custom", path: ["opens"], message: "is missing (or mark the days closed)" });
    if (!h.closes)
      ctx.addIssue({ code: "custom", path: ["closes"], message: "is missing (or mark the days closed)" });
    if (h.opens && h.closes && HH_MM.test(h.opens) && HH_MM.test(h.closes) && h.opens >= h.closes)
      ctx.addIssue({ code: "custom", path: ["closes"], message: "must close after it opens" });
  });

const hours = z
  .array(openingHours)
  .min(1, "must list at least one opening")
  .superRefine((lines, ctx) => {
    const seen = new Set<string>();
    lines.forEach((line, i) =>
      line.days.forEach((day, j) => {
        if (seen.has(day))
          ctx.addIssue({ code: "custom", path: [i, "days", j], message: `${day} is in two lines` });
        seen.add(day);
      }),
    );
    if (lines.every((line) => line.closed))
      ctx.addIssue({ code: "custom", path: [], message: "must list at least one opening" });
  });

/** A town or district the company works in, with the postal codes it covers (optional). */
const place = z.strictObject({
  name: text,
  postalCodes: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, 'must be a postal code, like "62701"'),
    )
    .optional(),
});

const digits = (s: string) => s.replace(/\D/g, "");

/**
 * The number shown and the number dialled are written once each and must be the same number:
 * the shown one may drop the country code and add a leading trunk 0 ("020 7946 0000" = +44 20 7946 0000).
 */
const phone = z
  .strictObject({
    /** As visitors read it, e.g. "(555) 555-0142". */
    display: text.refine((s) => digits(s).length >= 7, "must have at least 7 digits"),
    /** The same number in E.164, for tel: links and structured data, e.g. "+15555550142". */
    e164: z
      .string()
      .regex(/^\+[1-9]\d{7,14}$/, 'must be the number in E.164 form: "+", country code, 8 to 15 digits'),
  })
  .refine(
    ({ display, e164 }) => {
      const shown = digits(display);
      const dialled = e164.slice(1);
      if (display.trim().startsWith("+")) return shown === dialled;
      const national = shown.replace(/^0/, "");
      const countryCode = dialled.length - national.length;
      return dialled.endsWith(national) && countryCode >= 1 && countryCode <= 3;
    },
    { message: "display and e164 are not the same number", path: ["e164"] },
  );

const address = z.strictObject({
  street: text,
  locality: text,
  region: text,
  postalCode: text,
  /** ISO 3166 two-letter code, e.g. "US". */
  country: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code, like "US"'),
});

const httpsUrl = z.url({ protocol: /^https$/, error: "must be an absolute https:// URL" });

/**
 * The legal notice ("Impressum") German and Austrian law require of a business site: filled in, it
 * is published at /legal-notice and linked from the footer; left out, there is no such page.
 */
const legalNotice = z
  .strictObject({
    /** E.g. "GmbH", "Einzelunternehmen", "LLC". */
    legalForm: text,
    /** Who may act for the company, e.g. "Managing director: Anna Berger". */
    representative: text,
    /** Optional: the register and the court or office that keeps it, e.g. "Commercial register, Amtsgericht München". */
    register: text.optional(),
    /** Optional, with the register: the company's number in it, e.g. "HRB 123456". */
    registerNumber: text.optional(),
    /** Optional: the VAT identification number, e.g. "DE123456789". */
    vatId: text.optional(),
    /** Optional: the authority that licenses or supervises the trade, e.g. "Handwerkskammer für München". */
    supervisoryBody: text.optional(),
  })
  .refine((n) => Boolean(n.register) === Boolean(n.registerNumber), {
    message: "give both the register and the number in it, or neither",
    path: ["registerNumber"],
  });

export const companySchema = z.object({
  name: text,
  pitch: text,
  /** Shown in the footer beside the name. */
  tagline: text,
  /** Completes the sentence "<name> is …" for search engines. */
  summary: text,
  email: z.email("must be an email address, like hello@yourcompany.com"),
  phone,
  /** Optional: leave out to hide it from the contact page and the structured data. */
  address: address.optional(),
  /** Optional: the towns served, listed in the footer and in the structured data. */
  areasServed: z.array(place).optional(),
  /** Optional: the year the company started; without it no line says how long it has been in business. */
  foundedYear: z
    .number()
    .int()
    .min(1800)
    .max(new Date().getFullYear(), "must not be in the future")
    .optional(),
  /** Browser UI colour (theme-color). */
  themeColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a hex colour, like "#0f172a"'),
  hours,
  /** Optional: a line under the hours, e.g. "Evenings by appointment". */
  hoursNote: text.optional(),
  /** Optional, for search engines: a price indication such as "$$" or "$50-$500". */
  priceRange: text.optional(),
  /** Optional, for local search: where the office is. */
  geo: z
    .strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
    .optional(),
  /** Optional: the company's profiles elsewhere (Google Business, Houzz, Facebook…). */
  sameAs: z.array(httpsUrl).optional(),
  /** Optional: the contractor licence number, e.g. "IL-104-012345". */
  licenseNumber: text.optional(),
  /**
   * Optional: the insurance the company holds, e.g. "General liability and workers' compensation".
   * "Licensed & insured" is said only of a company that gives a licence number or this.
   */
  insurance: text.optional(),
  /** Optional: the legal notice some countries require (see `legalNotice` above). */
  legalNotice: legalNotice.optional(),
  /** The pitch, tagline and summary are still the kit's examples: listed by the build until replaced. */
  placeholder: z.boolean().optional(),
});

/** The legal notice names the company's address: a company with one must give it. */
function legalNoticeNeedsAddress(
  company: { legalNotice?: unknown; address?: unknown },
  ctx: z.RefinementCtx,
  path: PropertyKey[] = [],
) {
  if (company.legalNotice && !company.address)
    ctx.addIssue({
      code: "custom",
      path: [...path, "address"],
      message: "is needed by the legal notice (company.legalNotice): add the company's address",
    });
}

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
const icon = z.enum(iconNames, `must be one of the icons: ${iconNames.join(", ")}`);

/** Part of a web address: lower-case words joined by hyphens. Stable: pages and links use it. */
const slug = z
  .string()
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'must be lower-case words joined by hyphens, like "kitchen-remodeling"',
  );

const step = z.strictObject({ title: text, text });

/** A question homeowners ask, and the company's answer. */
export const questionSchema = z.strictObject({
  question: text,
  answer: text,
  /** The kit's example answer: listed by the build until the owner writes their own. */
  placeholder: z.boolean().optional(),
});

export const MAX_SERVICES = 12;

export const serviceSchema = z.strictObject({
  /** Its page is /services/<slug>. */
  slug,
  title: text,
  /** The kind of work in a word or two, as the portfolio labels its projects (e.g. "Residential"). */
  category: text,
  icon: icon.optional(),
  /** A sentence or two, on its card. */
  description: text,
  /** Zero to eight; none shows no list. */
  features: z.array(text).max(8, "must list at most eight features").optional(),
  /** Its page: what is included, in a paragraph or two. */
  details: text.optional(),
  /** Written by the owner, e.g. "Most kitchens take 6 to 10 weeks". Never invented: absent, not shown. */
  duration: text.optional(),
  /** Written by the owner, e.g. "Most kitchens: $25,000 to $60,000". Never invented: absent, not shown. */
  priceGuide: text.optional(),
  /** How this kind of job runs, step by step. */
  process: z.array(step).optional(),
  questions: z.array(questionSchema).optional(),
  /** Its page texts are the kit's examples: listed by the build until the owner writes their own. */
  placeholder: z.boolean().optional(),
});

/** One to twelve, each slug once. */
const serviceList = <T extends z.ZodType<{ slug: string }>>(item: T) =>
  z
    .array(item)
    .min(1, "must list at least one service")
    .max(MAX_SERVICES, `must list at most ${MAX_SERVICES} services`)
    .superRefine((list, ctx) =>
      list.forEach((service, i) => {
        if (list.findIndex((s) => s.slug === service.slug) !== i)
          ctx.addIssue({ code: "custom", path: [i, "slug"], message: "is used by another service" });
      }),
    );
const services = serviceList(serviceSchema);

export { isLocalPhoto, isRemotePhoto } from "./photo-source";

/** Where a photo is: a file in app/content/photos/ or an https:// address. */
const photoImage = z
  .string()
  .refine(
    (s) => (isRemotePhoto(s) ? URL.canParse(s) : isLocalPhoto(s)),
    "must be an absolute https:// URL or the name of a photo in app/content/photos/ (jpg, png, webp, avif)",
  );

/**
 * A photo and its description for people who cannot see it. The description is required: a photo
 * without one stops the build with a message that names the photo.
 */
export const photoSchema = z
  .strictObject({
    image: photoImage,
    /** What the photo shows, e.g. "The new kitchen island, seen from the dining room". */
    alt: z.string().trim().default(""),
  })
  .superRefine((photo, ctx) => {
    if (!photo.alt)
      ctx.addIssue({
        code: "custom",
        path: ["alt"],
        message: `is missing: describe the photo "${photo.image}" for people who cannot see it`,
      });
  });

export const projectSchema = z.strictObject({
  /** Stable: its page is /portfolio/<slug>. */
  slug,
  title: text,
  /** The slug of the service this project is an example of. */
  service: slug,
  description: text,
  /** The project's photos in the owner's order: the first is the cover (its card, its page's top). */
  photos: z.array(photoSchema).min(1, "must list at least one photo (the first is the cover)"),
  /** Optional: photos of the same view before and after the work. */
  beforeAfter: z.array(z.strictObject({ before: photoSchema, after: photoSchema })).optional(),
  /** Optional case-study facts, shown on the card when present. */
  location: text.optional(),
  year: z.number().int().min(1800).max(new Date().getFullYear(), "must not be in the future").optional(),
  /** What was done, in a few words, e.g. "New build, 4 bedrooms, 320 m²". */
  scope: text.optional(),
  /** How long it took, e.g. "14 months". */
  duration: text.optional(),
  /** Written by the owner, e.g. "$40,000 to $60,000". Never invented: absent, not shown. */
  budget: text.optional(),
  /** The case study on the project's page, in three short parts. */
  story: z.strictObject({ brief: text, work: text, result: text }).optional(),
  /** Its story is the kit's example: listed by the build until the owner writes their own. */
  placeholder: z.boolean().optional(),
});

/** A client's own words, published with their consent. Never invent one. */
export const testimonialSchema = z.strictObject({
  quote: text,
  /** As the client agreed to be named, e.g. "Maria K.". */
  name: text,
  /**
   * Optional: the project or place, e.g. "Kitchen remodel, Springfield". A project's exact title
   * (or slug) also shows the quote on that project's page.
   */
  project: text.optional(),
});

const pageMeta = z.object({ title: text, description: text });
/** A number or short value and what it means, e.g. { value: "2008", label: "the year we started" }. */
const fact = z.object({ value: text, label: text });
const pageHeader = z.object({
  title: text,
  intro: text,
  /** Optional: one key fact shown beside the title. */
  fact: fact.optional(),
});
const callToAction = z.object({ title: text, text, linkLabel: text });

export const contentSchema = z
  .object({
    company: companySchema,
    navigation: z.array(z.object({ label: text, to: z.string().startsWith("/") })),
    /** Words of the header, the phone call bar and the footer, on every page. */
    chrome: z.object({
      callLabel: text,
      quoteLabel: text,
      footer: z.object({
        contactTitle: text,
        hoursTitle: text,
        pagesTitle: text,
        servicesTitle: text,
        areasTitle: text,
        questionsLink: text,
        licenceLabel: text,
        closed: text,
        privacyLink: text,
        legalNoticeLink: text,
      }),
    }),
    home: z.object({
      meta: pageMeta,
      eyebrow: text,
      /** The hero's two buttons. */
      actions: z.object({ quote: text, services: text }),
      /** Before the phone number, on phones (the call panel shows on wide screens). */
      callLine: text,
      callPanelTitle: text,
      cta: callToAction,
      /** The band of concrete facts under the hero. */
      trust: z.object({ title: text, facts: z.array(fact) }),
      whyChooseTitle: text,
      whyChoose: z.array(z.object({ title: text, text, icon })),
      servicesTitle: text,
      /** How a project runs, from the first call to handover. */
      process: z.object({
        title: text,
        intro: text,
        steps: z.array(step).min(2, "must list at least two steps"),
      }),
      testimonialsTitle: text,
      placeholder: z.boolean().optional(),
    }),
    about: z.object({
      meta: pageMeta,
      header: pageHeader,
      storyTitle: text,
      story: z.array(text),
      /** The facts beside the story. */
      facts: z.object({ title: text, items: z.array(fact) }),
      whyChooseTitle: text,
      whyChoose: z.array(text),
      placeholder: z.boolean().optional(),
    }),
    servicesPage: z.object({
      meta: pageMeta,
      header: pageHeader,
      /** Each service card's link to the contact page. */
      cardLinkLabel: text,
      cta: callToAction,
      placeholder: z.boolean().optional(),
    }),
    /** The words of every service's page. */
    servicePage: z.object({
      breadcrumb: text,
      includedTitle: text,
      durationLabel: text,
      priceLabel: text,
      processTitle: text,
      projectsTitle: text,
      questionsTitle: text,
      quoteLabel: text,
      quoteText: text,
    }),
    /** The page of every question, site-wide and per service. */
    questionsPage: z.object({
      meta: pageMeta,
      header: pageHeader,
      generalTitle: text,
      /** Shown in place of the questions while there are none. */
      empty: text,
      placeholder: z.boolean().optional(),
    }),
    portfolioPage: z.object({
      meta: pageMeta,
      header: pageHeader,
      detailLabels: z.object({ location: text, year: text, scope: text, duration: text, budget: text }),
      /** Shown in place of the projects while there are none. */
      empty: text,
      cta: callToAction,
      placeholder: z.boolean().optional(),
    }),
    /** The words of every project's page (/portfolio/<slug>) and of the portfolio by kind of work. */
    projectPage: z.object({
      storyTitles: z.object({ brief: text, work: text, result: text }),
      photosTitle: text,
      /** Said of a photo's link to its full-size file, e.g. "full size". */
      fullSize: text,
      beforeAfterTitle: text,
      before: text,
      after: text,
      /** The comparison slider's name, for screen readers. */
      compareLabel: text,
      clientTitle: text,
      previous: text,
      next: text,
      quoteLabel: text,
      quoteText: text,
      /** The portfolio's links to its pages by kind of work. */
      kindsLabel: text,
      allKinds: text,
      /** The name of a project page's links to the previous and the next project. */
      moreProjects: text,
      /** After a kind of work's name, its portfolio page's title: "Remodeling projects". */
      kindProjects: text,
    }),
    services,
    /** The data's projects, with their number and their service's category. */
    projects: z.array(
      projectSchema.extend({
        id: z.number().int().positive(),
        category: text,
        order: z.number().int().optional(),
      }),
    ),
    /** Questions for every service (each service has its own too). */
    questions: z.array(questionSchema),
    /** Real clients' words only. Empty hides the section. */
    testimonials: z.array(testimonialSchema),
    contact: z.object({
      meta: pageMeta,
      header: pageHeader,
      formTitle: text,
      panelTitle: text,
      messagePlaceholder: text,
      /** The titles of the contact details beside the form. */
      details: z.object({ email: text, phone: text, hours: text, office: text }),
      submitLabel: text,
      sending: text,
      success: z.object({ title: text, text }),
      /**
       * The sentence under the form's button, and its link to the privacy notice: `text` when the form
       * sends requests somewhere, `noEndpoint` when it sends nothing (the default build).
       */
      privacyNote: z.object({ text, linkLabel: text, noEndpoint: text }),
      /** The page a request sent without JavaScript lands on (CONTACT_ENDPOINT=/api/contact). */
      sentPage: z.object({ meta: pageMeta, linkLabel: text }),
      notices: z.object({
        /** Ends where "call us at … or email …" follows. */
        noScript: text,
        failed: z.object({ title: text, text }),
        dismiss: text,
      }),
      placeholder: z.boolean().optional(),
    }),
    /** The privacy notice (/privacy): its words; what it says is made from the content and the settings. */
    privacy: z.object({
      meta: pageMeta,
      header: pageHeader,
      responsibleTitle: text,
      collectedTitle: text,
      /** Why each field of the form is asked for, by the form's field name ("source": where the visitor came from). */
      purposes: z.record(z.string(), text),
      /** What the request's source is called in the list of what the form collects. */
      sourceLabel: text,
      /** The legal basis: answering a request before any contract. */
      basis: text,
      noEndpoint: text,
      destinationTitle: text,
      inbox: text,
      mailProvider: text,
      /** Ends with the form service's host. */
      formService: text,
      retentionTitle: text,
      /** Around the inbox's period: "<before> 730 days (2 years) <after>". */
      inboxRetention: z.object({ before: text, after: text }),
      /** Written by the owner: how long they keep the mails and records of a request. */
      kept: text,
      /** `kept` is still the kit's example. */
      placeholder: z.boolean().optional(),
      /** Around the backups' period: "<before> 7 days <after>" (the inbox's build only). */
      backups: z.object({ before: text, after: text }),
      /** The most days a backup keeps a request after it is deleted (pages.privacy.backupDays). */
      backupDays: z.number().int().positive(),
      rightsTitle: text,
      rights: text,
      complaint: text,
      deviceTitle: text,
      noCookies: text,
      /** Ends with the photo hosts, when the portfolio's photos are loaded from another site. */
      photoHosts: text,
    }),
    legalNoticePage: z.object({
      meta: pageMeta,
      header: pageHeader,
      labels: z.object({
        company: text,
        legalForm: text,
        representative: text,
        register: text,
        vatId: text,
        supervisoryBody: text,
        contact: text,
      }),
    }),
    /** What the contact form offers from the owner's content (FormChoices in shared/contact/fields.ts). */
    contactForm: z.object({
      services: z.array(z.object({ slug, title: text })),
      budgets: z.array(text),
      postalCodes: z.array(z.string()),
      postcodeLabel: text,
    }),
    notFound: z.object({
      meta: pageMeta,
      title: text,
      text,
      linkLabel: text,
      pagesTitle: text,
      callText: text,
    }),
  })
  .superRefine((content, ctx) => {
    legalNoticeNeedsAddress(content.company, ctx, ["company"]);
    const slugs = content.services.map((s) => s.slug);
    content.projects.forEach((project, i) => {
      if (!slugs.includes(project.service)) {
        ctx.addIssue({
          code: "custom",
          path: ["projects", i, "service"],
          message: `must be the slug of one of the services (${slugs.join(", ")})`,
        });
      }
      if (content.projects.findIndex((p) => p.slug === project.slug) !== i) {
        ctx.addIssue({
          code: "custom",
          path: ["projects", i, "slug"],
          message: "is used by another project",
        });
      }
    });
  });

/**
 * The data files the owner edits (by hand or with `npm run edit`), by name: app/content/<name>.json.
 * Strict objects, so a misspelt key is reported rather than ignored. A list is a file's only field
 * (the editor edits a file as one object).
 */
const callToActionCopy = z.strictObject({ title: text, text });
/** A fact the owner states, e.g. { value: "Free written estimates", label: "Itemised, with no obligation" }. */
const factCopy = z.strictObject({ value: text, label: text });
/** The section's texts are still the kit's examples: listed by the build until the owner writes their own. */
const placeholder = z.boolean().optional();

export const dataFiles = {
  company: companySchema.strict().superRefine((company, ctx) => legalNoticeNeedsAddress(company, ctx)),
  /** Every sentence the site says about the company, page by page: the owner's words. */
  pages: z.strictObject({
    home: z.strictObject({
      /** After the company's name in the home page's title, e.g. "Kitchen & Bathroom Remodeling". */
      title: text,
      /** What search engines show under the title: a sentence or two. */
      description: text,
      /** The short line above the hero's heading. */
      eyebrow: text,
      /** Optional: facts of the owner's beside those the site derives (years, licence, area), e.g. free estimates. */
      trust: z.array(factCopy).max(4, "must list at most four facts").optional(),
      /** The reasons to choose the company, each with an icon; none: no such section. */
      whyChoose: z
        .array(z.strictObject({ title: text, text, icon }))
        .max(6, "must list at most six reasons")
        .optional(),
      /** The heading over the list of services, e.g. "What we do". */
      servicesTitle: text,
      cta: callToActionCopy,
      process: z.strictObject({
        intro: text,
        steps: z.array(step.strict()).min(2, "must list at least two steps"),
      }),
      placeholder,
    }),
    about: z.strictObject({
      /** What search engines show for the About page. */
      description: text,
      intro: text,
      /** The company's story, a paragraph each. */
      story: z.array(text).min(1, "must have at least one paragraph"),
      /** Optional: facts of the owner's beside those the site derives (founded, licence, areas). */
      facts: z.array(factCopy).max(4, "must list at most four facts").optional(),
      /** The checklist of reasons to choose the company; none: no such section. */
      whyChoose: z.array(text).max(10, "must list at most ten lines").optional(),
      placeholder,
    }),
    servicesPage: z.strictObject({
      intro: text,
      /** Optional: one fact beside the page's title. */
      fact: factCopy.optional(),
      cta: callToActionCopy,
      placeholder,
    }),
    portfolioPage: z.strictObject({
      description: text,
      intro: text,
      /** Shown in place of the projects while there are none. */
      empty: text,
      cta: callToActionCopy,
      placeholder,
    }),
    questionsPage: z.strictObject({
      description: text,
      intro: text,
      /** Shown in place of the questions while there are none. */
      empty: text,
      placeholder,
    }),
    contact: z.strictObject({
      intro: text,
      /** Optional: one fact beside the page's title, e.g. how soon you answer. */
      fact: factCopy.optional(),
      /** Under "Request a quote" on every service's and project's page. */
      quoteText: text,
      /** The label of the form's postal code field, e.g. "Project postcode" (default "Project ZIP code"). */
      postcodeLabel: text.optional(),
      /** The form's budget ranges, e.g. "$25,000 to $75,000" ("Not sure yet" is added); none: no budget field. */
      budgets: z.array(text).max(8, "must list at most eight ranges").optional(),
      placeholder,
    }),
    /** The privacy notice's words the owner writes. */
    privacy: z.strictObject({
      /** How long the mails and records of a request are kept (the inbox's own period is a setting). */
      kept: text,
      /** The kit's example: listed by the build until the owner writes their own. */
      placeholder,
      /** The most days a backup of the inbox is kept before it is replaced (7: seven daily copies). */
      backupDays: z.number().int().min(1, "must be at least 1 day").max(3650, "must be at most 3650 days"),
    }),
  }),
  services: z.strictObject({ services: serviceList(serviceSchema.strict()) }),
  questions: z.strictObject({ questions: z.array(questionSchema.strict()) }),
  testimonials: z.strictObject({ testimonials: z.array(testimonialSchema.strict()) }),
};
export type DataFileName = keyof typeof dataFiles;
export type DataFile<N extends DataFileName> = z.infer<(typeof dataFiles)[N]>;
/** Where a data file's fields sit in `content`: "company" + ".email" = "company.email". */
export const dataFilePrefix: Record<DataFileName, string> = {
  company: "company",
  pages: "",
  services: "",
  questions: "",
  testimonials: "",
};

/**
 * A project's own data file, app/content/projects/<slug>.json: the project without its slug (the
 * file's name is the slug, so the two can never disagree) and with its place in the portfolio.
 */
export const projectFile = z.strictObject({
  /** Where it stands in the portfolio: lower numbers first (projects with one number: by slug). */
  order: z.number().int("must be a whole number"),
  ...projectSchema.omit({ slug: true }).shape,
});
export type ProjectFile = z.infer<typeof projectFile>;
export { PROJECTS_FOLDER, projectFileName, projectSlugOf, projectsFromFiles } from "./project-files";

/** "company.phone.e164", "projects[1].image", "services[2].features". */
export function fieldPath(path: readonly PropertyKey[]) {
  return path.reduce<string>(
    (out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    "",
  );
}

export type Content = z.infer<typeof contentSchema>;
export type CompanyContent = z.infer<typeof companySchema>;
export type OpeningHours = z.infer<typeof openingHours>;
export type Place = z.infer<typeof place>;
export type Question = z.infer<typeof questionSchema>;
export type Service = z.infer<typeof serviceSchema>;
export type Project = Content["projects"][number];
export type IconName = z.infer<typeof icon>;
export type NavItem = Content["navigation"][number];
export type PageMeta = z.infer<typeof pageMeta>;
/** The title band of an inner page (components/sections/page-header.tsx). */
export type PageHeaderCopy = z.infer<typeof pageHeader>;
export type CallToAction = z.infer<typeof callToAction>;
export type Feature = Content["home"]["whyChoose"][number];
export type Fact = z.infer<typeof fact>;
export type Step = z.infer<typeof step>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type LegalNotice = z.infer<typeof legalNotice>;
