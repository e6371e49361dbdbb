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
  /** The first link of every page, for keyboards and screen readers. */
  /** The name of the button that opens the menu on phones. */
  menuLabel: "Menu",
  /** The names of the header's menu and of a page's trail back to its section, for screen readers. */
  mainNavLabel: "Main",
  breadcrumbLabel: "Breadcrumb",
  skipLink: "Skip to content",
  /** The page shown if a page fails to render (never in a pre-rendered build). */
  errorPage: {
    title: "Something went wrong",
    text: "Please try again, or",
    homeLink: "return to the home page",
  },
  callLabel: "Call",
  quoteLabel: "Get a quote",
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
