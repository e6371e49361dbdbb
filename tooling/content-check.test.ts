import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { dataFiles, type DataFileName } from "../app/content/schema";
import { content } from "../app/content/site";
import {
  CONTENT_DIR,
  checkSite,
  contentProblems,
  dataFileProblems,
  dataFilesProblems,
} from "./content-check";

/** The default content with one change, made by `edit` on a deep copy. */
function changed(edit: (c: typeof content) => void) {
  const copy = structuredClone(content);
  edit(copy);
  return copy;
}

describe("the content check of the build", () => {
  it.each<[string, (c: typeof content) => void, string]>([
    ["an invalid email", (c) => void (c.company.email = "hello@"), "company.email: must be an email address"],
    [
      "a phone number without enough digits",
      (c) => void (c.company.phone = { display: "555-01", e164: "+155501" }),
      "company.phone.display: must have at least 7 digits",
    ],
    [
      "a shown and a dialled number that differ",
      (c) => void (c.company.phone.e164 = c.company.phone.e164.replace(/\d$/, (d) => String((+d + 1) % 10))),
      "company.phone.e164: display and e164 are not the same number",
    ],
    ["an empty required text", (c) => void (c.company.pitch = "  "), "company.pitch: must not be empty"],
    ["an empty page title", (c) => void (c.about.header.title = ""), "about.header.title: must not be empty"],
    [
      "a service without exactly four features",
      (c) => void c.services[1]!.features.pop(),
      "services[1].features: must list exactly four features",
    ],
    [
      "a portfolio image on http:",
      (c) => void (c.projects[0]!.image = "http://images.example.com/house.jpg"),
      "projects[0].image: must be an absolute https:// URL or the name of a photo in app/content/photos/",
    ],
    [
      "a portfolio image that is no file in app/content/photos/",
      (c) => void (c.projects[2]!.image = "no-such-photo.jpg"),
      'projects[2].image: no photo named "no-such-photo.jpg" in app/content/photos/',
    ],
    [
      "an opening time that is not HH:MM",
      (c) => void (c.company.hours[0]!.opens = "8:00"),
      'company.hours[0].opens: must be a 24-hour time written "HH:MM"',
    ],
    [
      "a project category no service has",
      (c) => void (c.projects[1]!.category = "Industrial"),
      "projects[1].category: must be one of the services' categories",
    ],
    [
      "an optional profile link that is not https",
      (c) => void (c.company.sameAs = ["ftp://example.com/us"]),
      "company.sameAs[0]: must be an absolute https:// URL",
    ],
  ])("refuses %s, naming the field", (_, edit, problem) => {
    expect(contentProblems(changed(edit))).toContainEqual(expect.stringContaining(problem));
  });

  describe("with the owner's own photos", () => {
    const photos = mkdtempSync(join(tmpdir(), "photos-"));
    afterAll(() => rmSync(photos, { recursive: true, force: true }));

    it("accepts a project image that names a file in the photos folder", () => {
      writeFileSync(join(photos, "kitchen.jpg"), "");
      const withPhoto = changed((c) => void (c.projects[0]!.image = "kitchen.jpg"));
      expect(contentProblems(withPhoto, photos)).toEqual([]);
    });
  });

  it("accepts the optional local-search fields", () => {
    const full = changed((c) => {
      c.company.priceRange = "$$";
      c.company.geo = { latitude: 39.78, longitude: -89.65 };
      c.company.sameAs = ["https://www.houzz.com/pro/example"];
      c.company.licenseNumber = "IL-104-000000";
    });
    expect(contentProblems(full)).toEqual([]);
  });

  it.each([
    ["http://www.example.com", "SITE_URL: must start with https://"],
    ["www.example.com", "SITE_URL: must be an absolute URL"],
    ["https://www.example.com/shop", "SITE_URL: must be an origin only"],
  ])("refuses SITE_URL=%s", (siteUrl, problem) => {
    const { problems } = checkSite(content, { SITE_URL: siteUrl });
    expect(problems).toEqual([expect.stringContaining(problem)]);
  });

  it("accepts https origins and http://localhost", () => {
    for (const siteUrl of ["https://builders.test", "http://localhost:3000"]) {
      expect(checkSite(content, { SITE_URL: siteUrl }).problems).toEqual([]);
    }
  });

  it("tells the owner when the contact form sends requests nowhere, and only then", () => {
    expect(checkSite(content, {}).notices).toEqual([
      expect.stringContaining("the contact form sends requests nowhere; set CONTACT_ENDPOINT"),
    ]);
    expect(checkSite(content, { CONTACT_ENDPOINT: "https://forms.example.com/q" }).notices).toEqual([]);
  });
});

describe("the check of the owner's data files (app/content/*.json)", () => {
  const read = (name: string) => JSON.parse(readFileSync(join(CONTENT_DIR, `${name}.json`), "utf8"));

  it("passes the data files as they are", () => {
    expect(dataFilesProblems()).toEqual([]);
  });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON as read, edited like the owner would
  it.each<[DataFileName, (data: any) => void, string]>([
    ["company", (d) => void (d.email = "hello@"), "company.email: must be an email address"],
    ["company", (d) => void delete d.name, "company.name: is missing"],
    ["company", (d) => void (d.nmae = "Typo"), 'company: Unrecognized key: "nmae"'],
    ["company", (d) => void (d.hours = []), 'company: Unrecognized key: "hours"'],
    [
      "services",
      (d) => void (d.residential.description = " "),
      "services.residential.description: must not be empty",
    ],
    ["services", (d) => void delete d.contracting, "services.contracting: is missing"],
    [
      "projects",
      (d) => void (d["modern-family-home"].title = "Renamed"),
      'projects.modern-family-home: Unrecognized key: "title"',
    ],
    ["pages", (d) => void d.home.process.steps.splice(1), "home.process.steps: must list at least two steps"],
    ["testimonials", (d) => void d.testimonials.push({ quote: "Great" }), "testimonials[0].name: is missing"],
  ])("refuses a %s file with a wrong field, naming it", (name, edit, problem) => {
    const data = read(name);
    edit(data);
    expect(dataFileProblems(name, data).join("\n")).toContain(problem);
  });

  it("names a file that is not JSON", () => {
    const dir = mkdtempSync(join(tmpdir(), "content-"));
    try {
      for (const name of Object.keys(dataFiles)) {
        writeFileSync(join(dir, `${name}.json`), JSON.stringify(read(name)));
      }
      writeFileSync(join(dir, "company.json"), '{ "name": "Ridgeline", }');
      expect(dataFilesProblems(dir)).toEqual([
        expect.stringMatching(/^app\/content\/company\.json: cannot be read as JSON/),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
