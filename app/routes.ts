import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { company } from "./content/site";
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

// Each page's address is shared/paths.ts's, a page made per item of the content with its parameter.
export default [
  index("routes/home.tsx"),
  route(routePath(ABOUT_PATH), "routes/about.tsx"),
  route(routePath(SERVICES_PATH), "routes/services.tsx"),
  // One page per service, pre-rendered for each slug in the content (react-router.config.ts).
  route(routePath(servicePath({ slug: ":slug" })), "routes/service.tsx"),
  route(routePath(PORTFOLIO_PATH), "routes/portfolio.tsx"),
  // One page per project, pre-rendered for each slug in the content (react-router.config.ts).
  route(routePath(projectPath({ slug: ":slug" })), "routes/project.tsx"),
  // The portfolio narrowed to one kind of work, when its projects span more than one.
  route(routePath(portfolioKindPath({ slug: ":service" })), "routes/portfolio-kind.tsx"),
  route(routePath(CONTACT_PATH), "routes/contact.tsx"),
  route(routePath(QUESTIONS_PATH), "routes/faq.tsx"),
  route(routePath(PRIVACY_PATH), "routes/privacy.tsx"),
  // Only when the owner fills company.legalNotice: otherwise no page, no link, no sitemap entry.
  ...(company.legalNotice ? [route(routePath(LEGAL_NOTICE_PATH), "routes/legal-notice.tsx")] : []),
  // Pre-rendered only when npm start receives the form (see react-router.config.ts).
  route(routePath(SENT_PATH), "routes/contact-sent.tsx"),
  route(routePath(SENT_OUTSIDE_AREA_PATH), "routes/contact-sent-outside-area.tsx"),
  // Every other path: see the comment in routes/not-found.tsx.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
