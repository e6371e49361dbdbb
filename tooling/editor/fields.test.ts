import { describe, expect, it } from "vitest";
import { z } from "zod";
import { COPIES } from "#shared/copy/all.ts";
import { ownerWords as copy } from "#shared/copy/owner.ts";
import { companyTextsSchema, dataFiles, projectFile, type DataFileName } from "../../app/content/schema";
import { company, services } from "../../app/content/site";
import { collection, collections, editions, projectsCollection, type Field } from "./fields";

/** The forms of a site in one language: the owner's may have several, which names each form's language. */
const ONE = editions(["en"])[0]!;
const file = (name: string) => collection(ONE).files.find((f) => f.name === name)!;
const fieldOf = (fields: Field[], name: string) => fields.find((f) => f.name === name)!;

/** The schema of each form's whole file: a data file's, a project's, another language's company texts. */
const SCHEMAS = { ...dataFiles, project: projectFile, companyTexts: companyTextsSchema };
type FormName = keyof typeof SCHEMAS;

/**
 * A form's schema as JSON Schema (Zod's own conversion): the schema's titles, descriptions and item
 * names read independently of the editor's code, so the expectations below are the schema's words.
 */
type Json = {
  title?: string;
  description?: string;
  singular?: string;
  properties?: Record<string, Json>;
  items?: Json;
};
const json = (form: FormName) =>
  z.toJSONSchema(SCHEMAS[form], { io: "input", unrepresentable: "any" }) as Json;
/** The JSON Schema of the field at `path` in a form ("legalNotice", "home.whyChoose"). */
const at = (form: FormName, path: string) =>
  path.split(".").reduce<Json>((schema, key) => (schema.items ?? schema).properties![key]!, json(form));

/** Each field labelled, hinted and its items named as its schema says; a field without a title by its key. */
function expectSchemaWords(fields: Field[], properties: Record<string, Json>, form: FormName, path = "") {
  for (const field of fields) {
    if (field.widget === "fixed") continue;
    const schema = properties[field.name]!;
    const dotted = `${path}${field.name}`;
    const where = `${form}: ${dotted}`;
    if (schema.title) expect(field.label, where).toBe(schema.title);
    else expect(field.label.replace(/ /g, "").toLowerCase(), where).toBe(field.name.toLowerCase());
    if (!(form === "project" && field.name === "service")) expect(field.hint, where).toBe(schema.description);
    expect(field.label_singular, where).toBe(schema.singular);
    const inner = (schema.items ?? schema).properties;
    if (field.fields && inner) expectSchemaWords(field.fields as Field[], inner, form, `${dotted}.`);
  }
}

describe("the editor's words, all from the schema", () => {
  it("labels, hints and names the items of every field of every file as the schema's meta says", () => {
    for (const name of Object.keys(dataFiles) as DataFileName[])
      expectSchemaWords(file(name).fields, json(name).properties!, name);
    expectSchemaWords(projectsCollection(ONE).fields, json("project").properties!, "project");
  });

  it("calls each file and the projects as their schemas do", () => {
    for (const name of Object.keys(dataFiles) as DataFileName[])
      expect(file(name).label).toBe(json(name).title);
    expect(projectsCollection(ONE)).toMatchObject({
      label: projectFile.meta()?.title,
      label_singular: projectFile.meta()?.singular,
    });
  });

  it("lists the services' slugs in the hint of a project's service", () => {
    const hint = fieldOf(projectsCollection(ONE).fields, "service").hint as string;
    expect(hint.startsWith(at("project", "service").description!.replace(/\.$/, ""))).toBe(true);
    for (const service of services) expect(hint).toContain(service.slug);
  });
});

