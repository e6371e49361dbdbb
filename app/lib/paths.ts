/** The addresses of the pages made from the content: one place for each. */
import type { Project, Service } from "~/content/schema";

/** The page of every question (the footer links to it). */
export const QUESTIONS_PATH = "/faq";

/** A service's own page. */
export const servicePath = (service: Pick<Service, "slug">) => `/services/${service.slug}`;

/** The quote form, with the service preselected where JavaScript runs. */
export const quotePath = (service: Pick<Service, "slug">) => `/contact?service=${service.slug}`;

/** The portfolio, and a project's own page (its case study). */
export const PORTFOLIO_PATH = "/portfolio";
export const projectPath = (project: Pick<Project, "slug">) => `${PORTFOLIO_PATH}/${project.slug}`;
/** The portfolio narrowed to one kind of work: the projects of one service. */
export const portfolioKindPath = (service: Pick<Service, "slug">) => `${PORTFOLIO_PATH}/kind/${service.slug}`;

/** What the site does with a visitor's details (the footer and the form link to it). */
export const PRIVACY_PATH = "/privacy";

/**
 * The legal notice German and Austrian law call the "Impressum", built only when the owner fills
 * company.legalNotice. An English address for an English site, in the words the EU's own English
 * pages use for it; the owner of a German-language site would rename it with the page's words.
 */
export const LEGAL_NOTICE_PATH = "/legal-notice";
