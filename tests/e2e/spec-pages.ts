import { company } from "~/content/site";
import { SPEC } from "../support/spec";

/** A text the specification names in lower case appears on the page in any case, alone. */
const anyCase = (text: string) => new RegExp(`^${text}$`, "i");

/**
 * What each page must show: the specification's fixed values (tests/support/spec.ts), and the
 * company's name and contact details read from the content module.
 */
export const SPEC_PAGES = [
  {
    path: "/",
    nav: "Home",
    heading: company.name,
    texts: [...SPEC.homeCards.value, new RegExp(SPEC.whyChooseHeading.value)],
    links: [...SPEC.heroLinks.value, [SPEC.homeCta.value, "/contact"]],
  },
  {
    path: "/about",
    nav: "About",
    heading: /About/,
    texts: [
      SPEC.storyHeading.value,
      new RegExp(SPEC.whyChooseHeading.value),
      ...SPEC.aboutChecklist.value.map((item) => new RegExp(item, "i")),
    ],
    links: [],
  },
  {
    path: "/services",
    nav: "Services",
    heading: SPEC.servicesHeading.value,
    texts: SPEC.services.value.flatMap((s) => [s.title, ...s.features.map(anyCase)]),
    links: [[SPEC.servicesCta.value, "/contact"]],
  },
  {
    path: "/portfolio",
    nav: "Portfolio",
    heading: SPEC.portfolioHeading.value,
    texts: SPEC.projects.value,
    links: [[SPEC.portfolioCta.value, "/contact"]],
  },
  {
    path: "/contact",
    nav: "Contact",
    heading: SPEC.contactHeading.value,
    texts: [
      SPEC.formTitle.value,
      SPEC.panelTitle.value,
      ...SPEC.hoursShown.value,
      /Monday/,
      /Friday/,
      /Saturday/,
    ],
    links: [
      [company.email, `mailto:${company.email}`],
      [company.phone.display, `tel:${company.phone.e164}`],
    ],
  },
] as const satisfies readonly {
  path: string;
  nav: string;
  heading: string | RegExp;
  texts: readonly (string | RegExp)[];
  links: readonly (readonly [string, string])[];
}[];
