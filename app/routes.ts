import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { company } from "./content/site";
import { LEGAL_NOTICE_PATH, PRIVACY_PATH, QUESTIONS_PATH } from "./lib/paths";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  // One page per service, pre-rendered for each slug in the content (react-router.config.ts).
  route("services/:slug", "routes/service.tsx"),
  route("portfolio", "routes/portfolio.tsx"),
  // One page per project, pre-rendered for each slug in the content (react-router.config.ts).
  route("portfolio/:slug", "routes/project.tsx"),
  // The portfolio narrowed to one kind of work, when its projects span more than one.
  route("portfolio/kind/:service", "routes/portfolio-kind.tsx"),
  route("contact", "routes/contact.tsx"),
  route(QUESTIONS_PATH.slice(1), "routes/faq.tsx"),
  route(PRIVACY_PATH.slice(1), "routes/privacy.tsx"),
  // Only when the owner fills company.legalNotice: otherwise no page, no link, no sitemap entry.
  ...(company.legalNotice ? [route(LEGAL_NOTICE_PATH.slice(1), "routes/legal-notice.tsx")] : []),
  // Pre-rendered only when npm start receives the form (see react-router.config.ts).
  route("contact/sent", "routes/contact-sent.tsx"),
  route("contact/sent/outside-area", "routes/contact-sent-outside-area.tsx"),
  // Every other path: see the comment in routes/not-found.tsx.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