describe("the editor's fields for the privacy notice and the legal notice", () => {
  it("edits the legal notice as an optional group, each field named in the owner's words", () => {
    const notice = fieldOf(file("company").fields, "legalNotice");
    const schema = at("company", "legalNotice");
    expect(notice).toMatchObject({ label: schema.title, widget: "object", required: false });
    const fields = notice.fields as Field[];
    expect(fields.map((f) => [f.name, f.label, f.required])).toEqual(
      Object.entries(schema.properties!).map(([name, field]) => [name, field.title, false]),
    );
    expect(fields.map((f) => f.name)).toEqual([
      "legalForm",
      "representative",
      "register",
      "registerNumber",
      "vatId",
      "supervisoryBody",
    ]);
    expect(notice.hint).toContain("/legal-notice");
  });

  it("edits how long the owner keeps requests, as a paragraph, with the kit's example mark", () => {
    const privacy = fieldOf(file("pages").fields, "privacy");
    const fields = privacy.fields as Field[];
    expect(fieldOf(fields, "kept")).toMatchObject({ widget: "text", required: true });
    expect(fieldOf(fields, "kept").hint).toContain("LEADS_RETENTION_DAYS");
    expect(fieldOf(fields, "placeholder")).toMatchObject({ widget: "boolean" });
    expect(fieldOf(fields, "backupDays")).toMatchObject({
      label: at("pages", "privacy.backupDays").title,
      widget: "number",
      required: true,
    });
  });
});

describe("the editor's fields for the owner's words (pages.json)", () => {
  it("names each page's sentences and lists in the owner's words, the icons offered in a list", () => {
    const home = fieldOf(file("pages").fields, "home").fields as Field[];
    expect(fieldOf(home, "trust")).toMatchObject({
      label: at("pages", "home.trust").title,
      label_singular: at("pages", "home.trust").singular,
    });
    const reasons = fieldOf(home, "whyChoose");
    expect(reasons).toMatchObject({
      label: at("pages", "home.whyChoose").title,
      label_singular: at("pages", "home.whyChoose").singular,
      required: false,
    });
    expect(fieldOf(reasons.fields as Field[], "icon")).toMatchObject({
      widget: "select",
      options: expect.arrayContaining(["tools", "additions", "kitchen"]),
    });
    const about = fieldOf(file("pages").fields, "about").fields as Field[];
    expect(fieldOf(about, "story")).toMatchObject({
      label: at("pages", "about.story").title,
      label_singular: at("pages", "about.story").singular,
    });
    expect(fieldOf(about, "placeholder")).toMatchObject({ widget: "boolean" });
    const company = file("company").fields;
    expect(fieldOf(company, "foundedYear")).toMatchObject({ required: false });
    expect(fieldOf(company, "insurance")).toMatchObject({
      label: at("company", "insurance").title,
      required: false,
    });
  });

  it("shows the interface's fixed words beside the owner's (the process's heading); the buttons' words are the owner's", () => {
    const pages = fieldOf(file("pages").fields, "home").fields as Field[];
    const fixed = (fields: Field[]) => fields.filter((f) => f.widget === "fixed").map((f) => f.value);
    expect(fixed(fieldOf(pages, "process").fields as Field[])).toEqual([copy.home.processTitle]);
    const cta = fieldOf(pages, "cta").fields as Field[];
    expect(fixed(cta)).toEqual([]);
    expect(fieldOf(cta, "linkLabel")).toMatchObject({ widget: "string", required: false });
  });
});

describe("the editor's projects, a file each", () => {
  it("edits the projects' folder as a collection the owner adds to and deletes from", () => {
    const projects = projectsCollection(ONE);
    expect(projects).toMatchObject({
      folder: "app/content/projects",
      extension: "json",
      format: "json",
      create: true,
      delete: true,
      identifier_field: "title",
    });
    expect(collection(ONE).files.map((f) => f.name)).not.toContain("projects");
  });

  it("asks for the project's place in the portfolio, not its slug (the file's name)", () => {
    const fields = projectsCollection(ONE).fields;
    expect(fields.map((f) => f.name)).not.toContain("slug");
    expect(fieldOf(fields, "order")).toMatchObject({
      label: at("project", "order").title,
      widget: "number",
      required: true,
    });
    expect(fieldOf(fields, "photos")).toMatchObject({
      widget: "photo-list",
      label_singular: at("project", "photos").singular,
      min: 1,
    });
    // Only a project's photos: every other list is Sveltia's own.
    const widgets = JSON.stringify([collection(ONE), projectsCollection(ONE)]).match(
      /"widget":"photo-list"/g,
    );
    expect(widgets).toHaveLength(1);
  });
});

