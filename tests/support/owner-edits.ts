/**
 * The starter changed as an owner changes it, in its data files only (as `npm run edit` writes
 * them): the edits of the copies in OWNER_BUILDS (tests/support/builds.ts), and what the tests of
 * each copy expect of them. Each edit works on a copy of the project, never on the project itself,
 * and on the starter content (./starter.ts) written into it first, whatever the owner's own content
 * is: the tests of these copies read their expectations from it (./starter-content.ts).
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { MAX_SERVICES } from "~/content/schema";
import { writeStarterContent } from "./starter";

/** `edit` made to the starter content, written into the copy in place of the owner's. */
export const onStarter =
  (edit: (copy: string) => void | Promise<void>) =>
  (copy: string): void | Promise<void> => {
    writeStarterContent(join(copy, "app", "content"));
    return edit(copy);
  };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the data files as JSON, edited as an owner would
type Json = any;

const dataFile = (copy: string, name: string) => join(copy, "app", "content", `${name}.json`);
const read = (file: string): Json => JSON.parse(readFileSync(file, "utf8"));
const edit = (copy: string, name: string, change: (data: Json) => void) => {
  const data = read(dataFile(copy, name));
  change(data);
  writeFileSync(dataFile(copy, name), `${JSON.stringify(data, null, 2)}\n`);
};
/** The project files of a copy, by slug. */
const projectFiles = (copy: string) =>
  readdirSync(join(copy, "app", "content", "projects")).map((name) => ({
    slug: name.replace(/\.json$/, ""),
    file: join(copy, "app", "content", "projects", name),
  }));

/** owner-business: the second service renamed (its old title is the starter's). */
export const RENAMED_TO = "Shop & Office Fit-Outs";
export const NEW_SERVICE = {
  slug: "roof-replacement",
  title: "Roof Replacement",
  category: "Roofing",
  icon: "roofing",
  description: "New roofs on houses and small commercial buildings, tear-off to final inspection.",
  features: ["Asphalt shingle roofs", "Standing-seam metal roofs", "Gutters and flashing"],
  duration: "Most homes: 2 to 4 days",
  priceGuide: "Most homes: $12,000 to $25,000",
  questions: [
    {
      question: "Do you remove the old roof first?",
      answer: "Yes, always: we strip to the deck and check it.",
    },
    { question: "What if it rains?", answer: "We only open what we can close and dry in the same day." },
  ],
};
export const NEW_PROJECT = {
  slug: "cedar-street-roof",
  title: "Cedar Street Roof",
  service: NEW_SERVICE.slug,
  description: "A standing-seam metal roof on a 1920s bungalow, with new gutters.",
  photos: [
    {
      image: "https://images.unsplash.com/photo-1570129477492-45c003edd2be",
      alt: "A bungalow with a new grey metal roof",
    },
  ],
};
/** The legal notice ("Impressum") of a German company: its page appears only once it is filled. */
export const LEGAL_NOTICE = {
  legalForm: "GmbH",
  representative: "Managing director: Anna Berger",
  register: "Commercial register, Amtsgericht München",
  registerNumber: "HRB 123456",
  vatId: "DE123456789",
  supervisoryBody: "Handwerkskammer für München und Oberbayern",
};
export const PLACES = [
  { name: "Maplewood", postalCodes: ["07040"] },
  { name: "South Orange", postalCodes: ["07079"] },
];

/**
 * The owner's own business: their hours (Saturday closed, a note), their towns, the legal notice, a
 * renamed service and a new one with its own page, and a fourth project of its own file, last.
 */
export function editBusiness(copy: string) {
  edit(copy, "company", (c) => {
    c.hours = [
      { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "07:00", closes: "17:00" },
      { days: ["Saturday"], closed: true },
    ];
    c.hoursNote = "Evenings by appointment";
    c.areasServed = PLACES;
    c.legalNotice = LEGAL_NOTICE;
  });
  edit(copy, "services", (s) => {
    s.services[1].title = RENAMED_TO;
    s.services.push(NEW_SERVICE);
  });
  // A project of its own file, named by its slug, last in the portfolio.
  const { slug, ...project } = NEW_PROJECT;
  writeFileSync(
    join(copy, "app", "content", "projects", `${slug}.json`),
    `${JSON.stringify({ order: 1000, ...project }, null, 2)}\n`,
  );
}

/** owner-many-services: 52 characters, four lines of the home title at its usual size on a phone. */
export const LONG_NAME = "Oakbridge Construction Company of Greater Springfield";

const LONG_TITLES = [
  "Custom Kitchen Design, Cabinetry and Countertop Installation",
  "Bathroom Remodeling and Accessible Wet Rooms",
  "Roof Replacement",
  "Basement Waterproofing",
];
/** As many services as the schema allows, some with long titles. */
export const TWELVE_SERVICES = Array.from({ length: MAX_SERVICES }, (_, i) => ({
  slug: `trade-${i + 1}`,
  title: i < LONG_TITLES.length ? LONG_TITLES[i]! : `${LONG_TITLES[i % LONG_TITLES.length]} ${i + 1}`,
  category: `Trade ${i + 1}`,
  description: "A service of a firm with many trades, to see that every page keeps its shape.",
  features: ["One", "Two", "Three"],
  questions: [{ question: `A question about trade ${i + 1}?`, answer: "An answer." }],
}));

/** A firm with every trade the schema allows and a long name of its own; its projects of the first trade. */
export function editManyServices(copy: string) {
  for (const { file } of projectFiles(copy))
    writeFileSync(file, JSON.stringify({ ...read(file), service: TWELVE_SERVICES[0]!.slug }));
  writeFileSync(dataFile(copy, "services"), JSON.stringify({ services: TWELVE_SERVICES }));
  const company = read(dataFile(copy, "company"));
  writeFileSync(dataFile(copy, "company"), JSON.stringify({ ...company, name: LONG_NAME }));
}

/**
 * project-gallery: the sample project (scripts/sample-project.mjs: twelve phone photos and a pair),
 * of another kind of work than the starter's projects, so the portfolio can be narrowed by kind:
 * the first service that is not the first project's (the projects in the owner's order).
 */
export async function addSampleProjectOfAnotherKind(copy: string) {
  const { addSampleProject } = await import("../../scripts/sample-project.mjs");
  const projects = projectFiles(copy)
    .map(({ slug, file }) => ({ slug, ...(read(file) as { order: number; service: string }) }))
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
  const services: { slug: string }[] = read(dataFile(copy, "services")).services;
  const other = services.find((s) => s.slug !== projects[0]!.service)!;
  await addSampleProject(copy, { service: other.slug });
}
