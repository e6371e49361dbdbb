/**
 * Every address of the site, in one place: the pages' routes (app/routes.ts), their links, the
 * inbox's answers, the host rules and the editor's previews all take them from here.
 */

/** A page made from one item of the content (a service, a project): its slug names it. */
type Slugged = { slug: string };

export const HOME_PATH = "/";
export const ABOUT_PATH = "/about";
export const SERVICES_PATH = "/services";
/** The contact page and its quote form. */
export const CONTACT_PATH = "/contact";
/** The page of every question (the footer links to it). */
export const QUESTIONS_PATH = "/faq";
/** What the site does with a visitor's details (the footer and the form link to it). */
export const PRIVACY_PATH = "/privacy";
/** The portfolio. */
export const PORTFOLIO_PATH = "/portfolio";
/**
 * The legal notice German and Austrian law call the "Impressum", built only when the owner fills
 * company.legalNotice. An English address for an English site, in the words the EU's own English
 * pages use for it; the owner of a German-language site would rename it with the page's words.
 */
export const LEGAL_NOTICE_PATH = "/legal-notice";
/** The not-found page is pre-rendered at this path and written to 404.html. */
export const NOT_FOUND_PATH = "/404";

/** A service's own page. */
export const servicePath = (service: Slugged) => `${SERVICES_PATH}/${service.slug}`;
/** The quote form, with the service preselected where JavaScript runs. */
export const quotePath = (service: Slugged) => `${CONTACT_PATH}?service=${service.slug}`;
/** A project's own page (its case study). */
export const projectPath = (project: Slugged) => `${PORTFOLIO_PATH}/${project.slug}`;
/** The portfolio narrowed to one kind of work: the projects of one service. */
export const portfolioKindPath = (service: Slugged) => `${PORTFOLIO_PATH}/kind/${service.slug}`;

/**
 * The site's own inbox: `CONTACT_ENDPOINT=/api/contact` makes the form post here and `npm start`
 * receive and store each request (server/leads/). Any other endpoint is a remote service.
 */
export const INBOX_PATH = "/api/contact";
/** The pre-rendered page a request sent without JavaScript lands on (303 from the inbox). */
export const SENT_PATH = `${CONTACT_PATH}/sent`;
/**
 * Where the inbox sends a request from outside the areas served: the same page with the note about
 * the area under it, pre-rendered (no JavaScript, and nothing an in-page link such as "Skip to
 * content" could hide again).
 */
export const SENT_OUTSIDE_AREA_PATH = `${SENT_PATH}/outside-area`;
/** The pages a request sent without JavaScript lands on: built only with the inbox, never in the sitemap. */
export const SENT_PATHS: readonly string[] = [SENT_PATH, SENT_OUTSIDE_AREA_PATH];

/**
 * A path of the site in one of the owner's languages (company.languages): as it is in the first
 * (the default) language, under "/<language>" in any other ("/es/about", "/es" for the home page).
 * Slugs stay the same in every language: one page has one slug, whatever its language.
 */
export const pathIn = (language: string, languages: readonly string[], path: string) =>
  language === languages[0] ? path : path === "/" ? `/${language}` : `/${language}${path}`;

/** A built page's language and its path in the first language: "/es/about" -> es, "/about". */
export function languageOfPath(path: string, languages: readonly string[]) {
  for (const language of languages.slice(1)) {
    if (path === `/${language}`) return { language, path: "/" };
    if (path.startsWith(`/${language}/`)) return { language, path: path.slice(language.length + 1) };
  }
  return { language: languages[0]!, path };
}

/** A route's path as app/routes.ts declares it: without its leading slash. */
export const routePath = (path: string) => path.slice(1);