describe("the editor's forms in each of the owner's languages", () => {
  const names = (list: { name: string }[]) => list.map((c) => c.name);
  const bilingual = () => collections(["en", "es"]);
  const named = (name: string) => bilingual().find((c) => c.name === name)!;
  const fileOf = (name: string, data: string) =>
    (named(name) as ReturnType<typeof collection>).files.find((f) => f.name === data)!;

  it("offers one language's files and projects alone, named as before, for a site in one language", () => {
    expect(names(collections(["en"]))).toEqual(["site", "projects"]);
    expect(collections(["en"]).map((c) => c.label)).toEqual([
      `${company.name}: your site`,
      projectFile.meta()?.title,
    ]);
    expect(names(collections(["de"]))).toEqual(["site", "projects"]);
  });

  it("offers the same files and projects for each other language, in app/content/<language>/", () => {
    expect(names(bilingual())).toEqual(["site", "projects", "site-es", "projects-es"]);
    expect(
      (named("site-es") as ReturnType<typeof collection>).files.map((f) => [f.name, f.file, f.label]),
    ).toEqual([
      ["company", "app/content/es/company.json", "Español (es): Company texts"],
      ["services", "app/content/es/services.json", `Español (es): ${json("services").title}`],
      ["questions", "app/content/es/questions.json", `Español (es): ${json("questions").title}`],
      ["pages", "app/content/es/pages.json", `Español (es): ${json("pages").title}`],
      ["testimonials", "app/content/es/testimonials.json", `Español (es): ${json("testimonials").title}`],
    ]);
    expect(named("projects-es")).toMatchObject({
      label: `Español (es): ${projectFile.meta()?.title}`,
      folder: "app/content/es/projects",
      create: true,
      delete: true,
    });
    // The first language's, beside them, named too: the owner sees which language each form edits.
    expect(named("site").label).toMatch(/^English \(en\): /);
    expect(fileOf("site", "pages")).toMatchObject({
      file: "app/content/pages.json",
      label: `English (en): ${json("pages").title}`,
    });
    expect(named("projects")).toMatchObject({
      label: `English (en): ${projectFile.meta()?.title}`,
      folder: "app/content/projects",
    });
  });

  it("edits the same fields there, the company's texts alone, and no language has a preview pane", () => {
    // The same fields, but for the fixed words' values (in each language's own, below).
    const form = (fields: unknown) => JSON.stringify(fields, (key, value) => (key === "value" ? "" : value));
    for (const name of ["pages", "services", "questions", "testimonials"])
      expect(form(fileOf("site-es", name).fields)).toBe(form(fileOf("site", name).fields));
    expect(form((named("projects-es") as ReturnType<typeof projectsCollection>).fields)).toBe(
      form((named("projects") as ReturnType<typeof projectsCollection>).fields),
    );
    const texts = fileOf("site-es", "company").fields;
    expect(texts.map((f) => f.name)).toEqual(Object.keys(companyTextsSchema.shape));
    expectSchemaWords(texts, json("companyTexts").properties!, "companyTexts");
    for (const name of ["site", "projects", "site-es", "projects-es"])
      expect(named(name).editor).toEqual({ preview: false });
  });

  it("shows the interface's fixed words beside a language's texts in that language", () => {
    const home = fieldOf(fileOf("site-es", "pages").fields, "home").fields as Field[];
    const fixed = (fields: Field[]) => fields.filter((f) => f.widget === "fixed").map((f) => f.value);
    expect(fixed(fieldOf(home, "process").fields as Field[])).toEqual([COPIES.es.home.processTitle]);
    expect(fixed(fieldOf(home, "cta").fields as Field[])).toEqual([]);
  });
});
