import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { SITE_LANGUAGES } from "./content/languages";
import { READY_LANGUAGES, siteIn } from "./content/site";
import {
  ABOUT_PATH,
  CONTACT_PATH,
  LEGAL_NOTICE_PATH,
  PORTFOLIO_PATH,
  portfolioKindPath,
  PRIVACY_PATH,
  projectPath,
  QUESTIONS_PATH,
  routePath,
  SENT_OUTSIDE_AREA_PATH,
  SENT_PATH,
  SERVICES_PATH,
  servicePath,
} from "#shared/paths.ts";

/**
 * Every page in one of the owner's languages, at its address there (shared/paths.ts): the first
 * language's at the site's root, another's under /<language>/ ("es/sobre-nosotros"). A page's
 * module is the same in every language: it reads its language from its address (useSite()).
 */
function pagesIn(language: string) {
  const { company, localPath } = siteIn(language);
  const first = language === SITE_LANGUAGES[0];
  /** A page's route: its address in this language, without the leading slash. */
  const at = (path: string) => routePath(localPath(path));
  // A module routed once per language needs an id of its own in each but the first.
  const page = (path: string, file: string) =>
    route(path, file, first ? {} : { id: `${file.replace(/\.tsx$/, "")}.${language}` });
  return [
    first ? index("routes/home.tsx") : page(at("/"), "routes/home.tsx"),
    page(at(ABOUT_PATH), "routes/about.tsx"),
    page(at(SERVICES_PATH), "routes/services.tsx"),
    // One page per service, pre-rendered for each slug in the content (react-router.config.ts).
    page(at(servicePath({ slug: ":slug" })), "routes/service.tsx"),
    page(at(PORTFOLIO_PATH), "routes/portfolio.tsx"),
    // One page per project, pre-rendered for each slug in the content (react-router.config.ts).
    page(at(projectPath({ slug: ":slug" })), "routes/project.tsx"),
    // The portfolio narrowed to one kind of work, when its projects span more than one.
    page(at(portfolioKindPath({ slug: ":service" })), "routes/portfolio-kind.tsx"),
    page(at(CONTACT_PATH), "routes/contact.tsx"),
    page(at(QUESTIONS_PATH), "routes/faq.tsx"),
    page(at(PRIVACY_PATH), "routes/privacy.tsx"),
    // Only when the owner fills company.legalNotice: otherwise no page, no link, no sitemap entry.
    ...(company.legalNotice ? [page(at(LEGAL_NOTICE_PATH), "routes/legal-notice.tsx")] : []),
    // Pre-rendered only when npm start receives the form (see react-router.config.ts).
    page(at(SENT_PATH), "routes/contact-sent.tsx"),
    page(at(SENT_OUTSIDE_AREA_PATH), "routes/contact-sent-outside-area.tsx"),
    // Every other path, of this language: see the comment in routes/not-found.tsx.
    page(first ? "*" : `${at("/")}/*`, "routes/not-found.tsx"),
  ];
}

// Every language whose files are all there (a build has refused any other before this runs).
export default READY_LANGUAGES.flatMap(pagesIn) satisfies RouteConfig;
