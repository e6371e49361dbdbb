/** The schema of the company's details (app/content/company.json): who it is, how to reach it, when. */
import { z } from "zod";
import { DAYS, paddedTime } from "../days.ts";
import { isSupportedCountry } from "libphonenumber-js/min";
import { LANGUAGES } from "#shared/copy/languages.ts";
import { phoneNumberIn } from "../phone.ts";
import { HH_MM, httpsUrl, pastYear, placeholder, text, time } from "./fields.ts";

/**
 * One line of the opening hours: some days, and the hours they are open, or `closed` (a day left out
 * of every line is not shown at all). The line's label ("Monday - Friday") is made from its days.
 */
export const openingHours = z
  .strictObject({
    days: z
      .array(z.enum(DAYS, 'must be a day of the week, like "Monday"'))
      .min(1, "must name at least one day")
      .meta({ description: "The days with these hours. A day in no line is not shown." }),
    opens: time.optional().meta({ description: 'A 24-hour time, e.g. "08:00". Leave empty on closed days.' }),
    closes: time
      .optional()
      .meta({ description: 'A 24-hour time, e.g. "18:00". Leave empty on closed days.' }),
    /** The days are shown as closed ("Saturday: Closed"). */
    closed: z.boolean().optional().meta({ title: "Closed on these days" }),
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
    if (
      h.opens &&
      h.closes &&
      HH_MM.test(h.opens) &&
      HH_MM.test(h.closes) &&
      paddedTime(h.opens) >= paddedTime(h.closes)
    )
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
  })
  .meta({ singular: "line of opening hours" });

/** A town or district the company works in, with the postal codes it covers (optional). */
export const place = z.strictObject({
  name: text,
  postalCodes: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, 'must be a postal code, like "62701"'),
    )
    .optional()
    .meta({ title: "Postal codes", singular: "postal code" }),
});

/**
 * The phone number as the company's customers write it, e.g. "(555) 555-0142" or "030 1234 5678":
 * typed once. The international form that tel: links and search engines need is derived from it
 * and the company's country (phoneE164, ../phone.ts), and `phoneFitsCountry` refuses a number that
 * cannot exist there.
 */
const phone = text.meta({
  title: "Phone number, as your customers write it",
  description:
    'For example "(555) 555-0142" or "030 1234 5678". A number of another country starts with its code: "+49 30 1234 5678".',
});

/** The office's address, written as the company's country writes addresses (../address.ts). */
const address = z.strictObject({
  street: text,
  locality: text.meta({ title: "Town or city" }),
  /** A state or province: US, Canadian and Australian addresses name it; most of Europe's do not. */
  region: text.optional().meta({
    title: "State, province or region",
    description: 'E.g. "IL". Leave empty where addresses do not name it.',
  }),
  postalCode: text.meta({ title: "Postal code" }),
});

/** The company's country, an ISO 3166 code: it places the phone number and writes the address. */
const country = z
  .string()
  .regex(/^[A-Z]{2}$/, 'must be a two-letter country code in capitals, like "US", "DE" or "FR"')
  .refine(isSupportedCountry, 'is not a country code (ISO 3166), like "US", "DE" or "FR"')
  .meta({
    title: "Country (two-letter code)",
    description: 'An ISO 3166 code, e.g. "US", "CA", "DE", "FR", "ES".',
  });

/** The site's languages: the first is the default, at today's addresses; each other under /<code>/. */
const languages = z
  .array(z.enum(LANGUAGES, `must be one of the languages the kit speaks: ${LANGUAGES.join(", ")}`))
  .min(1, 'must name at least the site\'s language, like ["en"]')
  .refine((list) => new Set(list).size === list.length, "names a language twice")
  .meta({
    title: "Languages (the first is the default)",
    description: `Language codes, the site's main language first: ${LANGUAGES.join(", ")}.`,
  });

/**
 * The legal notice ("Impressum") German and Austrian law require of a business site: filled in, it
 * is published at /legal-notice and linked from the footer; left out, there is no such page.
 */
const legalNotice = z
  .strictObject({
    legalForm: text.meta({ title: "Legal form", description: 'E.g. "GmbH", "sole proprietorship", "LLC".' }),
    representative: text.meta({
      title: "Represented by",
      description: 'Who may act for the company, e.g. "Managing director: Anna Berger".',
    }),
    register: text.optional().meta({
      title: "Register",
      description:
        'The register and who keeps it, e.g. "Commercial register, Amtsgericht München". With its number, or neither.',
    }),
    registerNumber: text
      .optional()
      .meta({ title: "Number in the register", description: 'E.g. "HRB 123456".' }),
    vatId: text.optional().meta({
      title: "VAT identification number",
      description: 'E.g. "DE123456789". Leave empty if you have none.',
    }),
    supervisoryBody: text.optional().meta({
      title: "Supervisory authority",
      description: "The authority that licenses or supervises your trade, if there is one.",
    }),
  })
  .refine((n) => Boolean(n.register) === Boolean(n.registerNumber), {
    message: "give both the register and the number in it, or neither",
    path: ["registerNumber"],
  });

