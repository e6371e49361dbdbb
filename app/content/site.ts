/**
 * Every fact the site states about the company comes from here. Components, page metadata,
 * structured data and the sitemap all read this module, so changing a value changes it everywhere.
 *
 * What the owner may change is in the JSON data files beside it (company.json, pages.json,
 * services.json, questions.json, testimonials.json, and one file per project in projects/), edited with `npm run edit` or
 * by hand: the company, its hours and areas, every sentence the site says about it (pages.json),
 * its services and projects. This module adds only the interface's wording (headings, link labels,
 * the form's notices: shared/copy/, in the site's language) and what follows from the data
 * (./company-facts.ts). The build checks the data files, and the owner's parts of the whole,
 * against ./schema/: a mistake stops `npm run build` with the field's path and what is wrong.
 *
 * `siteContent(data)` makes all of it from any data files: the site's own are below; the
 * specification's checks make the specification's company from theirs (tests/support/starter.ts).
 *
 * Values marked "placeholder" in the data are fictional (an example.com address, a 555-01xx number):
 * replace them with the company's own before going live.
 */

import * as copy from "#shared/copy/index.ts";
import type { SiteCopy } from "#shared/copy/types.ts";
import { ABOUT_PATH, CONTACT_PATH, HOME_PATH, PORTFOLIO_PATH, SERVICES_PATH, pathIn } from "#shared/paths.ts";
import { companyOf, pageLanguage } from "./company-facts.ts";
import { LANGUAGE_NAMES, type Language } from "#shared/copy/languages.ts";
import { contactFormOf, contactOf, legalNoticePageOf, privacyOf } from "./contact-content.ts";
import {
  aboutOf,
  homeOf,
  portfolioPageOf,
  projectPageOf,
  questionsPageOf,
  servicePageOf,
  servicesPageOf,
} from "./page-content.ts";
import { SITE_LANGUAGES, siteDataIn, type SiteData } from "./languages.ts";
import type { DataFile, Pages, Service as ServiceData } from "./schema";

export type { Company } from "./company-facts.ts";
export {
  aboutOf,
  companyOf,
  contactFormOf,
  contactOf,
  homeOf,
  legalNoticePageOf,
  portfolioPageOf,
  privacyOf,
  projectPageOf,
  questionsPageOf,
  servicePageOf,
  servicesPageOf,
};
export type {
  CallToAction,
  Fact,
  IconName,
  PageHeaderCopy,
  OpeningHours,
  Place,
  Project,
  Question,
  Step,
  Testimonial,
} from "./schema";

export type { SiteData } from "./languages.ts";

/** The owner's data files in the language of the pages being built. */
const siteData = /* @__PURE__ */ siteDataIn(pageLanguage(SITE_LANGUAGES, copy));

/** The pages in the header's menu and the footer, in the menu's order, named in a language. */
export const navigationOf = (words: Pick<SiteCopy, "navigation">) => [
  { label: words.navigation.home, to: HOME_PATH },
  { label: words.navigation.about, to: ABOUT_PATH },
  { label: words.navigation.services, to: SERVICES_PATH },
  { label: words.navigation.portfolio, to: PORTFOLIO_PATH },
  { label: words.navigation.contact, to: CONTACT_PATH },
];
/** The menu's pages, named in the site's language. */
export const navigation = /* @__PURE__ */ navigationOf({ navigation: copy.navigation });

/**
 * Words of the header, the phone call bar and the footer, on every page: the quote button's in the
 * owner's words when they gave them (they may promise something).
 */
export const chromeOf = (pages: Pages, words: Pick<SiteCopy, "chrome"> = { chrome: copy.chrome }) => ({
  ...words.chrome,
  quoteLabel: pages.contact.buttonLabel ?? words.chrome.quoteLabel,
});
/** The page of an address the site does not have. */
export const notFound = copy.notFound;

/**
 * A kind of work's portfolio page's title and heading, "Remodeling projects": not its service
 * page's (two pages of one title compete in search results).
 */
export const kindTitle = (
  kind: { title: string },
  words: Pick<SiteCopy, "projectPage"> = { projectPage: copy.projectPage },
) => `${kind.title} ${words.projectPage.kindProjects}`;

/** The services in the owner's order, each with an icon and its list of features (maybe empty). */
export function servicesOf(data: DataFile<"services">) {
  return data.services.map((service) => ({
    ...service,
    icon: service.icon ?? "contracting",
    features: service.features ?? [],
  })) satisfies ServiceData[];
}
/** A service as the pages use it: its icon and its features always there. */
export type SiteService = ReturnType<typeof servicesOf>[number];
export type { SiteService as Service };

/** The projects in the owner's order, numbered, each with its service's category. */
export function projectsOf(data: SiteData["projects"], services: readonly ServiceData[]) {
  return data.projects.map((project, i) => ({
    ...project,
    id: i + 1,
    category: services.find((s) => s.slug === project.service)?.category ?? project.service,
  }));
}

