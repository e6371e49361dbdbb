/**
 * Every fact the site states about the company comes from here. Components, page metadata,
 * structured data and the sitemap all read this module, so changing a value changes it everywhere.
 *
 * What the owner may change is in the JSON data files beside it (company.json, pages.json,
 * services.json, questions.json, testimonials.json, and one file per project in projects/), edited with `npm run edit` or
 * by hand: the company, its hours and areas, every sentence the site says about it (pages.json),
 * its services and projects. This module adds only the interface's wording (headings, link labels,
 * the form's notices) and what follows from the data: a line about years in business only from a
 * founding year, "Licensed & insured" only from a licence number or insurance the owner gave. The
 * build checks the data files and the whole against ./schema.ts: a mistake stops `npm run build`
 * with the field's path and what is wrong.
 *
 * `siteContent(data)` makes all of it from any data files: the site's own are below; the
 * specification's checks make the specification's company from theirs (tests/support/starter.ts).
 *
 * Values marked "placeholder" in the data are fictional (an example.com address, a 555-01xx number):
 * replace them with the company's own before going live.
 */

import { projectsFromFiles, readProjectFolder } from "./project-files";
import type { Content, DataFile, DataFileName, NavItem, ProjectFile, Service as ServiceData } from "./schema";
import companyData from "./company.json" with { type: "json" };
import pagesData from "./pages.json" with { type: "json" };
import questionsData from "./questions.json" with { type: "json" };
import servicesData from "./services.json" with { type: "json" };
import testimonialsData from "./testimonials.json" with { type: "json" };

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

/** Every data file, as the schema types it; the projects from their folder (projectsFromFiles). */
export type SiteData = { [N in DataFileName]: DataFile<N> } & {
  projects: { projects: (ProjectFile & { slug: string })[] };
};

/**
 * The project files (projects/<slug>.json) by path: listed by Vite (the build, the dev server, the
 * editor, Vitest and the build's content check all load this module through Vite); elsewhere (the
 * browser tests' Node) read from the same folder by the same Node reader the content check uses.
 */
function projectFiles() {
  return (
    import.meta.env
      ? import.meta.glob("./projects/*.json", { eager: true, import: "default" })
      : Object.fromEntries(
          Object.entries(readProjectFolder(new URL(/* @vite-ignore */ "./projects/", import.meta.url))).map(
            ([path, text]) => [path, JSON.parse(text)],
          ),
        )
  ) as Record<string, ProjectFile>;
}

/**
 * The data files as the schema types them. tsc cannot narrow JSON's strings to the schema's
 * literals (a day's name, an icon), so they are taken as given: the build's first step
 * (scripts/check-site.mjs) has checked each file against its schema before tsc runs.
 */
const siteData = {
  company: companyData,
  pages: pagesData,
  services: servicesData,
  projects: /* @__PURE__ */ projectsFromFiles(/* @__PURE__ */ projectFiles()),
  questions: questionsData,
  testimonials: testimonialsData,
} as SiteData;

/*
 * Each part of the content is made by a function of the data it needs: called once each at the end
 * for the site's own data (marked pure, so a script that uses one part bundles only that one), and
 * all together by `siteContent` for any other data.
 */

/** The company as the owner wrote it, with what follows from it. */
export function companyOf(data: DataFile<"company">) {
  return {
    ...data,
    /** One sentence about the company, for search engines. */
    description: `${data.name} is ${data.summary}.`,
    /** Whole years since the founding year, as of the build (pages are rendered at build time); none without one. */
    yearsInBusiness: data.foundedYear === undefined ? undefined : new Date().getFullYear() - data.foundedYear,
    /** The towns served, for a sentence: "Springfield, Chatham and Rochester". */
    areasText: listText((data.areasServed ?? []).map((place) => place.name)),
  };
}
export type Company = ReturnType<typeof companyOf>;

