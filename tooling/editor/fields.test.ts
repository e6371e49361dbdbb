import { describe, expect, it } from "vitest";
import { collection, projectsCollection, type Field } from "./fields";

const file = (name: string) => collection().files.find((f) => f.name === name)!;
const fieldOf = (fields: Field[], name: string) => fields.find((f) => f.name === name)!;

describe("the editor's fields for the privacy notice and the legal notice", () => {
  it("edits the legal notice as an optional group, each field named in the owner's words", () => {
    const notice = fieldOf(file("company").fields, "legalNotice");
    expect(notice).toMatchObject({ label: "Legal notice (Impressum)", widget: "object", required: false });
    const fields = notice.fields as Field[];
    expect(fields.map((f) => [f.name, f.label, f.required])).toEqual([
      ["legalForm", "Legal form", false],
      ["representative", "Represented by", false],
      ["register", "Register", false],
      ["registerNumber", "Number in the register", false],
      ["vatId", "VAT identification number", false],
      ["supervisoryBody", "Supervisory authority", false],
    ]);
    expect(notice.hint).toContain("/legal-notice");
  });

  it("edits how long the owner keeps requests, as a paragraph, with the kit's example mark", () => {
    const privacy = fieldOf(file("pages").fields, "privacy");
    const fields = privacy.fields as Field[];
    expect(fieldOf(fields, "kept")).toMatchObject({ widget: "checked-text", required: true });
    expect(fieldOf(fields, "kept").hint).toContain("LEADS_RETENTION_DAYS");
    expect(fieldOf(fields, "placeholder")).toMatchObject({ widget: "boolean" });
    expect(fieldOf(fields, "backupDays")).toMatchObject({
      label: "Days your backups keep a deleted request",
      widget: "checked-number",
      required: true,
    });
  });
});

describe("the editor's fields for the owner's words (pages.json)", () => {
  it("names each page's sentences and lists in the owner's words, the icons offered in a list", () => {
    const home = fieldOf(file("pages").fields, "home").fields as Field[];
    expect(fieldOf(home, "trust")).toMatchObject({
      label: "Facts under the main heading",
      label_singular: "fact",
    });
    const reasons = fieldOf(home, "whyChoose");
    expect(reasons).toMatchObject({
      label: "Reasons to choose you",
      label_singular: "reason",
      required: false,
    });
    expect(fieldOf(reasons.fields as Field[], "icon")).toMatchObject({
      widget: "select",
      options: expect.arrayContaining(["tools", "additions", "kitchen"]),
    });
    const about = fieldOf(file("pages").fields, "about").fields as Field[];
    expect(fieldOf(about, "story")).toMatchObject({ label: "The story", label_singular: "paragraph" });
    expect(fieldOf(about, "placeholder")).toMatchObject({ widget: "boolean" });
    const company = file("company").fields;
    expect(fieldOf(company, "foundedYear")).toMatchObject({ required: false });
    expect(fieldOf(company, "insurance")).toMatchObject({ label: "Insurance", required: false });
  });
});

describe("the editor's projects, a file each", () => {
  it("edits the projects' folder as a collection the owner adds to and deletes from", () => {
    const projects = projectsCollection();
    expect(projects).toMatchObject({
      folder: "app/content/projects",
      extension: "json",
      format: "json",
      create: true,
      delete: true,
      identifier_field: "title",
    });
    expect(collection().files.map((f) => f.name)).not.toContain("projects");
  });

  it("asks for the project's place in the portfolio, not its slug (the file's name)", () => {
    const fields = projectsCollection().fields;
    expect(fields.map((f) => f.name)).not.toContain("slug");
    expect(fieldOf(fields, "order")).toMatchObject({
      label: "Place in the portfolio",
      widget: "checked-number",
      required: true,
      zfile: "project",
    });
    expect(fieldOf(fields, "photos")).toMatchObject({
      widget: "photo-list",
      label_singular: "photo",
      min: 1,
    });
    // Only a project's photos: every other list is Decap's own.
    const widgets = JSON.stringify([collection(), projectsCollection()]).match(/"widget":"photo-list"/g);
    expect(widgets).toHaveLength(1);
  });
});
