/**
 * The starter content: the specification's company (four services, three projects, its opening
 * hours), made from the owner's data files with what the specification fixes put back. The
 * specification's checks run on it (app/content/site.test.ts, app/routes/starter.test.tsx), so they
 * keep proving every fixed value on every run, whatever the owner has made of their own content;
 * the tests of the owner's site read their expectations from the content instead.
 *
 * Its one source is the specification's values (./spec.ts): nothing here repeats the shipped
 * data files, which are the same starter content until the owner changes them.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import companyData from "../../app/content/company.json" with { type: "json" };
import pagesData from "../../app/content/pages.json" with { type: "json" };
import questionsData from "../../app/content/questions.json" with { type: "json" };
import testimonialsData from "../../app/content/testimonials.json" with { type: "json" };
import { phoneE164 } from "../../app/content/phone";
import type { Day } from "../../app/content/schema";
import type { SiteData } from "../../app/content/site";
import { IMAGE_HOST } from "../../tooling/image-host.mjs";
import { SPEC } from "./spec";

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The specification's services; the first is the kind of work its projects are (Residential). */
const services = SPEC.services.value.map((service, i) => ({
  slug: slugOf(service.title),
  title: service.title,
  // A word, as an owner names a kind of work ("Commercial"), not the service's whole title.
  category: i === 0 ? SPEC.projectCategory.value : service.title.split(" ")[0]!,
  // Its own words, without its title: a test that renames it finds the old title nowhere.
  description: `Service ${i + 1} of the specification, which leaves its description open.`,
  features: service.features.map(sentence),
}));

export function starterData(): SiteData {
  const owner = {
    company: companyData,
    pages: pagesData,
    questions: questionsData,
    testimonials: testimonialsData,
  };
  const pages = owner.pages as SiteData["pages"];
  return {
    ...(owner as Pick<SiteData, "company" | "pages" | "questions" | "testimonials">),
    // The owner's words, with the reasons to choose, the story and the buttons the specification fixes.
    pages: {
      ...pages,
      home: {
        ...pages.home,
        quoteButton: SPEC.heroLinks.value[0][0],
        whyChoose: SPEC.homeCards.value.map((title) => ({
          title,
          icon: "tools" as const,
          text: `${title}: the specification leaves its text open.`,
        })),
      },
      about: {
        ...pages.about,
        story: Array.from(
          { length: SPEC.storyParagraphs.value },
          (_, i) => `Paragraph ${i + 1}: the specification leaves its wording open.`,
        ),
        whyChoose: SPEC.aboutChecklist.value.map(sentence),
      },
      servicesPage: {
        ...pages.servicesPage,
        cta: { ...pages.servicesPage.cta, linkLabel: SPEC.servicesCta.value },
      },
      portfolioPage: {
        ...pages.portfolioPage,
        cta: { ...pages.portfolioPage.cta, linkLabel: SPEC.portfolioCta.value },
      },
    },
    company: {
      ...(owner.company as SiteData["company"]),
      // The specification's site is English, in the US ("8:00 AM"), whatever the owner's language
      // and country: an owner elsewhere has their number written as any country dials it.
      languages: ["en"],
      ...(owner.company.country !== "US" && {
        country: "US",
        phone: phoneE164(owner.company as SiteData["company"]),
      }),
      // The starter company as PRODUCT.md files it for search engines.
      businessType: "GeneralContractor",
      hours: [SPEC.weekdayHours.value, SPEC.saturdayHours.value].map(({ dayOfWeek, opens, closes }) => ({
        days: [...dayOfWeek] as Day[],
        opens,
        closes,
      })),
    },
    services: { services },
    projects: {
      projects: SPEC.projects.value.map((title, i) => ({
        slug: slugOf(title),
        order: i + 1,
        title,
        service: services[0]!.slug,
        description: `${title}: the specification leaves its description open.`,
        // On the starter's image host, which tooling/image-host.mjs stands in for in the tests.
        photos: [{ image: `https://${IMAGE_HOST}/starter-${slugOf(title)}`, alt: title }],
      })),
    },
  };
}

/**
 * Writes the starter content's data files into a project's content folder (`app/content` of a copy),
 * in place of the owner's: a file per data file and per project, and the photos' folder, as the kit
 * ships them. For the tests of the kit's own tools (the editor), which name its projects, and of the
 * builds of the starter as owners change it (tests/support/owner-edits.ts), whatever the owner's
 * own content is.
 */
export function writeStarterContent(dir: string) {
  const { projects, ...files } = starterData();
  rmSync(join(dir, "projects"), { recursive: true, force: true });
  mkdirSync(join(dir, "projects"), { recursive: true });
  mkdirSync(join(dir, "photos"), { recursive: true });
  for (const [name, data] of Object.entries(files))
    writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
  for (const { slug, ...project } of projects.projects)
    writeFileSync(join(dir, "projects", `${slug}.json`), `${JSON.stringify(project, null, 2)}\n`);
}
