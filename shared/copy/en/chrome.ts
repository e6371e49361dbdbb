/** The site's fixed English wording on every page: the menu, the header, the call bar, the footer, the 404 page. */

/** The pages' names in the header's menu and the footer, in the menu's order. */
export const navigation = {
  home: "Home",
  about: "About",
  services: "Services",
  portfolio: "Portfolio",
  contact: "Contact",
} as const;

/** Words of the header, the phone call bar and the footer. */
export const chrome = {
  callLabel: "Call",
  quoteLabel: "Free quote",
  footer: {
    contactTitle: "Contact",
    hoursTitle: "Opening hours",
    pagesTitle: "Pages",
    servicesTitle: "Services",
    areasTitle: "Areas we serve",
    questionsLink: "Questions and answers",
    licenceLabel: "Licence no.",
    closed: "Closed",
    privacyLink: "Privacy notice",
    legalNoticeLink: "Legal notice",
  },
} as const;

/** The page of an address the site does not have. */
export const notFound = {
  meta: { title: "Page not found", description: "The page you are looking for does not exist or has moved." },
  title: "404",
  text: "Oops! Page not found",
  linkLabel: "Return to Home",
  pagesTitle: "Or try one of these pages",
  callText: "Looking for something specific? Call us:",
} as const;
