/**
 * The editor's form, generated from the content schema (app/content/schema.ts, `dataFiles`): one
 * source for which fields exist, which are required, the number of list items, and (through the
 * checked widgets, ./main.ts) every rule and its message. Values the specification fixes are shown
 * read-only beside the fields they belong with, from the content module.
 */
import type { z } from "zod";
import { dataFiles, projectFile, PROJECTS_FOLDER, type DataFileName } from "../../app/content/schema";
import { company, home, portfolioPage, services, servicesPage } from "../../app/content/site";

export type Field = { name: string; label: string; widget: string; [option: string]: unknown };

/** What each data file is called in the editor, and the page its preview shows. */
export const FILES: Record<DataFileName, { label: string; preview: string }> = {
  company: { label: "Company details", preview: "/contact" },
  services: { label: "Services", preview: "/services" },
  questions: { label: "Questions and answers", preview: "/faq" },
  pages: { label: "Your words, page by page", preview: "/" },
  testimonials: { label: "Testimonials", preview: "/" },
};

/**
 * The projects: a folder of files, one per project (app/content/projects/<slug>.json), edited as
 * a list of entries the owner adds and deletes; the form of each is "project".
 */
export const PROJECTS = { name: "projects", label: "Projects (portfolio)", preview: "/portfolio" } as const;
/** A form of the editor: a data file's, or a project file's. */
export type FormName = DataFileName | "project";
/** The schema of a form's whole file. */
export const formSchema = (form: FormName) => (form === "project" ? projectFile : dataFiles[form]);

