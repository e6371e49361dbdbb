import { about, company, home, projects, services } from "~/content/site";
import { formatTime } from "~/lib/format";
import { hoursLines } from "~/lib/hours";
import { SPEC } from "./spec";

/** A text appears on the page alone, in any case (the specification names features in lower case). */
const anyCase = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "i");

/**
 * What each page must show: the values the specification fixes for every site (tests/support/spec.ts),
 * and what the owner's content says of their company, services, projects and hours (the
 * specification's own company is checked on the starter content: app/routes/starter.test.tsx).
 */
export const SPEC_PAGES = [
  {
    path: "/",
    nav: "Home",
    heading: company.name,
    // The owner's reasons to choose them (the specification's cards in the starter content).
    texts: [
      ...home.whyChoose.map((card) => card.title),
      ...(home.whyChoose.length > 0 ? [new RegExp(SPEC.whyChooseHeading.value)] : []),
    ],
    links: [...SPEC.heroLinks.value, [SPEC.homeCta.value, "/contact"]],
  },
  {
    path: "/about",
    nav: "About",
    heading: /About/,
    texts: [
      SPEC.storyHeading.value,
      // The owner's checklist (the specification's in the starter content).
      ...(about.whyChoose.length > 0 ? [new RegExp(SPEC.whyChooseHeading.value)] : []),
      ...about.whyChoose.map((item) => new RegExp(item.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i")),
    ],
    links: [],
  },
  {
    path: "/services",
    nav: "Services",
    heading: SPEC.servicesHeading.value,
    texts: services.flatMap((s) => [s.title, ...s.features.map(anyCase)]),
    links: [[SPEC.servicesCta.value, "/contact"]],
  },
  {
    path: "/portfolio",
    nav: "Portfolio",
    heading: SPEC.portfolioHeading.value,
    texts: projects.map((p) => p.title),
    links: [[SPEC.portfolioCta.value, "/contact"]],
  },
  {
    path: "/contact",
    nav: "Contact",
    heading: SPEC.contactHeading.value,
    texts: [
      SPEC.formTitle.value,
      SPEC.panelTitle.value,
      ...hoursLines(company.hours, company.locale).flatMap((line) =>
        "closed" in line
          ? [line.label]
          : [line.label, formatTime(line.opens, company.locale), formatTime(line.closes, company.locale)],
      ),
    ],
    links: [
      [company.email, `mailto:${company.email}`],
      [company.phone, `tel:${company.phoneE164}`],
    ],
  },
] as const satisfies readonly {
  path: string;
  nav: string;
  heading: string | RegExp;
  texts: readonly (string | RegExp)[];
  links: readonly (readonly [string, string])[];
}[];
