/**
 * The fixed French wording of the pages that show the company and its work: the home page, About,
 * Services and each service's page, the questions, the portfolio and each project's page. What
 * these pages say about the company is the owner's (app/content/pages.json).
 */

/** The home page's headings and buttons. */
export const home = {
  /** The hero's two buttons. */
  actions: { quote: "Demander un devis", services: "Nos prestations" },
  /** Before the phone number, on phones (the call panel shows on wide screens). */
  callLine: "Ou appelez-nous\u00a0:",
  callPanelTitle: "Parlons-en",
  ctaLinkLabel: "Contactez-nous dès aujourd'hui",
  /** Over the band of facts under the hero. */
  trustTitle: (name: string) => `${name} en bref`,
  whyChooseTitle: (name: string) => `Pourquoi choisir ${name}\u00a0?`,
  processTitle: "Notre façon de travailler",
  testimonialsTitle: "Ce que disent nos clients",
} as const;

/** The About page's title and headings. */
export const about = {
  metaTitle: "À propos",
  title: (name: string) => `À propos de ${name}`,
  storyTitle: "Notre histoire",
  factsTitle: "En un coup d'œil",
  whyChooseTitle: home.whyChooseTitle,
} as const;

/** The Services page's title, its description for search engines, its links. */
export const servicesPage = {
  metaTitle: "Nos prestations",
  /** "Cuisines, salles de bains et terrasses : les prestations de Ridgeline Builders." */
  description: (services: string, name: string) => `${services}\u00a0: les prestations de ${name}.`,
  title: "Nos prestations",
  /** Each service card's link to the service's page. */
  cardLinkLabel: "Voir ce qui est compris",
  ctaLinkLabel: "Demander un devis",
} as const;

/** The words of every service's page (the page itself is made from the service). */
export const servicePage = {
  breadcrumb: "Prestations",
  includedTitle: "Ce qui est compris",
  durationLabel: "Durée habituelle",
  priceLabel: "Prix indicatif",
  processTitle: "Déroulement",
  projectsTitle: "Réalisations récentes",
  questionsTitle: "Questions fréquentes",
  quoteLabel: "Demander un devis pour ces travaux",
} as const;

/** The page of every question, site-wide and per service. */
export const questionsPage = {
  metaTitle: "Questions fréquentes",
  title: "Questions fréquentes",
  generalTitle: "Avant de commencer",
} as const;

/** The portfolio's title, the labels of a project's facts, its button. */
export const portfolioPage = {
  metaTitle: "Nos réalisations",
  title: "Nos réalisations",
  /** The labels of a project's facts, on its card. */
  detailLabels: {
    location: "Lieu",
    year: "Achevé en",
    scope: "Nature des travaux",
    duration: "Durée",
    budget: "Budget",
  },
  ctaLinkLabel: "Obtenir votre devis",
} as const;

/** The words of every project's page (/portfolio/<slug>) and of the portfolio by kind of work. */
export const projectPage = {
  storyTitles: { brief: "La demande", work: "Nos travaux", result: "Le résultat" },
  photosTitle: "Photos",
  /** Said of a photo's link to its full-size file. */
  fullSize: "grand format",
  beforeAfterTitle: "Avant et après",
  before: "Avant",
  after: "Après",
  /** The comparison slider's name, for screen readers. */
  compareLabel: "Comparer avant et après",
  clientTitle: "L'avis du client",
  previous: "Réalisation précédente",
  next: "Réalisation suivante",
  quoteLabel: "Demander un devis pour un projet similaire",
  /** The portfolio's links to its pages by kind of work. */
  kindsLabel: "Type de travaux",
  allKinds: "Toutes les réalisations",
  /** The name of a project page's links to the previous and the next project. */
  moreProjects: "Autres réalisations",
  /** After a kind of work's name, its portfolio page's title: "Rénovation – nos réalisations". */
  kindProjects: "– nos réalisations",
} as const;
