/** The addresses of the pages made from the content: one place for each. */
import type { Service } from "~/content/schema";

/** The page of every question (the footer links to it). */
export const QUESTIONS_PATH = "/faq";

/** A service's own page. */
export const servicePath = (service: Pick<Service, "slug">) => `/services/${service.slug}`;

/** The quote form, with the service preselected where JavaScript runs. */
export const quotePath = (service: Pick<Service, "slug">) => `/contact?service=${service.slug}`;
