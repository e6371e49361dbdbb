import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("portfolio", "routes/portfolio.tsx"),
  route("contact", "routes/contact.tsx"),
  // Pre-rendered only when npm start receives the form (see react-router.config.ts).
  route("contact/sent", "routes/contact-sent.tsx"),
  // Every other path: see the comment in routes/not-found.tsx.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
