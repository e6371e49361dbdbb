import {
  about,
  company,
  contact,
  home,
  localPath,
  navigation,
  portfolioPage,
  projects,
  services,
  servicesPage,
} from "~/content/site";
import { formatTime } from "~/lib/format";
import { hoursLines } from "~/lib/hours";
import { escapeRegex } from "../../tooling/nginx-locations";
import { ABOUT_PATH, CONTACT_PATH, HOME_PATH, PORTFOLIO_PATH, SERVICES_PATH } from "./paths";

/** A text appears on the page alone, in any case (the specification names features in lower case). */
const anyCase = (text: string) => new RegExp(`^${escapeRegex(text)}$`, "i");
const literally = (text: string) => new RegExp(escapeRegex(text), "i");
/** The menu's name of the page at `path`, in the site's language. */
const navName = (path: string) => navigation.find((item) => localPath(item.to) === path)!.label;

/**
 * What each page the specification describes must show, in this site's own words: the kit's in
 * the site's language and the owner's content (their company, services, projects, hours, buttons).
 * That the starter's words are the specification's (tests/support/spec.ts) is proven on the
 * starter content whatever the owner's: app/content/site.test.ts and app/routes/starter.test.tsx.
 */
export const SITE_PAGES = [
  {
    path: HOME_PATH,
    nav: navName(HOME_PATH),
    heading: company.name,
    // The owner's reasons to choose them (the specification's cards in the starter content).
    texts: [
      ...home.whyChoose.map((card) => card.title),
      ...(home.whyChoose.length > 0 ? [literally(home.whyChooseTitle)] : []),
    ],
    links: [
      [home.actions.quote, CONTACT_PATH],
      [home.actions.services, SERVICES_PATH],
      [home.cta.linkLabel, CONTACT_PATH],
    ],
  },
  {
    path: ABOUT_PATH,
    nav: navName(ABOUT_PATH),
    heading: about.header.title,
    texts: [
      about.storyTitle,
      // The owner's checklist (the specification's in the starter content).
      ...(about.whyChoose.length > 0 ? [literally(about.whyChooseTitle)] : []),
      ...about.whyChoose.map(literally),
    ],
    links: [],
  },
  {
    path: SERVICES_PATH,
    nav: navName(SERVICES_PATH),
    heading: servicesPage.header.title,
    texts: services.flatMap((s) => [s.title, ...s.features.map(anyCase)]),
    links: [[servicesPage.cta.linkLabel, CONTACT_PATH]],
  },
  {
    path: PORTFOLIO_PATH,
    nav: navName(PORTFOLIO_PATH),
    heading: portfolioPage.header.title,
    texts: projects.map((p) => p.title),
    links: [[portfolioPage.cta.linkLabel, CONTACT_PATH]],
  },
  {
    path: CONTACT_PATH,
    nav: navName(CONTACT_PATH),
    heading: contact.header.title,
    texts: [
      contact.formTitle,
      contact.panelTitle,
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