/** "A", "A and B", "A, B and C". */
function listText(items: readonly string[]) {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * "Licensed & insured", "Licensed" or "Insured", only as the owner's content says: with the licence
 * number, or else the insurance; nothing when it names neither.
 */
const licensedFacts = ({ licenseNumber, insurance }: Company) =>
  licenseNumber || insurance
    ? [
        {
          value: licenseNumber && insurance ? "Licensed & insured" : licenseNumber ? "Licensed" : "Insured",
          label: licenseNumber ? `Licence no. ${licenseNumber}` : insurance!,
        },
      ]
    : [];

/** "17 years, in business since 2008": only from a founding year the owner gave. */
const yearsFacts = ({ yearsInBusiness, foundedYear }: Company) =>
  yearsInBusiness === undefined
    ? []
    : [{ value: yearText(yearsInBusiness), label: `in business since ${foundedYear}` }];

const yearText = (years: number) => (years === 1 ? "1 year" : `${years} years`);

export const navigation = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about" },
  { label: "Services", to: "/services" },
  { label: "Portfolio", to: "/portfolio" },
  { label: "Contact", to: "/contact" },
] satisfies NavItem[];

export const chrome = {
  callLabel: "Call",
  quoteLabel: "Free quote",
  footer: {
    contactTitle: "Contact",
    hoursTitle: "Opening hours",
    pagesTitle: "Pages",
    servicesTitle: "Services",
    areasTitle: "Areas we serve",
    questionsLink: "Questions and answers",
    licenceLabel: "Licence no.",
    closed: "Closed",
    privacyLink: "Privacy notice",
    legalNoticeLink: "Legal notice",
  },
} satisfies Content["chrome"];

export function homeOf(company: Company, pages: DataFile<"pages">) {
  return {
    meta: { title: pages.home.title, description: pages.home.description },
    eyebrow: pages.home.eyebrow,
    actions: { quote: "Get Free Quote", services: "Our Services" },
    /** Before the phone number, on phones (the call panel shows on wide screens). */
    callLine: "Or call us:",
    callPanelTitle: "Talk to us",
    cta: { ...pages.home.cta, linkLabel: "Contact Us Today" },
    trust: {
      title: `${company.name} at a glance`,
      facts: [
        ...yearsFacts(company),
        ...licensedFacts(company),
        ...(pages.home.trust ?? []),
        ...(company.areasText ? [{ value: "Local", label: `Serving ${company.areasText}` }] : []),
      ].slice(0, 4),
    },
    whyChooseTitle: `Why Choose ${company.name}?`,
    whyChoose: pages.home.whyChoose ?? [],
    /** The home page's list of the services, each linking to its page. */
    servicesTitle: pages.home.servicesTitle,
    process: {
      title: "How we work",
      intro: pages.home.process.intro,
      steps: pages.home.process.steps,
    },
    testimonialsTitle: "What our clients say",
    ...(pages.home.placeholder && { placeholder: true }),
  } satisfies Content["home"];
}

export function aboutOf(company: Company, pages: DataFile<"pages">) {
  return {
    meta: { title: "About Us", description: pages.about.description },
    header: {
      title: `About ${company.name}`,
      intro: pages.about.intro,
      ...(company.foundedYear !== undefined && {
        fact: { value: String(company.foundedYear), label: "the year we started" },
      }),
    },
    storyTitle: "Our Story",
    story: pages.about.story,
    facts: {
      title: "Facts at a glance",
      items: [
        ...(company.foundedYear !== undefined
          ? [{ value: String(company.foundedYear), label: "Founded" }]
          : []),
        ...licensedFacts(company),
        ...(company.areasText ? [{ value: company.areasText, label: "Areas served" }] : []),
        ...(pages.about.facts ?? []),
      ],
    },
    whyChooseTitle: `Why Choose ${company.name}?`,
    whyChoose: pages.about.whyChoose ?? [],
    ...(pages.about.placeholder && { placeholder: true }),
  } satisfies Content["about"];
}

