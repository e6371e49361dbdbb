import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dataFiles, type DataFileName } from "../app/content/schema";
import { firstSite as content } from "../app/content/site";
import { starterData } from "../tests/support/starter";
import {
  CONTENT_DIR,
  dataFileProblems,
  dataFilesProblems,
  projectFileProblems,
  projectFilesProblems,
} from "./content-files";

/** The starter's data files as JSON, with one question and one testimonial (the owner's may have none). */
const starterFiles = (): Record<DataFileName, unknown> => {
  const data = structuredClone(starterData());
  return {
    company: data.company,
    pages: data.pages,
    services: data.services,
    questions: { questions: [{ question: "Do you build decks?", answer: "Yes, of wood or composite." }] },
    testimonials: { testimonials: [{ quote: "Fine work.", name: "A. B." }] },
  };
};
/** The starter's project file of `slug` (the specification's projects, tests/support/starter.ts). */
const starterProject = (slug: string) => {
  const { slug: _, ...file } = structuredClone(starterData().projects.projects.find((p) => p.slug === slug)!);
  return file;
};

describe("the check of the owner's data files (app/content/*.json)", () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON as read, edited like the owner would
  const read = (name: DataFileName): any => starterFiles()[name];

  it("passes the data files as they are", () => {
    expect(dataFilesProblems()).toEqual([]);
  });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON as read, edited like the owner would
  it.each<[DataFileName, (data: any) => void, string]>([
    ["company", (d) => void (d.email = "hello@"), "company.email: must be an email address"],
    ["company", (d) => void delete d.name, "company.name: is missing"],
    ["company", (d) => void (d.nmae = "Typo"), 'company: Unrecognized key: "nmae"'],
    ["company", (d) => void (d.hours = []), "company.hours: must list at least one opening"],
    [
      "company",
      (d) => {
        d.legalNotice = { legalForm: "GmbH", representative: "A. B." };
        delete d.address;
      },
      "company.address: is needed by the legal notice (company.legalNotice): add the company's address",
    ],
    ["company", (d) => void (d.address.county = "Sangamon"), 'company.address: Unrecognized key: "county"'],
    ["company", (d) => void (d.hours[0].note = "Lunch 12-1"), 'company.hours[0]: Unrecognized key: "note"'],
    [
      "company",
      (d) => void (d.phone = { display: d.phone, e164: "+15555550142" }),
      "company.phone: Invalid input: expected string, received object",
    ],
    [
      "services",
      (d) => void (d.services[0].questions = [{ question: "Q?", answer: "A.", asked: 3 }]),
      'services[0].questions[0]: Unrecognized key: "asked"',
    ],
    [
      "pages",
      (d) => void (d.home.whyChoose = [{ title: "Tidy sites", text: "Swept daily.", icon: "broom" }]),
      "home.whyChoose[0].icon: must be one of the icons:",
    ],
    ["pages", (d) => void (d.about.cta = { title: "T", text: "T" }), 'about: Unrecognized key: "cta"'],
    [
      "company",
      (d) => void (d.businessType = "Builder"),
      "company.businessType: must be one of: GeneralContractor, RoofingContractor,",
    ],
    // A page's title is the interface's (shared/copy/); what the owner writes on the page is checked here.
    ["pages", (d) => void (d.about.intro = " "), "about.intro: must not be empty"],
    ["testimonials", (d) => void (d.testimonials[0].stars = 5), 'testimonials[0]: Unrecognized key: "stars"'],
    ["services", (d) => void (d.services[0].description = " "), "services[0].description: must not be empty"],
    ["services", (d) => void delete d.services[3].title, "services[3].title: is missing"],
    [
      "services",
      (d) => void (d.services[1].slug = d.services[0].slug),
      "services[1].slug: is used by another service",
    ],
    ["questions", (d) => void (d.questions[0].answer = ""), "questions[0].answer: must not be empty"],
    ["pages", (d) => void d.home.process.steps.splice(1), "home.process.steps: must list at least two steps"],
    ["testimonials", (d) => void d.testimonials.push({ quote: "Great" }), "testimonials[1].name: is missing"],
  ])("refuses a %s file with a wrong field, naming it", (name, edit, problem) => {
    const data = read(name);
    edit(data);
    expect(dataFileProblems(name, data).join("\n")).toContain(problem);
  });

  it("accepts the starter's files, and no founding year, licence or insurance: those lines are left out", () => {
    for (const name of Object.keys(dataFiles) as DataFileName[])
      expect(dataFileProblems(name, read(name)), name).toEqual([]);
    const company = read("company");
    for (const fact of ["foundedYear", "licenseNumber", "insurance"]) delete company[fact];
    expect(dataFileProblems("company", company)).toEqual([]);
  });

  it("reports every mistake of every file in one round, a project's missing service among them", () => {
    const dir = mkdtempSync(join(tmpdir(), "content-"));
    try {
      const files = starterFiles() as Record<DataFileName, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      files.company.email = "hello@";
      files.company.address.county = "Sangamon";
      files.services.services[0].slug = "kitchens";
      files.pages.home.title = "";
      for (const [name, data] of Object.entries(files))
        writeFileSync(join(dir, `${name}.json`), JSON.stringify(data));
      mkdirSync(join(dir, "projects"));
      const project = starterProject("modern-family-home");
      writeFileSync(
        join(dir, "projects", "modern-family-home.json"),
        JSON.stringify({ ...project, year: 3000 }),
      );
      const problems = dataFilesProblems(dir).join("\n");
      for (const problem of [
        "company.email: must be an email address",
        'company.address: Unrecognized key: "county"',
        "home.title: must not be empty",
        "projects/modern-family-home.json: year: must not be in the future",
        `projects/modern-family-home.json: service: must be the slug of one of the services (kitchens, `,
      ])
        expect(problems).toContain(problem);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("names a file that is not JSON", () => {
    const dir = mkdtempSync(join(tmpdir(), "content-"));
    try {
      for (const name of Object.keys(dataFiles) as DataFileName[]) {
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

describe("the check of the project files (app/content/projects/<slug>.json)", () => {
  const PROJECTS = join(CONTENT_DIR, "projects");
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON as read, edited like the owner would
  const read = (slug: string): any => starterProject(slug);
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "content-"));
    mkdirSync(join(dir, "projects"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("passes the project files as they are, one per project of the content", () => {
    const files = existsSync(PROJECTS) ? readdirSync(PROJECTS) : [];
    expect(files.sort()).toEqual(content.projects.map((p) => `${p.slug}.json`).sort());
    expect(projectFilesProblems()).toEqual([]);
  });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON as read, edited like the owner would
  it.each<[string, (data: any) => void, string]>([
    [
      "a photo without alt text",
      (d) => void d.photos.push({ image: "deck.jpg" }),
      'projects/modern-family-home.json: photos[1].alt: is missing: describe the photo "deck.jpg"',
    ],
    [
      "a misspelt key",
      (d) => void (d.categroy = "Typo"),
      'projects/modern-family-home.json: Unrecognized key: "categroy"',
    ],
    [
      "an unknown key in a photo",
      (d) => void (d.photos[0].caption = "Typo"),
      'projects/modern-family-home.json: photos[0]: Unrecognized key: "caption"',
    ],
    ["no order", (d) => void delete d.order, "projects/modern-family-home.json: order: is missing"],
    ["a slug (the file name is the slug)", (d) => void (d.slug = "home"), 'Unrecognized key: "slug"'],
  ])("refuses a project file with %s, naming the file and the field", (_, edit, problem) => {
    const data = read("modern-family-home");
    edit(data);
    expect(projectFileProblems("modern-family-home", data).join("\n")).toContain(problem);
  });

  it("names a project file that is not JSON, or whose name is not a slug", () => {
    writeFileSync(join(dir, "projects", "deck.json"), '{ "title": "Deck", }');
    writeFileSync(join(dir, "projects", "New Deck.json"), JSON.stringify(read("modern-family-home")));
    writeFileSync(join(dir, "projects", "porch.json"), JSON.stringify(read("modern-family-home")));
    expect(projectFilesProblems(dir)).toEqual([
      expect.stringMatching(/^projects\/New Deck\.json: the file's name is the project's address/),
      expect.stringMatching(/^app\/content\/projects\/deck\.json: cannot be read as JSON/),
    ]);
  });

  it("stops the build on a projects.json left from before, saying what to do", () => {
    writeFileSync(join(dir, "projects.json"), JSON.stringify({ projects: [] }));
    expect(projectFilesProblems(dir)).toEqual([
      expect.stringMatching(
        /^app\/content\/projects\.json: projects now have a file each\. Move each project of projects\.json into app\/content\/projects\/<its slug>\.json .*then delete projects\.json/,
      ),
    ]);
  });
});

describe("the check of another language's data files (app/content/<language>/)", () => {
  // The bilingual fixture whole (its English files and its Spanish ones): the owner's content is not
  // the test's, so the owner's edits never turn it red.
  const BILINGUAL = join(import.meta.dirname, "..", "tests", "support", "owners", "bilingual");
  let dir: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON as read, edited like the owner would
  const read = (path: string): any => JSON.parse(readFileSync(join(dir, path), "utf8"));
  const write = (path: string, data: unknown) => {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), JSON.stringify(data));
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "content-"));
    cpSync(BILINGUAL, dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("passes a second language with every file and text", () => {
    expect(dataFilesProblems(dir)).toEqual([]);
  });

  it("names the folder of a language that has none", () => {
    rmSync(join(dir, "es"), { recursive: true });
    expect(dataFilesProblems(dir)).toEqual([
      expect.stringMatching(
        /^app\/content\/es\/: is missing, and with it every text of the site in Español \(es\)/,
      ),
    ]);
  });

  it("names each text, file, service and project missing in that language, and a fact written there", () => {
    const pages = read("es/pages.json");
    delete pages.home.title;
    write("es/pages.json", pages);
    const services = read("es/services.json");
    const lastService = services.services.pop().slug;
    write("es/services.json", services);
    rmSync(join(dir, "es", "questions.json"));
    rmSync(join(dir, "es", "projects", "modern-family-home.json"));
    const { insurance: _, ...texts } = read("es/company.json");
    write("es/company.json", { ...texts, tagline: undefined, phone: "(555) 555-0100" });
    const project = read("es/projects/victorian-house-renovation.json");
    write("es/projects/victorian-house-renovation.json", { ...project, service: "general-contracting" });
    const problems = dataFilesProblems(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        "company.tagline: is missing (in app/content/es/company.json)",
        'company: Unrecognized key: "phone" (in app/content/es/company.json)',
        "company.insurance: is missing: app/content/company.json has it, so the pages in Español (es) need it in Español (es) (in app/content/es/company.json)",
        "home.title: is missing (in app/content/es/pages.json)",
        expect.stringMatching(
          /^app\/content\/es\/questions\.json: is missing: the site's questions in Español \(es\)/,
        ),
        `app/content/es/services.json: the service "${lastService}" is missing: every service has its page in each language, at the same slug`,
        expect.stringMatching(
          /^app\/content\/es\/projects\/modern-family-home\.json: is missing: the project's texts in Español \(es\)/,
        ),
        `app/content/es/projects/victorian-house-renovation.json: service: must be "${project.service}", as in app/content/projects/victorian-house-renovation.json (a project is of one kind of work in every language)`,
      ]),
    );
    expect(project.service).not.toBe("general-contracting");
    expect(problems).toHaveLength(8);
  });

  it("refuses a service or a project the first language lacks, and a project's other photos", () => {
    const services = read("es/services.json");
    write("es/services.json", {
      services: [...services.services.slice(1), { ...services.services[0], slug: "patios" }],
    });
    write("es/projects/old-deck.json", read("es/projects/modern-family-home.json"));
    const project = read("es/projects/victorian-house-renovation.json");
    const images = read("projects/victorian-house-renovation.json").photos.map(
      (p: { image: string }) => p.image,
    );
    project.photos[0].image = "porch-2.jpg";
    write("es/projects/victorian-house-renovation.json", project);
    const problems = dataFilesProblems(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        `app/content/es/services.json: the service "patios" is not one of app/content/services.json: every service has its page in each language, at the same slug (remove it, or add it to the first language)`,
        "app/content/es/projects/old-deck.json: app/content/projects/ has no project of that name: a project has its page in each language, at the same slug (delete this file, or add the project to the first language)",
        `app/content/es/projects/victorian-house-renovation.json: its photos must be those of app/content/projects/victorian-house-renovation.json, in the same order (${images.join(", ")}): only their descriptions (alt) are written in Español (es)`,
      ]),
    );
  });
});
