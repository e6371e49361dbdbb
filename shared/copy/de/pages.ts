/**
 * The fixed German wording of the pages that show the company and its work: the home page, About,
 * Services and each service's page, the questions, the portfolio and each project's page. What
 * these pages say about the company is the owner's (app/content/pages.json).
 */

/** The home page's headings and buttons. */
export const home = {
  /** The hero's two buttons. */
  actions: { quote: "Angebot anfordern", services: "Unsere Leistungen" },
  /** Before the phone number, on phones (the call panel shows on wide screens). */
  callLine: "Oder rufen Sie uns an:",
  callPanelTitle: "Sprechen Sie mit uns",
  ctaLinkLabel: "Jetzt Kontakt aufnehmen",
  /** Over the band of facts under the hero. */
  trustTitle: (name: string) => `${name} auf einen Blick`,
  whyChooseTitle: (name: string) => `Warum ${name}?`,
  processTitle: "So arbeiten wir",
  testimonialsTitle: "Das sagen unsere Kunden",
} as const;

/** The About page's title and headings. */
export const about = {
  metaTitle: "Über uns",
  title: (name: string) => `Über ${name}`,
  storyTitle: "Unsere Geschichte",
  factsTitle: "Das Wichtigste auf einen Blick",
  whyChooseTitle: home.whyChooseTitle,
} as const;

/** The Services page's title, its description for search engines, its links. */
export const servicesPage = {
  metaTitle: "Unsere Leistungen",
  /** "Küchen, Bäder und Terrassen von Ridgeline Builders." */
  description: (services: string, name: string) => `${services} von ${name}.`,
  title: "Unsere Leistungen",
  /** Each service card's link to the service's page. */
  cardLinkLabel: "Leistungsumfang ansehen",
  ctaLinkLabel: "Angebot anfordern",
} as const;

/** The words of every service's page (the page itself is made from the service). */
export const servicePage = {
  breadcrumb: "Leistungen",
  includedTitle: "Das ist enthalten",
  durationLabel: "Übliche Dauer",
  priceLabel: "Richtpreis",
  processTitle: "So läuft es ab",
  projectsTitle: "Aktuelle Projekte",
  questionsTitle: "Fragen und Antworten",
  quoteLabel: "Angebot für diese Leistung anfordern",
} as const;

/** The page of every question, site-wide and per service. */
export const questionsPage = {
  metaTitle: "Fragen und Antworten",
  title: "Fragen und Antworten",
  generalTitle: "Bevor es losgeht",
} as const;

/** The portfolio's title, the labels of a project's facts, its button. */
export const portfolioPage = {
  metaTitle: "Unsere Referenzen",
  title: "Unsere Referenzen",
  /** The labels of a project's facts, on its card. */
  detailLabels: {
    location: "Ort",
    year: "Fertiggestellt",
    scope: "Umfang",
    duration: "Dauer",
    budget: "Kostenrahmen",
  },
  ctaLinkLabel: "Jetzt Angebot anfordern",
} as const;

/** The words of every project's page (/portfolio/<slug>) and of the portfolio by kind of work. */
export const projectPage = {
  storyTitles: { brief: "Die Aufgabe", work: "Unsere Arbeit", result: "Das Ergebnis" },
  photosTitle: "Fotos",
  /** Said of a photo's link to its full-size file. */
  fullSize: "Originalgröße",
  beforeAfterTitle: "Vorher und nachher",
  before: "Vorher",
  after: "Nachher",
  /** The comparison slider's name, for screen readers. */
  compareLabel: "Vorher und nachher vergleichen",
  clientTitle: "Das sagt unser Kunde",
  previous: "Vorheriges Projekt",
  next: "Nächstes Projekt",
  quoteLabel: "Angebot für ein ähnliches Projekt anfordern",
  /** The portfolio's links to its pages by kind of work. */
  kindsLabel: "Art der Arbeiten",
  allKinds: "Alle Projekte",
  /** The name of a project page's links to the previous and the next project. */
  moreProjects: "Weitere Projekte",
  /** After a kind of work's name, its portfolio page's title: "Umbau & Renovierung – Referenzen". */
  kindProjects: "– Referenzen",
} as const;
