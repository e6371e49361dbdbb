/**
 * Every fact the site states about the company comes from here. Components, page metadata,
 * structured data and the sitemap all read this module, so changing a value changes it everywhere.
 *
 * What the owner may change is in the JSON data files beside it (company.json, pages.json,
 * services.json, questions.json, testimonials.json, and one file per project in projects/), edited with `npm run edit` or
 * by hand: the company, its hours and areas, every sentence the site says about it (pages.json),
 * its services and projects. This module adds only the interface's wording (headings, link labels,
 * the form's notices: shared/copy/, in the page's language) and what follows from the data
 * (./company-facts.ts). The build checks the data files, and the owner's parts of the whole,
 * against ./schema/: a mistake stops `npm run build` with the field's path and what is wrong.
 *
 * `siteContent(data, words)` makes all of it from any data files in a language's words: `siteIn`
 * from the owner's, in each of their languages (a page reads its own with useSite(),
 * ./site-context.tsx); the specification's checks make the specification's company from theirs
 * (tests/support/starter.ts).
 *
 * Values marked "placeholder" in the data are fictional (an example.com address, a 555-01xx number):
 * replace them with the company's own before going live.
 */

import { COPIES } from "#shared/copy/all.ts";
import type { SiteCopy } from "#shared/copy/types.ts";
import {
  ABOUT_PATH,
  CONTACT_PATH,
  HOME_PATH,
  PORTFOLIO_PATH,
  SERVICES_PATH,
  languageOfPath,
  pathIn,
} from "#shared/paths.ts";
import { companyOf } from "./company-facts.ts";
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
import { MissingLanguageFile, SITE_LANGUAGES, siteDataIn, type SiteData } from "./languages.ts";
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

/** The pages in the header's menu and the footer, in the menu's order, named in a language. */
export const navigationOf = (words: Pick<SiteCopy, "navigation">) => [
  { label: words.navigation.home, to: HOME_PATH },
  { label: words.navigation.about, to: ABOUT_PATH },
  { label: words.navigation.services, to: SERVICES_PATH },
  { label: words.navigation.portfolio, to: PORTFOLIO_PATH },
  { label: words.navigation.contact, to: CONTACT_PATH },
];

/**
 * Words of the header, the phone call bar and the footer, on every page: the quote button's in the
 * owner's words when they gave them (they may promise something).
 */
export const chromeOf = (pages: Pages, words: Pick<SiteCopy, "chrome">) => ({
  ...words.chrome,
  quoteLabel: pages.contact.buttonLabel ?? words.chrome.quoteLabel,
});

/**
 * A kind of work's portfolio page's title and heading, "Remodeling projects": not its service
 * page's (two pages of one title compete in search results).
 */
export const kindTitle = (kind: { title: string }, words: Pick<SiteCopy, "projectPage">) =>
  `${kind.title} ${words.projectPage.kindProjects}`;

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
 * The whole content made from any data files, in a language's words: what the pages show, and the
 * build checks against the schema.
 */
export function siteContent(data: SiteData, words: SiteCopy) {
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

/** The whole content, as any data files make it. */
export type Content = ReturnType<typeof siteContent>;

/**
 * The site made from data files in a language's words: its content, the words, and its addresses.
 * `localPath` puts a page's identity (shared/paths.ts: "/about") at its address in this language
 * ("/es/sobre-nosotros"): the routes, every link (PageLink), canonical URLs and structured data take
 * it from here. `otherLanguages` is the same page in each other language, for the language links.
 */
export function siteOf(data: SiteData, words: SiteCopy) {
  const content = siteContent(data, words);
  const { company, services, projects } = content;
  const { language } = company;
  const languages = company.languages as Language[];
  return {
    ...content,
    language,
    words,
    portfolioKinds: portfolioKindsOf(projects, services),
    localPath: (path: string) => pathIn(language, languages, path),
    otherLanguages: (path: string) =>
      languages
        .filter((other) => other !== language)
        .map((other) => ({
          language: other,
          name: LANGUAGE_NAMES[other],
          href: pathIn(other, languages, path),
        })),
  };
}
export type Site = ReturnType<typeof siteOf>;

const sites = new Map<string, Site>();
/**
 * The site in `language`, one of the owner's (SITE_LANGUAGES), made once. A page's comes from its
 * address (`siteAt`; components read it with useSite(), app/content/site-context.tsx).
 */
export function siteIn(language: string): Site {
  let site = sites.get(language);
  if (!site) sites.set(language, (site = siteOf(siteDataIn(language), COPIES[language as Language])));
  return site;
}

/**
 * The owner's languages whose data files are all there: the pages made and served. The editor
 * (npm run edit) writes a new language's files one form at a time; until the last is saved, the
 * dev server and the editor's previews go on without that language, and `npm run build` refuses
 * it, naming each file it lacks (tooling/content-files.ts).
 */
export const READY_LANGUAGES: readonly string[] = SITE_LANGUAGES.filter((language) => {
  try {
    return Boolean(siteIn(language));
  } catch (error) {
    if (error instanceof MissingLanguageFile) return false;
    throw error;
  }
});

/** The site in the language of an address: "/es/contacto" is in Spanish, "/contact" in the first. */
export const siteAt = (address: string) => siteIn(languageOfPath(address, READY_LANGUAGES).language);

/**
 * The site in the first of the owner's languages, at "/": what the build's tools, the content
 * check and the tests read. A page reads its own language's (useSite()); ESLint keeps these out of
 * components and routes.
 */
export const firstSite = /* @__PURE__ */ siteIn(SITE_LANGUAGES[0]!);
/** Every language's projects: the photos' hosts are the site's, whatever the page's language. */
export const everyProject = /* @__PURE__ */ READY_LANGUAGES.flatMap((language) => siteIn(language).projects);

export const {
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
  portfolioKinds,
  localPath,
  otherLanguages,
} = firstSite;