/** The schema.org types of a construction business (HomeAndConstructionBusiness and its trades). */
export const BUSINESS_TYPES = [
  "GeneralContractor",
  "RoofingContractor",
  "Electrician",
  "Plumber",
  "HVACBusiness",
  "HousePainter",
  "HomeAndConstructionBusiness",
] as const;

/** The company's details: who it is, how to reach it, when it is open, where it works. */
export const companySchema = z.object({
  name: text,
  pitch: text,
  /** Shown in the footer beside the name. */
  tagline: text,
  summary: text.meta({ description: 'Completes the sentence "<name> is …" for search engines.' }),
  businessType: z
    .enum(BUSINESS_TYPES, `must be one of: ${BUSINESS_TYPES.join(", ")}`)
    .optional()
    .meta({
      title: "Kind of business (for search engines)",
      description:
        "How search engines file the company (schema.org): GeneralContractor, RoofingContractor, Electrician, Plumber, HVACBusiness, HousePainter, or HomeAndConstructionBusiness for any other trade (also what a company that leaves it out is filed as).",
    }),
  email: z.email("must be an email address, like hello@yourcompany.com"),
  phone,
  country,
  languages,
  /** Optional: leave out to hide it from the contact page and the structured data. */
  address: address.optional(),
  /** Optional: the towns served, listed in the footer and in the structured data. */
  areasServed: z.array(place).optional().meta({ title: "Areas served", singular: "place" }),
  foundedYear: pastYear.optional().meta({
    title: "Year founded",
    description: "Leave empty if you would rather not say: no line then counts your years in business.",
  }),
  /** Browser UI colour (theme-color). */
  themeColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a hex colour, like "#0f172a"')
    .meta({ title: "Browser colour", description: 'A hex colour such as "#0f172a".' }),
  hours,
  hoursNote: text.optional().meta({ title: "Note under the hours" }),
  /** Optional, for search engines: a price indication such as "$$" or "$50-$500". */
  priceRange: text.optional().meta({ title: "Price range" }),
  /** Optional, for local search: where the office is. */
  geo: z
    .strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
    .optional(),
  /** Optional: the company's profiles elsewhere (Google Business, Houzz, Facebook…). */
  sameAs: z
    .array(httpsUrl)
    .optional()
    .meta({ title: "Profiles elsewhere (https:// links)", singular: "profile" }),
  licenseNumber: text.optional().meta({
    title: "Licence number",
    description: 'Shown as "Licensed" with the number. Leave empty if your trade needs none.',
  }),
  /** "Licensed & insured" is said only of a company that gives a licence number or this. */
  insurance: text.optional().meta({
    title: "Insurance",
    description:
      'For example "General liability and workers\' compensation". With a licence number, the site says "Licensed & insured"; leave both empty and it says neither.',
  }),
  legalNotice: legalNotice.optional().meta({
    title: "Legal notice (Impressum)",
    description:
      "Required of business sites in Germany and Austria, for example. Filled in, it is a page of its own (/legal-notice) linked from every footer; left empty, there is no such page.",
  }),
  /** The pitch, tagline and summary are still the kit's examples. */
  placeholder,
});

/** The legal notice names the company's address: a company with one must give it. */
export function legalNoticeNeedsAddress(
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

/** The phone number must be one that can exist in the company's country (or in the one its + code names). */
export function phoneFitsCountry(
  company: { phone?: unknown; country?: unknown },
  ctx: z.RefinementCtx,
  path: PropertyKey[] = [],
) {
  const { phone, country } = company;
  if (typeof phone !== "string" || typeof country !== "string" || !isSupportedCountry(country)) return;
  if (!phoneNumberIn(phone, country))
    ctx.addIssue({
      code: "custom",
      path: [...path, "phone"],
      message: `cannot be a phone number in ${country} (the company's country): check its digits, or start a number of another country with + and its code`,
    });
}

export type OpeningHours = z.infer<typeof openingHours>;
export type Place = z.infer<typeof place>;
export type LegalNotice = z.infer<typeof legalNotice>;
export type CompanyContent = z.infer<typeof companySchema>;

/**
 * The company's texts in another of its languages (app/content/<language>/company.json): only what
 * is worded, never a fact (those are written once, in app/content/company.json).
 */
export const companyTextsSchema = z.strictObject(
  companySchema.pick({
    pitch: true,
    tagline: true,
    summary: true,
    insurance: true,
    hoursNote: true,
    placeholder: true,
  }).shape,
);