export function servicesPageOf(company: Company, pages: DataFile<"pages">, services: readonly ServiceData[]) {
  return {
    meta: {
      title: "Our Services",
      description: `${listText(services.map((s) => s.title))} from ${company.name}.`,
    },
    header: {
      title: "Our Services",
      intro: pages.servicesPage.intro,
      ...(pages.servicesPage.fact && { fact: pages.servicesPage.fact }),
    },
    /** Each service card's link to the service's page. */
    cardLinkLabel: "See what's included",
    cta: { ...pages.servicesPage.cta, linkLabel: "Get a Free Quote" },
    ...(pages.servicesPage.placeholder && { placeholder: true }),
  } satisfies Content["servicesPage"];
}

/** The words of every service's page (the page itself is made from the service). */
export const servicePageOf = (pages: DataFile<"pages">) =>
  ({
    breadcrumb: "Services",
    includedTitle: "What is included",
    durationLabel: "Typical duration",
    priceLabel: "Price guide",
    processTitle: "How it works",
    projectsTitle: "Recent projects",
    questionsTitle: "Questions and answers",
    quoteLabel: "Request a quote for this work",
    quoteText: pages.contact.quoteText,
  }) satisfies Content["servicePage"];

export function questionsPageOf(pages: DataFile<"pages">) {
  return {
    meta: { title: "Questions and Answers", description: pages.questionsPage.description },
    header: { title: "Questions and answers", intro: pages.questionsPage.intro },
    generalTitle: "Before you start",
    empty: pages.questionsPage.empty,
    ...(pages.questionsPage.placeholder && { placeholder: true }),
  } satisfies Content["questionsPage"];
}

export function portfolioPageOf(company: Company, pages: DataFile<"pages">) {
  return {
    meta: { title: "Our Portfolio", description: pages.portfolioPage.description },
    header: {
      title: "Our Portfolio",
      intro: pages.portfolioPage.intro,
      ...(company.yearsInBusiness !== undefined && { fact: yearsFacts(company)[0] }),
    },
    detailLabels: {
      location: "Location",
      year: "Completed",
      scope: "Scope",
      duration: "Duration",
      budget: "Budget",
    },
    empty: pages.portfolioPage.empty,
    cta: { ...pages.portfolioPage.cta, linkLabel: "Get Your Free Quote" },
    ...(pages.portfolioPage.placeholder && { placeholder: true }),
  } satisfies Content["portfolioPage"];
}

/** The words of every project's page (the page itself is made from the project). */
export const projectPageOf = (pages: DataFile<"pages">) =>
  ({
    storyTitles: { brief: "The brief", work: "What we did", result: "The result" },
    photosTitle: "Photos",
    fullSize: "full size",
    beforeAfterTitle: "Before and after",
    before: "Before",
    after: "After",
    compareLabel: "Compare before and after",
    clientTitle: "What the client said",
    previous: "Previous project",
    next: "Next project",
    quoteLabel: "Request a quote for a project like this",
    quoteText: pages.contact.quoteText,
    kindsLabel: "Kind of work",
    allKinds: "All projects",
    moreProjects: "More projects",
    kindProjects: "projects",
  }) satisfies Content["projectPage"];

/**
 * A kind of work's portfolio page's title and heading, "Remodeling projects": not its service
 * page's (two pages of one title compete in search results).
 */
export const kindTitle = (kind: { title: string }) => `${kind.title} ${projectPage.kindProjects}`;

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

export function contactOf(company: Company, pages: DataFile<"pages">) {
  return {
    meta: {
      title: "Contact Us",
      description: `Ask ${company.name} for a free quote or consultation. Call ${company.phone.display}, email ${company.email} or send us a message.`,
    },
    header: {
      title: "Contact Us",
      intro: pages.contact.intro,
      ...(pages.contact.fact && { fact: pages.contact.fact }),
    },
    formTitle: "Send us a Message",
    panelTitle: "Get in Touch",
    messagePlaceholder: "Tell us about your project...",
    details: { email: "Email", phone: "Phone", hours: "Business Hours", office: "Office" },
    submitLabel: "Send Message",
    sending: "Sending…",
    success: {
      title: "Message Sent!",
      text: "Thank you for contacting us. We'll get back to you soon.",
    },
    /** Under the form's button: "We use these details only to answer your request; see our privacy notice." */
    privacyNote: {
      text: "We use these details only to answer your request; see our",
      linkLabel: "privacy notice",
      /** The default build's form sends nothing: said as the privacy notice says it. */
      noEndpoint: "This form sends what you type nowhere: to reach us, call or email us. See our",
    },
    /** The page a request sent without JavaScript lands on (only when npm start receives the form). */
    sentPage: {
      meta: { title: "Message Sent", description: "Your message has reached us." },
      linkLabel: "Back to the contact page",
    },
    notices: {
      /** Each of these ends with "call us at … or email …". */
      noScript: "Our form needs JavaScript, which is turned off in your browser. Please",
      failed: {
        title: "Your message could not be sent.",
        text: "Nothing you typed is lost: please try again, or",
      },
      dismiss: "Dismiss",
    },
    ...(pages.contact.placeholder && { placeholder: true }),
  } satisfies Content["contact"];
}

