/**
 * The content of the pages that show the company and its work, each made from the owner's words
 * (pages.json), the company's facts and the interface's fixed wording (shared/copy/).
 */
// Each function takes the words of the language it makes content in (only the parts it reads, so
// that a bundle keeps only those).
import type { SiteCopy } from "#shared/copy/types.ts";
import { licensedFacts, yearsFacts, type Company } from "./company-facts.ts";
import type { Pages, Service } from "./schema";

/** The home page: the owner's words, the facts the site states, the interface's headings and buttons. */
export function homeOf(company: Company, pages: Pages, copy: Pick<SiteCopy, "home" | "facts">) {
  const words = copy.home;
  return {
    meta: { title: pages.home.title, description: pages.home.description },
    eyebrow: pages.home.eyebrow,
    /** The hero's two buttons: the first in the owner's words when they gave them. */
    actions: { ...words.actions, quote: pages.home.quoteButton ?? words.actions.quote },
    callLine: words.callLine,
    callPanelTitle: words.callPanelTitle,
    cta: { ...pages.home.cta, linkLabel: pages.home.cta.linkLabel ?? words.ctaLinkLabel },
    /** The band of concrete facts under the hero. */
    trust: {
      title: words.trustTitle(company.name),
      facts: [
        ...yearsFacts(company, copy),
        ...licensedFacts(company, copy),
        ...(pages.home.trust ?? []),
        ...(company.areasText
          ? [{ value: copy.facts.local, label: copy.facts.serving(company.areasText) }]
          : []),
      ].slice(0, 4),
    },
    whyChooseTitle: words.whyChooseTitle(company.name),
    whyChoose: pages.home.whyChoose ?? [],
    /** The home page's list of the services, each linking to its page. */
    servicesTitle: pages.home.servicesTitle,
    /** How a project runs, from the first call to handover. */
    process: { title: words.processTitle, intro: pages.home.process.intro, steps: pages.home.process.steps },
    testimonialsTitle: words.testimonialsTitle,
    ...(pages.home.placeholder && { placeholder: true }),
  };
}

/** The About page: the owner's story and checklist, with the facts that follow from the company. */
export function aboutOf(company: Company, pages: Pages, copy: Pick<SiteCopy, "about" | "facts">) {
  const words = copy.about;
  return {
    meta: { title: words.metaTitle, description: pages.about.description },
    header: {
      title: words.title(company.name),
      intro: pages.about.intro,
      ...(company.foundedYear !== undefined && {
        fact: { value: String(company.foundedYear), label: copy.facts.yearStarted },
      }),
    },
    storyTitle: words.storyTitle,
    story: pages.about.story,
    /** The facts beside the story. */
    facts: {
      title: words.factsTitle,
      items: [
        ...(company.foundedYear !== undefined
          ? [{ value: String(company.foundedYear), label: copy.facts.founded }]
          : []),
        ...licensedFacts(company, copy),
        ...(company.areasText ? [{ value: company.areasText, label: copy.facts.areasServed }] : []),
        ...(pages.about.facts ?? []),
      ],
    },
    whyChooseTitle: words.whyChooseTitle(company.name),
    whyChoose: pages.about.whyChoose ?? [],
    ...(pages.about.placeholder && { placeholder: true }),
  };
}

/** The Services page: its title, the owner's introduction and fact, each card's link, its call to action. */
export function servicesPageOf(
  company: Company,
  pages: Pages,
  services: readonly Service[],
  copy: Pick<SiteCopy, "servicesPage" | "listText">,
) {
  const words = copy.servicesPage;
  return {
    meta: {
      title: words.metaTitle,
      description: words.description(copy.listText(services.map((s) => s.title)), company.name),
    },
    header: {
      title: words.title,
      intro: pages.servicesPage.intro,
      ...(pages.servicesPage.fact && { fact: pages.servicesPage.fact }),
    },
    cardLinkLabel: words.cardLinkLabel,
    cta: { ...pages.servicesPage.cta, linkLabel: pages.servicesPage.cta.linkLabel ?? words.ctaLinkLabel },
    ...(pages.servicesPage.placeholder && { placeholder: true }),
  };
}

/** The words of every service's page (the page itself is made from the service). */
export const servicePageOf = (pages: Pages, copy: Pick<SiteCopy, "servicePage">) => ({
  ...copy.servicePage,
  quoteText: pages.contact.quoteText,
});

/** The page of every question, site-wide and per service. */
export function questionsPageOf(pages: Pages, copy: Pick<SiteCopy, "questionsPage">) {
  const words = copy.questionsPage;
  return {
    meta: { title: words.metaTitle, description: pages.questionsPage.description },
    header: { title: words.title, intro: pages.questionsPage.intro },
    generalTitle: words.generalTitle,
    /** Shown in place of the questions while there are none. */
    empty: pages.questionsPage.empty,
    ...(pages.questionsPage.placeholder && { placeholder: true }),
  };
}

/** The portfolio: its title, the owner's words, the labels of a project's facts, its call to action. */
export function portfolioPageOf(
  company: Company,
  pages: Pages,
  copy: Pick<SiteCopy, "portfolioPage" | "facts">,
) {
  const words = copy.portfolioPage;
  return {
    meta: { title: words.metaTitle, description: pages.portfolioPage.description },
    header: {
      title: words.title,
      intro: pages.portfolioPage.intro,
      ...(company.yearsInBusiness !== undefined && { fact: yearsFacts(company, copy)[0] }),
    },
    detailLabels: words.detailLabels,
    /** Shown in place of the projects while there are none. */
    empty: pages.portfolioPage.empty,
    cta: { ...pages.portfolioPage.cta, linkLabel: pages.portfolioPage.cta.linkLabel ?? words.ctaLinkLabel },
    ...(pages.portfolioPage.placeholder && { placeholder: true }),
  };
}

/** The words of every project's page (the page itself is made from the project). */
export const projectPageOf = (pages: Pages, copy: Pick<SiteCopy, "projectPage">) => ({
  ...copy.projectPage,
  quoteText: pages.contact.quoteText,
});
