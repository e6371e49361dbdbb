/**
 * The editor's form (Sveltia CMS's fields and collections, ./admin-config.ts), generated from the
 * content schema (app/content/schema/, `dataFiles`): one source for which fields exist, which are
 * required, the number of list items, and what each field and file is called and its hint
 * (./field-words.ts, from the schema's `.meta()`). Every other rule, and its message, is the
 * schema's: a save is checked by the whole file's schema (./admin/checks.ts). Values the
 * specification fixes are shown read-only beside the fields they belong with, from the interface's
 * wording (shared/copy/).
 *
 * The same forms for each of company.languages (`editions`): the first's edit app/content/, each
 * other's app/content/<language>/ (the same files, its company.json only the company's texts).
 */
import type { z } from "zod";
import { COPIES } from "#shared/copy/all.ts";
import { ownerWords as copy } from "#shared/copy/owner.ts";
import { LANGUAGE_NAMES, type Language } from "#shared/copy/languages.ts";
import type { SiteCopy } from "#shared/copy/types.ts";
import {
  companyTextsSchema,
  dataFiles,
  projectFile,
  PROJECTS_FOLDER,
  type DataFileName,
} from "../../app/content/schema";
import { company, services } from "../../app/content/site";
import { defOf, metaOf, wordsOf } from "./field-words";
import { contentFolderOf } from "./paths";

export type Field = { name: string; label: string; widget: string; [option: string]: unknown };

/** The data files in the editor's order (one the schema adds later comes after them). */
const FILE_ORDER: readonly DataFileName[] = ["company", "services", "questions", "pages", "testimonials"];
const fileNames = () => [...new Set([...FILE_ORDER, ...(Object.keys(dataFiles) as DataFileName[])])];

/**
 * A form of the editor: a data file's, a project file's (app/content/projects/<slug>.json, one per
 * project), or the company's texts in another of the owner's languages
 * (app/content/<language>/company.json).
 */
type FormName = DataFileName | "project" | "companyTexts";
/** The schema of a form's whole file. */
const formSchema = (form: FormName) =>
  form === "project" ? projectFile : form === "companyTexts" ? companyTextsSchema : dataFiles[form];

/**
 * The forms of one of the owner's languages: where its files are, how its collections are named
 * (by the language in itself, "Español (es)", when the site has several), and the interface's
 * wording shown read-only beside its fields.
 */
export type Edition = {
  language: Language;
  /** The first of company.languages: its files are app/content/'s. */
  first: boolean;
  /** app/content, or app/content/<language> for each other language. */
  folder: string;
  /** "Español (es): " when the site has several languages, else nothing. */
  prefix: string;
  copy: SiteCopy;
};

/** An edition for each of `languages` (company.languages), the first language's first. */
export function editions(languages: readonly Language[] = company.languages): Edition[] {
  return languages.map((language, i) => ({
    language,
    first: i === 0,
    folder: contentFolderOf(language, languages),
    prefix: languages.length > 1 ? `${LANGUAGE_NAMES[language]} (${language}): ` : "",
    // The first language's is the site's own wording (the unit tests' English, whatever the owner's).
    copy: i === 0 ? copy : COPIES[language],
  }));
}

/** A form in an edition: which form, and the wording its read-only values are in. */
type Form = { name: FormName; copy: SiteCopy };

/** What another language's company.json is called: it holds only the company's texts. */
const COMPANY_TEXTS_LABEL = "Company texts";

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

const fixed = (name: string, title: string, value: string | readonly string[]): Field => ({
  name: `fixed_${name}`,
  label: `${title} (fixed by the specification)`,
  widget: "fixed",
  required: false, // never written, so never checked, nor marked "Required"
  value,
});

/**
 * Read-only values shown at the start of the object at a path, in the form's language. (The calls
 * to action's buttons are the owner's words, `cta.linkLabel`: edited, not shown fixed.)
 */
function fixedFields({ name, copy }: Form, path: string): Field[] {
  if (name === "pages" && path === "home.process") return [fixed("title", "Heading", copy.home.processTitle)];
  return [];
}

