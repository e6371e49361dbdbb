import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { company, localPath } from "./content/site";
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

/** A page's route: its address in the language built ("es/sobre-nosotros"), without the leading slash. */
const at = (path: string) => routePath(localPath(path));
/** The home page's address: the site's root in the first language, "/es" in another. */
const home = localPath("/");

// Each page's address is shared/paths.ts's, a page made per item of the content with its parameter.
export default [
  home === "/" ? index("routes/home.tsx") : route(at("/"), "routes/home.tsx"),
  route(at(ABOUT_PATH), "routes/about.tsx"),
  route(at(SERVICES_PATH), "routes/services.tsx"),
  // One page per service, pre-rendered for each slug in the content (react-router.config.ts).
  route(at(servicePath({ slug: ":slug" })), "routes/service.tsx"),
  route(at(PORTFOLIO_PATH), "routes/portfolio.tsx"),
  // One page per project, pre-rendered for each slug in the content (react-router.config.ts).
  route(at(projectPath({ slug: ":slug" })), "routes/project.tsx"),
  // The portfolio narrowed to one kind of work, when its projects span more than one.
  route(at(portfolioKindPath({ slug: ":service" })), "routes/portfolio-kind.tsx"),
  route(at(CONTACT_PATH), "routes/contact.tsx"),
  route(at(QUESTIONS_PATH), "routes/faq.tsx"),
  route(at(PRIVACY_PATH), "routes/privacy.tsx"),
  // Only when the owner fills company.legalNotice: otherwise no page, no link, no sitemap entry.
  ...(company.legalNotice ? [route(at(LEGAL_NOTICE_PATH), "routes/legal-notice.tsx")] : []),
  // Pre-rendered only when npm start receives the form (see react-router.config.ts).
  route(at(SENT_PATH), "routes/contact-sent.tsx"),
  route(at(SENT_OUTSIDE_AREA_PATH), "routes/contact-sent-outside-area.tsx"),
  // Every other path: see the comment in routes/not-found.tsx.
  route(home === "/" ? "*" : `${at("/")}/*`, "routes/not-found.tsx"),
] satisfies RouteConfig;