/**
 * The kinds of work the portfolio can be narrowed to: the services that have projects, in the
 * services' order; none when all projects are of one kind (nothing to narrow).
 */
export function portfolioKindsOf(projects: readonly { service: string }[], services: readonly SiteService[]) {
  const kinds = services.filter((s) => projects.some((p) => p.service === s.slug));
  return kinds.length > 1 ? kinds : [];
}

/**
 * The whole content made from any data files, in a language's words (the site's, unless given):
 * what the build checks against the schema.
 */
export function siteContent(data: SiteData, words: SiteCopy = copy) {
  const company = companyOf(data.company, words);
  const services = servicesOf(data.services);
  return {
    company,
    navigation: navigationOf(words),
    chrome: chromeOf(data.pages, words),
    home: homeOf(company, data.pages, words),
    about: aboutOf(company, data.pages, words),
    servicesPage: servicesPageOf(company, data.pages, services, words),
    servicePage: servicePageOf(data.pages, words),
    questionsPage: questionsPageOf(data.pages, words),
    portfolioPage: portfolioPageOf(company, data.pages, words),
    projectPage: projectPageOf(data.pages, words),
    services,
    projects: projectsOf(data.projects, services),
    questions: data.questions.questions,
    /**
     * Clients' own words, published with their consent: { quote, name, project? }. The section on
     * the home page appears only when this list has entries. Never invent one: fake reviews mislead
     * visitors and are unlawful in many places.
     */
    testimonials: data.testimonials.testimonials,
    contact: contactOf(data.company, data.pages, words),
    privacy: privacyOf(company, data.pages, words),
    legalNoticePage: legalNoticePageOf(company, words),
    contactForm: contactFormOf(company, data.pages, services, words),
    notFound: words.notFound,
  };
}

// The site's own content, part by part.
export const company = /* @__PURE__ */ companyOf(siteData.company, copy);
export const chrome = /* @__PURE__ */ chromeOf(siteData.pages);
export const home = /* @__PURE__ */ homeOf(company, siteData.pages, copy);
export const about = /* @__PURE__ */ aboutOf(company, siteData.pages, copy);
export const services = /* @__PURE__ */ servicesOf(siteData.services);
export const servicesPage = /* @__PURE__ */ servicesPageOf(company, siteData.pages, services, copy);
export const servicePage = /* @__PURE__ */ servicePageOf(siteData.pages, copy);
export const questionsPage = /* @__PURE__ */ questionsPageOf(siteData.pages, copy);
export const portfolioPage = /* @__PURE__ */ portfolioPageOf(company, siteData.pages, copy);
export const projectPage = /* @__PURE__ */ projectPageOf(siteData.pages, copy);
export const projects = /* @__PURE__ */ projectsOf(siteData.projects, services);
export const portfolioKinds = /* @__PURE__ */ portfolioKindsOf(projects, services);
export const questions = siteData.questions.questions;

/**
 * A page's address in the pages' language, from its identity (shared/paths.ts): "/about" in the
 * first of the owner's languages, "/es/sobre-nosotros" in the Spanish pages. The routes, every link
 * (PageLink), canonical URLs and structured data take it from here.
 */
export const localPath = (path: string) =>
  // From the languages alone, not `company`, which needs the phone number's library.
  pathIn(
    pageLanguage(siteData.company.languages, { language: copy.language }),
    siteData.company.languages,
    path,
  );

/**
 * The same page in each of the owner's other languages, for the language links: its address there
 * and the language's name in itself ("Español"). `path` is the page's identity (shared/paths.ts).
 */
export const otherLanguages = (path: string) =>
  (company.languages as Language[])
    .filter((language) => language !== company.language)
    .map((language) => ({
      language,
      name: LANGUAGE_NAMES[language],
      href: pathIn(language, company.languages, path),
    }));
export const testimonials = siteData.testimonials.testimonials;
// From the owner's data, not `company`: the Worker (cloudflare/worker.mjs) reads `contactForm`, and
// `company` would bring the phone number's library (./phone.ts) into it.
export const contact = /* @__PURE__ */ contactOf(siteData.company, siteData.pages, {
  contactPage: copy.contactPage,
});
export const privacy = /* @__PURE__ */ privacyOf(company, siteData.pages, copy);
export const legalNoticePage = /* @__PURE__ */ legalNoticePageOf(company, copy);
export const contactForm = /* @__PURE__ */ contactFormOf(siteData.company, siteData.pages, services, {
  contactCopy: copy.contactCopy,
  contactFormDefaults: copy.contactFormDefaults,
  language: copy.language,
});

/** Everything above: the content the pages read, and the build checks (its owner's parts). */
export const content = {
  company,
  navigation,
  chrome,
  home,
  about,
  servicesPage,
  servicePage,
  questionsPage,
  portfolioPage,
  projectPage,
  services,
  projects,
  questions,
  testimonials,
  contact,
  privacy,
  legalNoticePage,
  contactForm,
  notFound,
};

/** The whole content, as any data files make it. */
export type Content = ReturnType<typeof siteContent>;
