/**
 * Every address of the site, in one place: the pages' routes (app/routes.ts), their links, the
 * inbox's answers, the host rules and the editor's previews all take them from here.
 *
 * A page's address is in its language: each language's own word for each page (ADDRESS_WORDS,
 * "/kontakt" on a German site), English's the specification's. The constants below name each page
 * in the specification's words, whatever the site's language: a page's identity. `pathIn` puts one
 * at its address in one of the site's languages ("/contact" -> "/es/contacto"), `languageOfPath`
 * reads an address back into its language and identity.
 */
import { isLanguage, type Language } from "#shared/copy/languages.ts";

/** A page made from one item of the content (a service, a project): its slug names it. */
type Slugged = { slug: string };

/**
 * Each page's address word in each language the kit speaks: lower case, no accents, words joined by
 * "-", as each language's sites write them. `sent` and `outsideArea` follow the contact page's word
 * ("/kontakt/gesendet"), `kind` the portfolio's ("/referenzen/art/<service>"). No word means two
 * pages (shared/paths.test.ts): a path's words are read back in any language.
 */
export const ADDRESS_WORDS = {
  en: {
    about: "about",
    services: "services",
    portfolio: "portfolio",
    contact: "contact",
    questions: "faq",
    privacy: "privacy",
    legalNotice: "legal-notice",
    sent: "sent",
    outsideArea: "outside-area",
    kind: "kind",
  },
  de: {
    about: "ueber-uns",
    services: "leistungen",
    portfolio: "referenzen",
    contact: "kontakt",
    questions: "fragen",
    privacy: "datenschutz",
    legalNotice: "impressum",
    sent: "gesendet",
    outsideArea: "ausserhalb",
    kind: "art",
  },
  es: {
    about: "sobre-nosotros",
    services: "servicios",
    portfolio: "proyectos",
    contact: "contacto",
    questions: "preguntas-frecuentes",
    privacy: "privacidad",
    legalNotice: "aviso-legal",
    sent: "enviado",
    outsideArea: "fuera-de-zona",
    kind: "tipo",
  },
  fr: {
    about: "a-propos",
    services: "services",
    portfolio: "realisations",
    contact: "contact",
    questions: "questions-frequentes",
    privacy: "confidentialite",
    legalNotice: "mentions-legales",
    sent: "envoye",
    outsideArea: "hors-zone",
    kind: "type",
  },
} as const satisfies Record<Language, Record<string, string>>;

type AddressWord = keyof (typeof ADDRESS_WORDS)["en"];

const words = ADDRESS_WORDS.en;

export const HOME_PATH = "/";
export const ABOUT_PATH = `/${words.about}`;
export const SERVICES_PATH = `/${words.services}`;
/** The contact page and its quote form. */
export const CONTACT_PATH = `/${words.contact}`;
/** The page of every question (the footer links to it). */
export const QUESTIONS_PATH = `/${words.questions}`;
/** What the site does with a visitor's details (the footer and the form link to it). */
export const PRIVACY_PATH = `/${words.privacy}`;
/** The portfolio. */
export const PORTFOLIO_PATH = `/${words.portfolio}`;
/**
 * The legal notice German and Austrian law call the "Impressum", built only when the owner fills
 * company.legalNotice: "/legal-notice" (the EU's own English pages' words for it), at "/impressum"
 * on a German site.
 */
export const LEGAL_NOTICE_PATH = `/${words.legalNotice}`;
/** The not-found page is pre-rendered at this path and written to 404.html. */
export const NOT_FOUND_PATH = "/404";

/** A service's own page. */
export const servicePath = (service: Slugged) => `${SERVICES_PATH}/${service.slug}`;
/** The quote form, with the service preselected where JavaScript runs. */
export const quotePath = (service: Slugged) => `${CONTACT_PATH}?service=${service.slug}`;
/** A project's own page (its case study). */
export const projectPath = (project: Slugged) => `${PORTFOLIO_PATH}/${project.slug}`;
/** The portfolio narrowed to one kind of work: the projects of one service. */
export const portfolioKindPath = (service: Slugged) => `${PORTFOLIO_PATH}/${words.kind}/${service.slug}`;

/**
 * The site's own inbox: `CONTACT_ENDPOINT=/api/contact` makes the form post here and `npm start`
 * receive and store each request (server/leads/). Any other endpoint is a remote service.
 */
