import { COPIES } from "#shared/copy/all.ts";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { siteContent } from "../app/content/site";
import { starterData } from "../tests/support/starter";
import { checkSite, contentProblems } from "./content-check";

/**
 * The starter content (the specification's company, tests/support/starter.ts), not the owner's: the
 * cases below change its services and projects by place and name its project files.
 */
const starter = siteContent(starterData(), COPIES.en);
type Content = typeof starter;

/** The starter content with one change, made by `edit` on a deep copy. */
function changed(edit: (c: Content) => void) {
  const copy = structuredClone(starter);
  edit(copy);
  return copy;
}

/** The starter content with every example text's mark removed: as an owner's who wrote their own. */
const unmarked = (c: Content) => {
  for (const s of c.services) delete s.placeholder;
  for (const p of c.projects) delete p.placeholder;
  for (const q of [...c.questions, ...c.services.flatMap((s) => s.questions ?? [])]) delete q.placeholder;
  for (const page of [
    c.company,
    c.home,
    c.about,
    c.servicesPage,
    c.portfolioPage,
    c.questionsPage,
    c.contact,
    c.privacy,
  ])
    delete page.placeholder;
};
/** The build's notes about the kit's example texts. */
const aboutExamples = (notices: string[]) => notices.filter((n) => n.includes("kit's examples"));

