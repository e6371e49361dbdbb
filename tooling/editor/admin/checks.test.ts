import { describe, expect, it } from "vitest";
import { companyTextsSchema, dataFiles, projectFile } from "../../../app/content/schema";
import { starterData } from "../../../tests/support/starter";
import { checkSave, schemaOfFile } from "./checks";

/** The specification's starter, whatever the owner's content is: its company and first project. */
const starter = starterData();
const { slug, ...project } = starter.projects.projects[0]!;
const company = starter.company as unknown as Record<string, unknown>;

describe("the live editor's check of a save", () => {
  it("knows each file's schema by its path, in every language", () => {
    expect(schemaOfFile("app/content/company.json")).toBe(dataFiles.company);
    expect(schemaOfFile("app/content/es/company.json")).toBe(companyTextsSchema);
    expect(schemaOfFile("app/content/es/services.json")).toBe(dataFiles.services);
    expect(schemaOfFile("app/content/projects/deck.json")).toBe(projectFile);
    expect(schemaOfFile("app/content/es/projects/deck.json")).toBe(projectFile);
    expect(schemaOfFile("app/content/site.ts")).toBeUndefined();
    expect(schemaOfFile("package.json")).toBeUndefined();
  });

  it("saves a valid file as the build reads it: emptied fields and fixed values left out", () => {
    const edited = { ...company, fixed_title: "Shown only", legalNotice: "  " };
    const checked = checkSave("app/content/company.json", edited);
    expect(checked).toEqual({
      data: Object.fromEntries(Object.entries(company).filter(([k]) => k !== "legalNotice")),
    });
  });

  it("leaves out the keys Sveltia gives a list's items once one is added, moved or removed", () => {
    const services = starter.services.services.map((service, i) => ({
      ...service,
      __sc_item_id: `id-${i}`,
      __sc_item_original_key_path: `services.${i}`,
    }));
    expect(checkSave("app/content/services.json", { services })).toEqual({ data: starter.services });
  });

  it("leaves out a switch left off that the file leaves out, and keeps one turned on", () => {
    const hours = [
      { days: ["Monday"], opens: "08:00", closes: "18:00", closed: false },
      { days: ["Sunday"], closed: true },
    ];
    const checked = checkSave("app/content/company.json", { ...company, hours });
    expect(checked).toMatchObject({
      data: {
        hours: [
          { days: ["Monday"], opens: "08:00", closes: "18:00" },
          { days: ["Sunday"], closed: true },
        ],
      },
    });
    expect((checked as { data: { hours: object[] } }).data.hours[0]).not.toHaveProperty("closed");
  });

  it("names an uploaded photo by its file name, as the schema wants it", () => {
    const photos = [{ image: "/app/content/photos/kuche-sud-1.jpg", alt: "The new kitchen" }];
    const checked = checkSave(`app/content/projects/${slug}.json`, { ...project, photos });
    expect(checked).toMatchObject({
      data: { photos: [{ image: "kuche-sud-1.jpg", alt: "The new kitchen" }] },
    });
  });

  it("refuses a mistake with the schema's message and the field's name", () => {
    const checked = checkSave("app/content/company.json", {
      ...company,
      email: "not-an-email",
    });
    expect(checked).toEqual({ problem: expect.stringMatching(/Email.*: must be an email address/) });
  });

  it("refuses a file the site does not read", () => {
    expect(checkSave("app/content/site.ts", {})).toEqual({
      problem: "app/content/site.ts is not a file the site reads.",
    });
  });
});
