/** The site's fixed German wording on every page: the menu, the header, the call bar, the footer, the 404 page. */

/** The pages' names in the header's menu and the footer, in the menu's order. */
export const navigation = {
  home: "Startseite",
  about: "Über uns",
  services: "Leistungen",
  portfolio: "Referenzen",
  contact: "Kontakt",
} as const;

/** Words of the header, the phone call bar and the footer. */
export const chrome = {
  /** The first link of every page, for keyboards and screen readers. */
  /** The name of the button that opens the menu on phones. */
  menuLabel: "Menü",
  /** The names of the header's menu and of a page's trail back to its section, for screen readers. */
  mainNavLabel: "Hauptnavigation",
  breadcrumbLabel: "Brotkrümelnavigation",
  skipLink: "Zum Inhalt springen",
  /** The page shown if a page fails to render (never in a pre-rendered build). */
  errorPage: {
    title: "Etwas ist schiefgelaufen",
    text: "Bitte versuchen Sie es erneut, oder",
    homeLink: "kehren Sie zur Startseite zurück",
  },
  callLabel: "Anrufen",
  quoteLabel: "Angebot anfordern",
  footer: {
    contactTitle: "Kontakt",
    hoursTitle: "Öffnungszeiten",
    pagesTitle: "Seiten",
    servicesTitle: "Leistungen",
    areasTitle: "Unser Einsatzgebiet",
    questionsLink: "Fragen und Antworten",
    licenceLabel: "Zulassungs-Nr.",
    closed: "Geschlossen",
    privacyLink: "Datenschutz",
    legalNoticeLink: "Impressum",
  },
} as const;

/** The page of an address the site does not have. */
export const notFound = {
  meta: {
    title: "Seite nicht gefunden",
    description: "Die gesuchte Seite existiert nicht oder wurde verschoben.",
  },
  title: "404",
  text: "Hoppla! Diese Seite gibt es nicht",
  linkLabel: "Zur Startseite",
  pagesTitle: "Oder besuchen Sie eine dieser Seiten",
  callText: "Sie suchen etwas Bestimmtes? Rufen Sie uns an:",
} as const;
