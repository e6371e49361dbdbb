/**
 * The editor's form, generated from the content schema (app/content/schema.ts, `dataFiles`): one
 * source for which fields exist, which are required, the number of list items, and (through the
 * checked widgets, ./main.ts) every rule and its message. Values the specification fixes are shown
 * read-only beside the fields they belong with, from the content module.
 */
import type { z } from "zod";
import { dataFiles, type DataFileName } from "../../app/content/schema";
import { company, fixedByKey, home, openingHours, portfolioPage, servicesPage } from "../../app/content/site";
import { formatTime } from "../../app/lib/format";

export type Field = { name: string; label: string; widget: string; [option: string]: unknown };

/** What each data file is called in the editor, and the page its preview shows. */
export const FILES: Record<DataFileName, { label: string; preview: string }> = {
  company: { label: "Company details", preview: "/contact" },
  services: { label: "Services", preview: "/services" },
  projects: { label: "Projects (portfolio)", preview: "/portfolio" },
  pages: { label: "Page introductions", preview: "/" },
  testimonials: { label: "Testimonials", preview: "/" },
};

/** Words for the owner where a field's key is not plain enough; otherwise the key, spaced. */
const LABELS: Record<string, string> = {
  display: "Phone number, as visitors read it",
  e164: "Same number, international form (+ and digits)",
  postalCode: "Postal code",
  areaServed: "Area served",
  foundedYear: "Year founded",
  licenseNumber: "Licence number",
  themeColor: "Browser colour",
  priceRange: "Price range",
  sameAs: "Profiles elsewhere (https:// links)",
  imageAlt: "Photo description (for people who cannot see it)",
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
};
const HINTS: Record<string, string> = {
  e164: 'For example "+15555550142": the number the phone dials when a visitor taps it.',
  summary: 'Completes the sentence "<name> is …" for search engines.',
  image: "Upload a photo (JPEG, PNG, WebP or AVIF) or paste an https:// address.",
  themeColor: 'A hex colour such as "#0f172a".',
};
/** Fields written as paragraphs get a larger box. */
const LONG = new Set(["pitch", "summary", "description", "text", "intro", "quote"]);

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

const hoursText = openingHours.map((h) => `${h.days}: ${formatTime(h.opens)} – ${formatTime(h.closes)}`);

/** Read-only values shown at the start of the object at a path ("file:path"). */
function fixedFields(file: DataFileName, path: string): Field[] {
  if (file === "company" && path === "") return [fixed("hours", "Opening hours", hoursText)];
  if (file === "services" && path in fixedByKey.services) {
    const service = fixedByKey.services[path as keyof typeof fixedByKey.services];
    return [fixed("title", "Title", service.title), fixed("features", "Features", service.features)];
  }
  if (file === "projects" && path in fixedByKey.projects) {
    const project = fixedByKey.projects[path as keyof typeof fixedByKey.projects];
    return [fixed("title", "Title", project.title), fixed("category", "Category", project.category)];
  }
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
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  checks?: { _zod: { def: { check: string; minimum?: number } } }[];
};
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** The schema of the value at a dotted path ("phone.display", "process.steps.*.title"). */
export function schemaAt(file: DataFileName, path: string): z.ZodType | undefined {
  let schema: z.ZodType | undefined = dataFiles[file];
  for (const key of path ? path.split(".") : []) {
    while (schema && defOf(schema).type === "optional") schema = defOf(schema).innerType;
    if (!schema) return undefined;
    const def = defOf(schema);
    schema = key === "*" ? def.element : def.shape?.[key];
  }
  return schema;
}

/** `within`: the object holding the field is optional, so the form may leave all of it empty. */
function field(file: DataFileName, key: string, schema: z.ZodType, path: string, within = false): Field {
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
    const min = def.checks?.find((c) => c._zod.def.check === "min_length")?._zod.def.minimum;
    const item = defOf(def.element!);
    const list = { ...base, widget: "list", collapsed: false, ...(min && { min }) };
    return item.type === "object"
      ? { ...list, fields: objectFields(file, item.shape!, `${path}.*`) }
      : { ...list, field: field(file, "item", def.element!, `${path}.*`) };
  }
  if (def.type === "number") return { ...base, widget: "checked-number", value_type: "int" };
  if (key === "image") return { ...base, widget: "checked-image", choose_url: true };
  return { ...base, widget: LONG.has(key) ? "checked-text" : "checked-string" };
}

function objectFields(
  file: DataFileName,
  shape: Record<string, z.ZodType>,
  path: string,
  optional = false,
): Field[] {
  return [
    ...fixedFields(file, path),
    ...Object.entries(shape).map(([key, schema]) => {
      const inner = path ? `${path}.${key}` : key;
      const made = field(file, key, schema, inner, optional);
      // A keyed service or project is titled by its fixed title.
      const title = (fixedByKey as Record<string, Record<string, { title: string }>>)[file]?.[key]?.title;
      return title ? { ...made, label: title } : made;
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