/** Words for the owner where a field's key is not plain enough; otherwise the key, spaced. */
const LABELS: Record<string, string> = {
  display: "Phone number, as visitors read it",
  e164: "Same number, international form (+ and digits)",
  postalCode: "Postal code",
  areasServed: "Areas served",
  postalCodes: "Postal codes",
  hoursNote: "Note under the hours",
  closed: "Closed on these days",
  priceGuide: "Price guide",
  details: "What is included",
  placeholder: "Example text of the kit (untick once you have written your own)",
  foundedYear: "Year founded",
  licenseNumber: "Licence number",
  insurance: "Insurance",
  trust: "Facts under the main heading",
  whyChoose: "Reasons to choose you",
  servicesTitle: "Heading over your services",
  facts: "Facts beside your story",
  fact: "Fact beside the page's title",
  empty: "Sentence shown while the list is empty",
  quoteText: "Line under “Request a quote” on service and project pages",
  questionsPage: "Questions page",
  themeColor: "Browser colour",
  priceRange: "Price range",
  sameAs: "Profiles elsewhere (https:// links)",
  alt: "Photo description (for people who cannot see it)",
  photos: "Photos (the first is the cover)",
  beforeAfter: "Before and after (photos of the same view)",
  story: "The story",
  brief: "The brief",
  work: "What we did",
  result: "The result",
  budget: "Budget band",
  image: "Photo",
  cta: "Call to action",
  servicesPage: "Services page",
  portfolioPage: "Portfolio page",
  contact: "Contact page",
  home: "Home page",
  about: "About page",
  intro: "Introduction",
  eyebrow: "Line above the main heading",
  process: "How we work",
  legalNotice: "Legal notice (Impressum)",
  legalForm: "Legal form",
  representative: "Represented by",
  register: "Register",
  registerNumber: "Number in the register",
  vatId: "VAT identification number",
  supervisoryBody: "Supervisory authority",
  privacy: "Privacy notice",
  kept: "How long you keep the emails and records of a request",
  postcodeLabel: "Label of the form's postal code field",
  budgets: "Budget ranges (the form's choices)",
  backupDays: "Days your backups keep a deleted request",
  order: "Place in the portfolio",
};
const HINTS: Record<string, string> = {
  e164: 'For example "+15555550142": the number the phone dials when a visitor taps it.',
  summary: 'Completes the sentence "<name> is …" for search engines.',
  image: "Upload a photo (JPEG, PNG, WebP or AVIF) or paste an https:// address.",
  themeColor: 'A hex colour such as "#0f172a".',
  slug: 'Part of the page\'s address, e.g. "kitchen-remodeling": lower-case words joined by hyphens. Changing it changes the address.',
  service: `The slug of the service this project is an example of: ${services.map((s) => s.slug).join(", ")}.`,
  icon: 'The picture on its card. "tools" fits any trade; "craftsmanship", "schedule" and "pricing" suit reasons to choose you.',
  category: 'The kind of work in a word or two, e.g. "Residential".',
  days: "The days with these hours. A day in no line is not shown.",
  opens: 'A 24-hour time, e.g. "08:00". Leave empty on closed days.',
  closes: 'A 24-hour time, e.g. "18:00". Leave empty on closed days.',
  duration:
    'Only what you can promise, e.g. "Most kitchens take 6 to 10 weeks". Leave empty to show nothing.',
  postcodeLabel: 'For example "Project postcode". Leave empty for "Project ZIP code".',
  budgets:
    'The ranges the form offers, e.g. "$25,000 to $75,000"; "Not sure yet" is added. Remove them all to leave the budget out of the form.',
  priceGuide:
    'Only what you stand by, e.g. "Most kitchens: $25,000 to $60,000". Leave empty to show nothing.',
  photos:
    "Add several photos at once with the box above the list, or one with Add photo; describe each one and drag to reorder. The first is the cover: the portfolio's card and the top of the project's page.",
  beforeAfter: "Each pair: a photo before the work and one after, of the same view.",
  order:
    "A whole number: projects with lower numbers come first in the portfolio (e.g. 10, 20, 30, so one can go between).",
  budget: 'Only what you stand by, e.g. "$40,000 to $60,000". Leave empty to show nothing.',
  legalNotice:
    "Required of business sites in Germany and Austria, for example. Filled in, it is a page of its own (/legal-notice) linked from every footer; left empty, there is no such page.",
  legalForm: 'E.g. "GmbH", "sole proprietorship", "LLC".',
  representative: 'Who may act for the company, e.g. "Managing director: Anna Berger".',
  register:
    'The register and who keeps it, e.g. "Commercial register, Amtsgericht München". With its number, or neither.',
  registerNumber: 'E.g. "HRB 123456".',
  vatId: 'E.g. "DE123456789". Leave empty if you have none.',
  supervisoryBody: "The authority that licenses or supervises your trade, if there is one.",
  backupDays:
    "The most days a backup of your website's inbox is kept before a newer one replaces it (7 with the daily backups that keep seven copies). Your privacy notice says so, since a deleted request stays in the backups until then.",
  foundedYear: "Leave empty if you would rather not say: no line then counts your years in business.",
  licenseNumber: 'Shown as "Licensed" with the number. Leave empty if your trade needs none.',
  insurance:
    'For example "General liability and workers\' compensation". With a licence number, the site says "Licensed & insured"; leave both empty and it says neither.',
  trust:
    'Up to four short facts you stand by, e.g. "Free written estimates". Your years, licence and towns are added from your company details.',
  whyChoose:
    "A few reasons, each with a title, a sentence and an icon. Remove them all to leave the section out.",
  story: "A paragraph each: how the company started and how you work. Only what is true.",
  description: "A sentence or two that search engines show under the page's title.",
  empty: "Shown in place of the list while it has nothing in it, e.g. an invitation to ask for references.",
  kept: 'Your privacy notice says this under "How long we keep it". The website\'s own inbox deletes requests after LEADS_RETENTION_DAYS (730 days unless set).',
};
/** What one item of a list is called, on its "Add …" button. */
const SINGULAR: Record<string, string> = {
  services: "service",
  projects: "project",
  questions: "question",
  testimonials: "testimonial",
  hours: "line of opening hours",
  areasServed: "place",
  postalCodes: "postal code",
  features: "feature",
  steps: "step",
  process: "step",
  sameAs: "profile",
  photos: "photo",
  beforeAfter: "before-and-after pair",
  budgets: "budget range",
  trust: "fact",
  facts: "fact",
  whyChoose: "reason",
  story: "paragraph",
};
/** How a list's items are titled in the editor: by the first of these fields they have. */
const SUMMARY_FIELDS = ["title", "question", "name", "alt", "value"];
/** Lists inside a list's items shown open, not folded: a project's photos. */
const OPEN_LISTS = new Set(["photos"]);
/** Fields written as paragraphs get a larger box. */
const LONG = new Set([
  "pitch",
  "summary",
  "description",
  "text",
  "intro",
  "quote",
  "answer",
  "details",
  "kept",
]);

const label = (key: string) =>
  LABELS[key] ??
  key
    .replace(/([A-Z])/g, " $1")
    .replace(/^./, (c) => c.toUpperCase())
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());

const fixed = (name: string, title: string, value: string | readonly string[]): Field => ({
  name: `fixed_${name}`,
  label: `${title} (fixed by the specification)`,
  widget: "fixed",
  required: false, // never written, so never checked (its widget hides the "optional" mark)
  value,
});

/** Read-only values shown at the start of the object at a path ("file:path"). */
function fixedFields(file: FormName, path: string): Field[] {
  const linkLabels: Record<string, string> = {
    "home.cta": home.cta.linkLabel,
    "servicesPage.cta": servicesPage.cta.linkLabel,
    "portfolioPage.cta": portfolioPage.cta.linkLabel,
  };
  if (file === "pages" && linkLabels[path]) return [fixed("linkLabel", "Button", linkLabels[path])];
  if (file === "pages" && path === "home.process") return [fixed("title", "Heading", home.process.title)];
  return [];
}

