/** The site's fixed French wording on every page: the menu, the header, the call bar, the footer, the 404 page. */

/** The pages' names in the header's menu and the footer, in the menu's order. */
export const navigation = {
  home: "Accueil",
  about: "À propos",
  services: "Prestations",
  portfolio: "Réalisations",
  contact: "Contact",
} as const;

/** Words of the header, the phone call bar and the footer. */
export const chrome = {
  /** The first link of every page, for keyboards and screen readers. */
  /** The name of the button that opens the menu on phones. */
  menuLabel: "Menu",
  /** The names of the header's menu and of a page's trail back to its section, for screen readers. */
  mainNavLabel: "Navigation principale",
  breadcrumbLabel: "Fil d’Ariane",
  skipLink: "Aller au contenu",
  /** The page shown if a page fails to render (never in a pre-rendered build). */
  errorPage: {
    title: "Une erreur s’est produite",
    text: "Veuillez réessayer ou",
    homeLink: "revenir à la page d’accueil",
  },
  callLabel: "Appeler",
  quoteLabel: "Demander un devis",
  footer: {
    contactTitle: "Contact",
    hoursTitle: "Horaires d'ouverture",
    pagesTitle: "Pages",
    servicesTitle: "Prestations",
    areasTitle: "Zones d'intervention",
    questionsLink: "Questions fréquentes",
    licenceLabel: "Licence n°",
    closed: "Fermé",
    privacyLink: "Politique de confidentialité",
    legalNoticeLink: "Mentions légales",
  },
} as const;

/** The page of an address the site does not have. */
export const notFound = {
  meta: {
    title: "Page introuvable",
    description: "La page que vous recherchez n'existe pas ou a été déplacée.",
  },
  title: "404",
  text: "Oups\u00a0! Page introuvable",
  linkLabel: "Retour à l'accueil",
  pagesTitle: "Ou essayez l'une de ces pages",
  callText: "Vous cherchez quelque chose de précis\u00a0? Appelez-nous\u00a0:",
} as const;