describe("the content check of the build", () => {
  it.each<[string, (c: Content) => void, string]>([
    ["an invalid email", (c) => void (c.company.email = "hello@"), "company.email: must be an email address"],
    [
      "a phone number without enough digits",
      (c) => void (c.company.phone = "555-01"),
      "company.phone: cannot be a phone number in US (the company's country)",
    ],
    [
      "a number too long for the company's country",
      (c) => void ((c.company.phone = "030 1234 5678 9012 345"), (c.company.country = "DE")),
      "company.phone: cannot be a phone number in DE (the company's country)",
    ],
    [
      "a country that does not exist",
      (c) => void (c.company.country = "ZZ" as "US"),
      'company.country: is not a country code (ISO 3166), like "US", "DE" or "FR"',
    ],
    [
      "a language the kit does not speak",
      (c) => void (c.company.languages = ["en", "it" as "en"]),
      "company.languages[1]: must be one of the languages the kit speaks: en, es, de, fr",
    ],
    [
      "a language named twice",
      (c) => void (c.company.languages = ["en", "en"]),
      "company.languages: names a language twice",
    ],
    ["an empty required text", (c) => void (c.company.pitch = "  "), "company.pitch: must not be empty"],
    [
      "a service with more than eight features",
      (c) => void c.services[1]!.features.push(..."abcde".split("")),
      "services[1].features: must list at most eight features",
    ],
    [
      "a service without a title",
      (c) => void (c.services[0]!.title = ""),
      "services[0].title: must not be empty",
    ],
    [
      "two services with one slug",
      (c) => void (c.services[2]!.slug = c.services[0]!.slug),
      "services[2].slug: is used by another service",
    ],
    [
      "a slug that is not lower-case words and hyphens",
      (c) => void (c.services[0]!.slug = "Kitchens & Baths"),
      'services[0].slug: must be lower-case words joined by hyphens, like "kitchen-remodeling"',
    ],
    ["no service at all", (c) => void c.services.splice(0), "services: must list at least one service"],
    [
      "thirteen services",
      (c) =>
        void c.services.push(
          ...Array.from({ length: 13 - c.services.length }, (_, i) => ({
            ...c.services[0]!,
            slug: `extra-${i}`,
          })),
        ),
      "services: must list at most 12 services",
    ],
    [
      "an hour like 25:00",
      (c) => void (c.company.hours[0]!.closes = "25:00"),
      'company.hours[0].closes: must be a 24-hour time, like "08:00", "8:00" or "16:30"',
    ],
    [
      "a day in two lines of the hours",
      (c) => void c.company.hours[1]!.days.push("Monday"),
      "company.hours[1].days[1]: Monday is in two lines",
    ],
    [
      "a closing time before the opening time",
      (c) => void (c.company.hours[0]!.closes = "07:00"),
      "company.hours[0].closes: must close after it opens",
    ],
    [
      "an open day without hours",
      (c) => void delete c.company.hours[1]!.opens,
      "company.hours[1].opens: is missing (or mark the days closed)",
    ],
    [
      "a postal code that is no postal code",
      (c) => void (c.company.areasServed = [{ name: "Springfield", postalCodes: ["<script>"] }]),
      'company.areasServed[0].postalCodes[0]: must be a postal code, like "62701"',
    ],
    [
      "a portfolio image on http:",
      (c) => void (c.projects[0]!.photos[0]!.image = "http://images.example.com/house.jpg"),
      "projects/luxury-residential-development.json: photos[0].image: must be an absolute https:// URL or the name of a photo in app/content/photos/",
    ],
    [
      "a portfolio image that is no file in app/content/photos/",
      (c) => void (c.projects[2]!.photos[0]!.image = "no-such-photo.jpg"),
      'projects/victorian-house-renovation.json: photos[0].image: no photo named "no-such-photo.jpg" in app/content/photos/',
    ],
    [
      "a before photo that is no file in app/content/photos/",
      (c) =>
        void (c.projects[1]!.beforeAfter = [
          { before: { image: "old-porch.jpg", alt: "The porch before" }, after: c.projects[1]!.photos[0]! },
        ]),
      'projects/modern-family-home.json: beforeAfter[0].before.image: no photo named "old-porch.jpg" in app/content/photos/',
    ],
    [
      "a project without a photo",
      (c) => void (c.projects[0]!.photos = []),
      "projects/luxury-residential-development.json: photos: must list at least one photo (the first is the cover)",
    ],
    [
      "a photo without alt text, naming the photo",
      (c) => void c.projects[0]!.photos.push({ image: "https://images.example.com/deck.jpg" } as never),
      'projects/luxury-residential-development.json: photos[1].alt: is missing: describe the photo "https://images.example.com/deck.jpg"',
    ],
    [
      "an after photo whose alt text is blank, naming the photo",
      (c) =>
        void (c.projects[2]!.beforeAfter = [
          {
            before: c.projects[2]!.photos[0]!,
            after: { image: "https://images.example.com/b.jpg", alt: " " },
          },
        ]),
      'projects/victorian-house-renovation.json: beforeAfter[0].after.alt: is missing: describe the photo "https://images.example.com/b.jpg"',
    ],
    [
      "an opening time that is not a 24-hour time",
      (c) => void (c.company.hours[0]!.opens = "8h00"),
      'company.hours[0].opens: must be a 24-hour time, like "08:00", "8:00" or "16:30"',
    ],
    [
      "a project naming a service there is not",
      (c) => void (c.projects[1]!.service = "industrial"),
      "projects/modern-family-home.json: service: must be the slug of one of the services",
    ],
    [
      "two projects with one slug",
      (c) => void (c.projects[1]!.slug = c.projects[0]!.slug),
      "projects/luxury-residential-development.json: slug: is used by another project",
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
      const withPhoto = changed((c) => void (c.projects[0]!.photos[0]!.image = "kitchen.jpg"));
      expect(contentProblems(withPhoto, photos)).toEqual([]);
    });
  });

  it('accepts a time written "7:00" as well as "07:00", and reads it as "07:00"', () => {
    const data = starterData();
    data.company.hours[0] = { ...data.company.hours[0]!, opens: "7:00", closes: "16:00" };
    const site = siteContent(data, COPIES.en);
    expect(contentProblems(site)).toEqual([]);
    expect(site.company.hours[0]).toMatchObject({ opens: "07:00", closes: "16:00" });
    // Compared as times, not as text ("9:00" is before "10:00").
    data.company.hours[0] = { ...data.company.hours[0]!, opens: "9:00", closes: "10:00" };
    expect(contentProblems(siteContent(data, COPIES.en))).toEqual([]);
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
    const { problems } = checkSite(starter, { SITE_URL: siteUrl });
    expect(problems).toEqual([expect.stringContaining(problem)]);
  });

  it.each(["/tmp/site-build", "../site-build", "build/../../site-build"])(
    "refuses BUILD_DIR=%s, outside the site's folder, where the build's server part finds no packages",
    (buildDir) => {
      expect(checkSite(starter, { BUILD_DIR: buildDir }).problems).toEqual([
        expect.stringMatching(/^BUILD_DIR: must be a folder inside the site's folder .*node_modules/),
      ]);
    },
  );

  it.each(["build", "build-staging", "out/site", `${process.cwd()}/build-abs`])(
    "accepts BUILD_DIR=%s",
    (buildDir) => {
      expect(checkSite(starter, { BUILD_DIR: buildDir }).problems).toEqual([]);
    },
  );

  it("accepts https origins and http://localhost", () => {
    for (const siteUrl of ["https://builders.test", "http://localhost:3000"]) {
      expect(checkSite(starter, { SITE_URL: siteUrl }).problems).toEqual([]);
    }
  });

  it("tells the owner when the contact form sends requests nowhere, and only then", () => {
    const mine = changed(unmarked);
    const aboutTheForm = (notices: string[]) => notices.filter((n) => n.includes("CONTACT_ENDPOINT"));
    expect(aboutTheForm(checkSite(mine, {}).notices)).toEqual([
      expect.stringContaining("the contact form sends requests nowhere; set CONTACT_ENDPOINT"),
    ]);
    expect(
      aboutTheForm(checkSite(mine, { CONTACT_ENDPOINT: "https://forms.example.com/q" }).notices),
    ).toEqual([]);
  });

  it("lists the kit's example texts still marked placeholder, until the owner has replaced them", () => {
    const one = changed((c) => {
      unmarked(c);
      c.services[0]!.placeholder = true;
      c.projects[1]!.placeholder = true;
      c.questions.splice(0, c.questions.length, {
        question: "Do you build decks?",
        answer: "Yes.",
        placeholder: true,
      });
    });
    const settings = { CONTACT_ENDPOINT: "/api/contact" };
    expect(aboutExamples(checkSite(one, settings).notices)).toEqual([
      `Note: 3 texts are still the kit's examples (marked "placeholder": true): the page of "${one.services[0]!.title}"; the story of "${one.projects[1]!.title}"; the answer to "Do you build decks?". Write your own and remove the mark (npm run edit, or the data files).`,
    ]);
    expect(aboutExamples(checkSite(changed(unmarked), settings).notices)).toEqual([]);
  });

  it("lists each page's words while they are the kit's (the story, the reasons to choose, the titles…)", () => {
    const pages = changed((c) => {
      unmarked(c);
      c.home.placeholder = true;
      c.about.placeholder = true;
    });
    expect(aboutExamples(checkSite(pages, { CONTACT_ENDPOINT: "/api/contact" }).notices)).toEqual([
      `Note: 2 texts are still the kit's examples (marked "placeholder": true): the home page's texts (pages.home); the About page's story and texts (pages.about). Write your own and remove the mark (npm run edit, or the data files).`,
    ]);
  });

  it("lists the privacy notice's example of how long the owner keeps requests, until they write their own", () => {
    const kit = changed((c) => {
      unmarked(c);
      c.privacy.placeholder = true;
    });
    expect(aboutExamples(checkSite(kit, { CONTACT_ENDPOINT: "/api/contact" }).notices)).toEqual([
      `Note: 1 texts are still the kit's examples (marked "placeholder": true): the privacy notice's "How long we keep it" (pages.privacy.kept). Write your own and remove the mark (npm run edit, or the data files).`,
    ]);
  });

  it("says what shows in place of no projects, no questions and no testimonials, each build", () => {
    const empty = changed((c) => {
      c.projects.splice(0);
      c.questions.splice(0);
      for (const s of c.services) delete s.questions;
      c.testimonials.splice(0);
    });
    const { problems, notices } = checkSite(empty, { CONTACT_ENDPOINT: "/api/contact" });
    expect(problems).toEqual([]);
    expect(notices).toEqual(
      expect.arrayContaining([
        `Note: no projects yet: the portfolio says "${starter.portfolioPage.empty}" (pages.portfolioPage.empty) in their place. Add a project with npm run edit, or a file in app/content/projects/.`,
        `Note: no questions yet: the questions page says "${starter.questionsPage.empty}" (pages.questionsPage.empty) in their place. Add some with npm run edit, or in app/content/questions.json.`,
        expect.stringContaining("Note: no testimonials: the home page shows no clients' words"),
      ]),
    );
    const full = changed((c) => {
      c.questions.splice(0, c.questions.length, { question: "Do you build decks?", answer: "Yes." });
      c.testimonials.splice(0, c.testimonials.length, { quote: "Fine work.", name: "A. B." });
    });
    expect(
      checkSite(full, {}).notices.filter((n) => /^Note: no (projects|questions|testimonials)/.test(n)),
    ).toEqual([]);
  });

  it("accepts a legal notice with the company's address, its register optional", () => {
    const notice = changed((c) => {
      c.company.legalNotice = { legalForm: "GmbH", representative: "Managing director: Anna Berger" };
    });
    expect(contentProblems(notice)).toEqual([]);
    const full = changed((c) => {
      c.company.legalNotice = {
        legalForm: "GmbH",
        representative: "Managing director: Anna Berger",
        register: "Commercial register, Amtsgericht München",
        registerNumber: "HRB 123456",
        vatId: "DE123456789",
        supervisoryBody: "Handwerkskammer für München und Oberbayern",
      };
    });
    expect(contentProblems(full)).toEqual([]);
  });

  it.each<[string, (c: Content) => void, string]>([
    [
      "a legal notice with a register but no number",
      (c) =>
        void (c.company.legalNotice = {
          legalForm: "GmbH",
          representative: "A. B.",
          register: "Amtsgericht München",
        }),
      "company.legalNotice.registerNumber: give both the register and the number in it, or neither",
    ],
    [
      "a legal notice without the company's address",
      (c) => {
        c.company.legalNotice = { legalForm: "GmbH", representative: "A. B." };
        delete c.company.address;
      },
      "company.address: is needed by the legal notice (company.legalNotice): add the company's address",
    ],
    [
      "a legal notice without its representative",
      (c) => void (c.company.legalNotice = { legalForm: "GmbH", representative: " " }),
      "company.legalNotice.representative: must not be empty",
    ],
  ])("refuses %s, naming the field", (_, edit, problem) => {
    expect(contentProblems(changed(edit))).toContainEqual(problem);
  });
});