type Def = {
  type: string;
  entries?: Record<string, string>;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  checks?: { _zod: { def: { check: string; minimum?: number } } }[];
};
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** The schema of the value at a dotted path ("phone.display", "process.steps.*.title"). */
export function schemaAt(file: FormName, path: string): z.ZodType | undefined {
  let schema: z.ZodType | undefined = formSchema(file);
  for (const key of path ? path.split(".") : []) {
    while (schema && defOf(schema).type === "optional") schema = defOf(schema).innerType;
    if (!schema) return undefined;
    const def = defOf(schema);
    schema = key === "*" ? def.element : def.shape?.[key];
  }
  return schema;
}

/** `within`: the object holding the field is optional, so the form may leave all of it empty. */
function field(file: FormName, key: string, schema: z.ZodType, path: string, within = false): Field {
  let def = defOf(schema);
  const optional = def.type === "optional";
  // Inside an optional object (the address, the map position) nothing is required by the form:
  // the schema's check names a field left out of a half-filled one.
  const required = !optional && !within;
  if (optional) def = defOf(def.innerType!);
  const base = {
    name: key,
    label: label(key),
    required,
    zfile: file,
    zpath: path,
    ...(HINTS[key] && { hint: HINTS[key] }),
  };
  if (def.type === "object") {
    return {
      ...base,
      widget: "object",
      collapsed: false,
      fields: objectFields(file, def.shape!, path, !required),
    };
  }
  if (def.type === "array") {
    const bound = (check: string) =>
      def.checks?.find((c) => c._zod.def.check === check)?._zod.def as
        { minimum?: number; maximum?: number } | undefined;
    const min = bound("min_length")?.minimum;
    const max = bound("max_length")?.maximum;
    const item = defOf(def.element!);
    // A list of fixed choices (the days of a line of hours): one select, several chosen.
    if (item.type === "enum")
      return {
        ...base,
        widget: "select",
        multiple: true,
        options: Object.values(item.entries!),
        ...(min && { min }),
      };
    // Added, removed and reordered in the form; each item titled by its own title.
    // A file's own list open; the lists inside its items (a service's steps, its questions) folded.
    const list = {
      ...base,
      // An empty list is a list (a service with no features); the schema's minimum, if any, is the rule.
      required: base.required && Boolean(min),
      // A project's photos: the list, and above it a control that uploads several at once (./photo-list.ts).
      widget: file === "project" && path === "photos" ? "photo-list" : "list",
      collapsed: path.includes("*") && !OPEN_LISTS.has(key),
      ...(SINGULAR[key] && { label_singular: SINGULAR[key] }),
      ...(min && { min }),
      ...(max && { max }),
    };
    if (item.type !== "object")
      return { ...list, collapsed: false, field: field(file, "item", def.element!, `${path}.*`) };
    const summary = SUMMARY_FIELDS.find((key) => key in item.shape!);
    return {
      ...list,
      ...(summary && { summary: `{{fields.${summary}}}` }),
      fields: objectFields(file, item.shape!, `${path}.*`),
    };
  }
  if (def.type === "enum") return { ...base, widget: "select", options: Object.values(def.entries!) };
  if (def.type === "boolean") return { ...base, widget: "boolean", required: false };
  if (def.type === "number") return { ...base, widget: "checked-number", value_type: "int" };
  if (key === "image") return { ...base, widget: "checked-image", choose_url: true };
  return { ...base, widget: LONG.has(key) ? "checked-text" : "checked-string" };
}

function objectFields(
  file: FormName,
  shape: Record<string, z.ZodType>,
  path: string,
  optional = false,
): Field[] {
  return [
    ...fixedFields(file, path),
    ...Object.entries(shape).map(([key, schema]) => {
      const inner = path ? `${path}.${key}` : key;
      return field(file, key, schema, inner, optional);
    }),
  ];
}

/** The editor's collection: one entry per data file, each a form of its fields. */
export function collection() {
  return {
    name: "site",
    label: `${company.name}: your site`,
    editor: { preview: true },
    files: (Object.keys(FILES) as DataFileName[]).map((name) => ({
      name,
      label: FILES[name].label,
      file: `app/content/${name}.json`,
      format: "json",
      fields: objectFields(name, defOf(dataFiles[name]).shape!, ""),
    })),
  };
}

/**
 * The projects' collection: a folder of files, one per project, each file named by the project's
 * slug. A new project's file is named from its title ("Deck & Porch" makes deck-porch.json), and
 * keeps that name (its page's address) when the title changes later.
 */
export function projectsCollection() {
  return {
    name: PROJECTS.name,
    label: PROJECTS.label,
    label_singular: "project",
    folder: `app/content/${PROJECTS_FOLDER}`,
    extension: "json",
    format: "json",
    create: true,
    delete: true,
    identifier_field: "title",
    slug: "{{slug}}",
    summary: "{{order}}: {{title}}",
    sortable_fields: ["order", "title"],
    editor: { preview: true },
    fields: objectFields("project", defOf(projectFile).shape!, ""),
  };
}
