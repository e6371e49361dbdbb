/**
 * The fixed English wording of the pages that show the company and its work: the home page, About,
 * Services and each service's page, the questions, the portfolio and each project's page. What
 * these pages say about the company is the owner's (app/content/pages.json).
 */

/** The home page's headings and buttons. */
export const home = {
  /** The hero's two buttons. */
  actions: { quote: "Request a Quote", services: "Our Services" },
  /** Before the phone number, on phones (the call panel shows on wide screens). */
  callLine: "Or call us:",
  callPanelTitle: "Talk to us",
  ctaLinkLabel: "Contact Us Today",
  /** Over the band of facts under the hero. */
  trustTitle: (name: string) => `${name} at a glance`,
  whyChooseTitle: (name: string) => `Why Choose ${name}?`,
  processTitle: "How we work",
  testimonialsTitle: "What our clients say",
} as const;

/** The About page's title and headings. */
export const about = {
  metaTitle: "About Us",
  title: (name: string) => `About ${name}`,
  storyTitle: "Our Story",
  factsTitle: "Facts at a glance",
  whyChooseTitle: home.whyChooseTitle,
} as const;

/** The Services page's title, its description for search engines, its links. */
export const servicesPage = {
  metaTitle: "Our Services",
  /** "Kitchens, Baths and Decks from Ridgeline Builders." */
  description: (services: string, name: string) => `${services} from ${name}.`,
  title: "Our Services",
  /** Each service card's link to the service's page. */
  cardLinkLabel: "See what's included",
  ctaLinkLabel: "Request a Quote",
} as const;

/** The words of every service's page (the page itself is made from the service). */
export const servicePage = {
  breadcrumb: "Services",
  includedTitle: "What is included",
  durationLabel: "Typical duration",
  priceLabel: "Price guide",
  processTitle: "How it works",
  projectsTitle: "Recent projects",
  questionsTitle: "Questions and answers",
  quoteLabel: "Request a quote for this work",
} as const;

/** The page of every question, site-wide and per service. */
export const questionsPage = {
  metaTitle: "Questions and Answers",
  title: "Questions and answers",
  generalTitle: "Before you start",
} as const;

/** The portfolio's title, the labels of a project's facts, its button. */
export const portfolioPage = {
  metaTitle: "Our Portfolio",
  title: "Our Portfolio",
  /** The labels of a project's facts, on its card. */
  detailLabels: {
    location: "Location",
    year: "Completed",
    scope: "Scope",
    duration: "Duration",
    budget: "Budget",
  },
  ctaLinkLabel: "Request a Quote",
} as const;

/** The words of every project's page (/portfolio/<slug>) and of the portfolio by kind of work. */
export const projectPage = {
  storyTitles: { brief: "The brief", work: "What we did", result: "The result" },
  photosTitle: "Photos",
  /** Said of a photo's link to its full-size file. */
  fullSize: "full size",
  beforeAfterTitle: "Before and after",
  before: "Before",
  after: "After",
  /** The comparison slider's name, for screen readers. */
  compareLabel: "Compare before and after",
  clientTitle: "What the client said",
  previous: "Previous project",
  next: "Next project",
  quoteLabel: "Request a quote for a project like this",
  /** The portfolio's links to its pages by kind of work. */
  kindsLabel: "Kind of work",
  allKinds: "All projects",
  /** The name of a project page's links to the previous and the next project. */
  moreProjects: "More projects",
  /** After a kind of work's name, its portfolio page's title: "Remodeling projects". */
  kindProjects: "projects",
} as const;