/** `within`: the object holding the field is optional, so the form may leave all of it empty. */
function field(form: Form, key: string, schema: z.ZodType, path: string, within = false): Field {
  const file = form.name;
  let def = defOf(schema);
  const optional = def.type === "optional";
  // Inside an optional object (the address, the map position) nothing is required by the form:
  // the schema's check names a field left out of a half-filled one.
  const required = !optional && !within;
  if (optional) def = defOf(def.innerType!);
  const words = wordsOf(key, schema);
  // A project names its service by slug: the hint lists the slugs there are.
  const hint =
    file === "project" && path === "service" && words.hint
      ? `${words.hint.replace(/\.$/, "")}: ${services.map((s) => s.slug).join(", ")}.`
      : words.hint;
  const base = { name: key, label: words.label, required, ...(hint && { hint }) };
  if (def.type === "object") {
    return {
      ...base,
      widget: "object",
      collapsed: false,
      fields: objectFields(form, def.shape!, path, !required),
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
      // A project's photos: the list, and above it a control that uploads several at once (./admin/photo-list.ts).
      widget: file === "project" && path === "photos" ? "photo-list" : "list",
      collapsed: path.includes("*") && !OPEN_LISTS.has(key),
      ...(words.singular && { label_singular: words.singular }),
      ...(min && { min }),
      ...(max && { max }),
    };
    if (item.type !== "object")
      return { ...list, collapsed: false, field: field(form, "item", def.element!, `${path}.*`) };
    const summary = SUMMARY_FIELDS.find((key) => key in item.shape!);
    return {
      ...list,
      ...(summary && { summary: `{{fields.${summary}}}` }),
      fields: objectFields(form, item.shape!, `${path}.*`),
    };
  }
  if (def.type === "enum") return { ...base, widget: "select", options: Object.values(def.entries!) };
  if (def.type === "boolean") return { ...base, widget: "boolean", required: false };
  if (def.type === "number") return { ...base, widget: "number", value_type: "int" };
  if (key === "image") return { ...base, widget: "image", choose_url: true };
  return { ...base, widget: LONG.has(key) ? "text" : "string" };
}

function objectFields(form: Form, shape: Record<string, z.ZodType>, path: string, optional = false): Field[] {
  return [
    ...fixedFields(form, path),
    ...Object.entries(shape).map(([key, schema]) => {
      const inner = path ? `${path}.${key}` : key;
      return field(form, key, schema, inner, optional);
    }),
  ];
}

/** A whole file's fields, in an edition. */
const formFields = (name: FormName, edition: Edition) =>
  objectFields({ name, copy: edition.copy }, defOf(formSchema(name)).shape!, "");

/** The form of a data file in an edition: the company's texts alone in each other language. */
const formOf = (name: DataFileName, edition: Edition): FormName =>
  name === "company" && !edition.first ? "companyTexts" : name;

/**
 * What an edition's collections say at the top of their lists: only another language's, where the
 * company's facts are not.
 */
const otherLanguage = (edition: Edition) =>
  edition.first
    ? {}
    : {
        description: `Every text of the site in ${LANGUAGE_NAMES[edition.language]} (${edition.language}), in ${edition.folder}/. Its company details are only the company's texts: the facts (phone, address, hours…) are written once, in the first language's.`,
      };

/**
 * The editor's collection of an edition (the first language's when none is given): one entry per
 * data file, each a form of its fields.
 */
export function collection(edition: Edition = editions()[0]!) {
  return {
    name: edition.first ? "site" : `site-${edition.language}`,
    label: `${edition.prefix}${company.name}: your site`,
    ...otherLanguage(edition),
    // No preview pane: the editor's own would not be the site's page. The site is the preview: the
    // dev server's pages beside `npm run edit`, the live site once a save is published.
    editor: { preview: false },
    files: fileNames().map((name) => {
      const form = formOf(name, edition);
      return {
        name,
        // Each file called by its schema's title.
        label: `${edition.prefix}${form === "companyTexts" ? COMPANY_TEXTS_LABEL : (metaOf(dataFiles[name]).title ?? name)}`,
        file: `${edition.folder}/${name}.json`,
        format: "json",
        fields: formFields(form, edition),
      };
    }),
  };
}

/**
 * The projects' collection of an edition (the first language's when none is given): a folder of
 * files, one per project, each file named by the project's slug. A new project's file is named from
 * its title ("Deck & Porch" makes deck-porch.json), and keeps that name (its page's address) when
 * the title changes later. In another language, a project's file has the name of the first
 * language's (`npm run edit` and the build's content check refuse any other).
 */
export function projectsCollection(edition: Edition = editions()[0]!) {
  return {
    name: edition.first ? "projects" : `projects-${edition.language}`,
    label: `${edition.prefix}${metaOf(projectFile).title ?? "Projects"}`,
    ...(!edition.first && {
      description: `Each project's texts in ${LANGUAGE_NAMES[edition.language]} (${edition.language}), in ${edition.folder}/${PROJECTS_FOLDER}/, a file of the same name as the project's in the first language. A project missing here: New, type the project's title in the first language and save (that names the file), then write its texts here.`,
    }),
    label_singular: metaOf(projectFile).singular,
    folder: `${edition.folder}/${PROJECTS_FOLDER}`,
    extension: "json",
    format: "json",
    create: true,
    delete: true,
    identifier_field: "title",
    slug: "{{slug}}",
    summary: "{{order}}: {{title}}",
    sortable_fields: ["order", "title"],
    editor: { preview: false }, // as the files'
    fields: formFields("project", edition),
  };
}

/** Every collection of the editor: each language's files and projects, the first language's first. */
export const collections = (languages: readonly Language[] = company.languages) =>
  editions(languages).flatMap((edition) => [collection(edition), projectsCollection(edition)]);