/**
 * The privacy notice's words. The page says who, what, where and how long from the company, the
 * form's fields and the build's settings (routes/privacy.tsx); the owner writes `kept`.
 */
export function privacyOf(company: Company, pages: DataFile<"pages">) {
  return {
    meta: {
      title: "Privacy Notice",
      description: `What ${company.name} does with the details you send through this website, how long it keeps them, and what you can ask of it. No cookies, no trackers.`,
    },
    header: {
      title: "Privacy notice",
      intro: "What happens to the details you send us, how long we keep them, and what you can ask of us.",
    },
    responsibleTitle: "Who is responsible",
    collectedTitle: "What the form collects, and why",
    /** By the form's field name; a field the form does not have is not listed. */
    purposes: {
      name: "to know who we are answering",
      email: "to answer you",
      phone: "to call you back, if you would rather talk (optional)",
      message: "to understand your project and prepare a quote",
      service: "to pass your request to the right person (optional)",
      postcode: "to check that your project is in an area we serve (optional)",
      start: "to plan a site visit when it suits you (optional)",
      budget: "to suggest what fits your budget (optional)",
      photos: "to see the job before a site visit (optional)",
      source:
        "the campaign tags of the link you followed (utm_… and gclid), the other website's address if you came straight from one, and the page of this site you were on before the form: to know which of our adverts and listings work. Nothing is stored on your device to find this out",
    },
    sourceLabel: "Where you came from",
    basis:
      "We use these details only to answer your request and prepare the quote you asked for: never for advertising, and we sell them to no one. (The legal basis: steps you asked for before a contract.)",
    noEndpoint:
      "Nothing: this website's form sends what you type nowhere. It stays in your browser and is cleared when you press the button. To reach us, call or email us.",
    destinationTitle: "Where it goes",
    inbox: "Your request is stored on the server of this website, in a database only we can read.",
    mailProvider: "It may also be emailed to us through our email provider, so that we see it at once.",
    formService:
      "Your request is sent to the form service that delivers it to us by email, and which handles it under its own privacy terms:",
    retentionTitle: "How long we keep it",
    inboxRetention: {
      before: "We delete it from this website's server",
      after: "after it arrives, or sooner if you ask.",
    },
    kept: pages.privacy.kept,
    ...(pages.privacy.placeholder && { placeholder: true }),
    backups: {
      before: "Copies of it in our backups are kept for at most",
      after:
        "more, then replaced by newer ones. Should we ever have to restore a backup, we delete again what you asked us to delete.",
    },
    backupDays: pages.privacy.backupDays,
    rightsTitle: "Your rights",
    rights:
      "You may ask us what we hold about you and for a copy of it, have it corrected or deleted, and object to its use. Write to us or call us: we answer within one month, by email to the address you wrote from.",
    complaint: "You may also complain to the data protection authority where you live.",
    deviceTitle: "Cookies and trackers",
    noCookies:
      "This website sets no cookies, stores nothing on your device, and runs no analytics, advertising or tracking code. That is why it asks you to accept nothing.",
    photoHosts:
      "Some of its photos are loaded from another website, which sees your browser's internet address, as every website you visit does:",
  } satisfies Content["privacy"];
}