export const INBOX_PATH = "/api/contact";
/**
 * Where GitHub's push webhook reaches `npm start` when PUBLISH_SECRET is set: a push to the
 * content branch publishes the site (server/publish/).
 */
export const PUBLISH_PATH = "/api/publish";
/**
 * The editor's sign-in with GitHub on the site's own host (shared/editor/oauth.mjs): the popup
 * opens the first, GitHub sends the owner back to the second (the OAuth app's callback URL).
 */
export const AUTH_PATH = "/api/auth";
export const AUTH_CALLBACK_PATH = `${AUTH_PATH}/callback`;
/** The pre-rendered page a request sent without JavaScript lands on (303 from the inbox). */
export const SENT_PATH = `${CONTACT_PATH}/${words.sent}`;
/**
 * Where the inbox sends a request from outside the areas served: the same page with the note about
 * the area under it, pre-rendered (no JavaScript, and nothing an in-page link such as "Skip to
 * content" could hide again).
 */
export const SENT_OUTSIDE_AREA_PATH = `${SENT_PATH}/${words.outsideArea}`;
/** The pages a request sent without JavaScript lands on: built only with the inbox, never in the sitemap. */
export const SENT_PATHS: readonly string[] = [SENT_PATH, SENT_OUTSIDE_AREA_PATH];

/** Which address an address word is, whatever the language it is written in. */
const KEYS_BY_WORD = new Map<string, AddressWord>(
  Object.values(ADDRESS_WORDS).flatMap((own) =>
    Object.entries(own).map(([key, word]) => [word, key as AddressWord] as const),
  ),
);
/** The words that name a page of their own, first in a path (the others only follow these). */
const PAGE_WORDS: readonly AddressWord[] = [
  "about",
  "services",
  "portfolio",
  "contact",
  "questions",
  "privacy",
  "legalNotice",
];

/**
 * A path of the site with its address words in `language` ("/contact/sent" -> "/kontakt/gesendet"
 * in German), from any language's: the page's word, the confirmation pages' under the contact
 * page's, the kind of work's under the portfolio's. Slugs (a service's, a project's), the query
 * and the fragment stay as they are; so does a path of no page, or in a language the kit does not speak.
 */
export function addressIn(language: string, path: string): string {
  if (!isLanguage(language)) return path;
  const own = ADDRESS_WORDS[language];
  const end = path.search(/[?#]/);
  const [, first = "", ...rest] = (end < 0 ? path : path.slice(0, end)).split("/");
  const page = KEYS_BY_WORD.get(first);
  if (!page || !PAGE_WORDS.includes(page)) return path;
  const followed = (segment: string, key: AddressWord) =>
    KEYS_BY_WORD.get(segment) === key ? own[key] : segment;
  const below =
    page === "contact"
      ? rest.map((segment, index) => followed(segment, index === 0 ? "sent" : "outsideArea"))
      : // "kind/<service>"; a project's own slug stays, whatever it reads.
        page === "portfolio" && rest.length === 2
        ? [followed(rest[0]!, "kind"), rest[1]!]
        : rest;
  return ["", own[page], ...below].join("/") + (end < 0 ? "" : path.slice(end));
}

/**
 * A path of the site in one of the owner's languages (company.languages), from its path in any of
 * them: in that language's words (`addressIn`), at the root in the first (the default) language,
 * under "/<language>" in any other ("/es/sobre-nosotros", "/es" for the home page). Slugs stay the
 * same in every language: one page has one slug, whatever its language.
 */
export function pathIn(language: string, languages: readonly string[], path: string) {
  const local = addressIn(language, path);
  return language === languages[0] ? local : local === "/" ? `/${language}` : `/${language}${local}`;
}

/**
 * A page's language and identity (its path in the words of the constants above), from its address:
 * "/es/sobre-nosotros" -> es, "/about"; "/kontakt" on a German site -> de, "/contact". A trailing
 * slash (a pre-rendered page's "/about/") is no part of it.
 */
export function languageOfPath(address: string, languages: readonly string[]) {
  const path = address.length > 1 ? address.replace(/\/+$/, "") : address;
  for (const language of languages.slice(1)) {
    if (path === `/${language}`) return { language, path: "/" };
    if (path.startsWith(`/${language}/`))
      return { language, path: addressIn("en", path.slice(language.length + 1)) };
  }
  return { language: languages[0]!, path: addressIn("en", path) };
}

/** A route's path as app/routes.ts declares it: without its leading slash. */
export const routePath = (path: string) => path.slice(1);