/** The words of the legal notice (/legal-notice), built only when company.legalNotice is filled. */
export function legalNoticePageOf(company: Company) {
  return {
    meta: {
      title: "Legal Notice",
      description: `The legal notice of ${company.name}: the company, who represents it, its registration and how to reach it.`,
    },
    header: { title: "Legal notice", intro: `Who runs this website and the business of ${company.name}.` },
    labels: {
      company: "Company",
      legalForm: "Legal form",
      representative: "Represented by",
      register: "Register",
      vatId: "VAT identification number",
      supervisoryBody: "Supervisory authority",
      contact: "Contact",
    },
  } satisfies Content["legalNoticePage"];
}

/** What the contact form offers from the data: the services, the owner's budget ranges, the postal codes served. */
export function contactFormOf(company: Company, pages: DataFile<"pages">, services: readonly ServiceData[]) {
  return {
    services: services.map(({ slug, title }) => ({ slug, title })),
    budgets: pages.contact.budgets ?? [],
    postalCodes: (company.areasServed ?? []).flatMap((place) => place.postalCodes ?? []),
    postcodeLabel: pages.contact.postcodeLabel ?? "Project ZIP code",
  } satisfies Content["contactForm"];
}

export const notFound = {
  meta: { title: "Page not found", description: "The page you are looking for does not exist or has moved." },
  title: "404",
  text: "Oops! Page not found",
  linkLabel: "Return to Home",
  pagesTitle: "Or try one of these pages",
  callText: "Looking for something specific? Call us:",
} satisfies Content["notFound"];

/** The whole content made from any data files: what the build checks against the schema. */
export function siteContent(data: SiteData) {
  const company = companyOf(data.company);
  const services = servicesOf(data.services);
  return {
    company,
    navigation,
    chrome,
    home: homeOf(company, data.pages),
    about: aboutOf(company, data.pages),
    servicesPage: servicesPageOf(company, data.pages, services),
    servicePage: servicePageOf(data.pages),
    questionsPage: questionsPageOf(data.pages),
    portfolioPage: portfolioPageOf(company, data.pages),
    projectPage: projectPageOf(data.pages),
    services,
    projects: projectsOf(data.projects, services),
    questions: data.questions.questions,
    /**
     * Clients' own words, published with their consent: { quote, name, project? }. The section on
     * the home page appears only when this list has entries. Never invent one: fake reviews mislead
     * visitors and are unlawful in many places.
     */
    testimonials: data.testimonials.testimonials,
    contact: contactOf(company, data.pages),
    privacy: privacyOf(company, data.pages),
    legalNoticePage: legalNoticePageOf(company),
    contactForm: contactFormOf(company, data.pages, services),
    notFound,
  } satisfies Content;
}

// The site's own content, part by part.
export const company = /* @__PURE__ */ companyOf(siteData.company);
export const home = /* @__PURE__ */ homeOf(company, siteData.pages);
export const about = /* @__PURE__ */ aboutOf(company, siteData.pages);
export const services = /* @__PURE__ */ servicesOf(siteData.services);
export const servicesPage = /* @__PURE__ */ servicesPageOf(company, siteData.pages, services);
export const servicePage = /* @__PURE__ */ servicePageOf(siteData.pages);
export const questionsPage = /* @__PURE__ */ questionsPageOf(siteData.pages);
export const portfolioPage = /* @__PURE__ */ portfolioPageOf(company, siteData.pages);
export const projectPage = /* @__PURE__ */ projectPageOf(siteData.pages);
export const projects = /* @__PURE__ */ projectsOf(siteData.projects, services);
export const portfolioKinds = /* @__PURE__ */ portfolioKindsOf(projects, services);
export const questions = siteData.questions.questions;
export const testimonials = siteData.testimonials.testimonials;
export const contact = /* @__PURE__ */ contactOf(company, siteData.pages);
export const privacy = /* @__PURE__ */ privacyOf(company, siteData.pages);
export const legalNoticePage = /* @__PURE__ */ legalNoticePageOf(company);
export const contactForm = /* @__PURE__ */ contactFormOf(company, siteData.pages, services);

/** Everything above: what the build checks against the content schema. */
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
} satisfies Content;
