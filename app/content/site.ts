/**
 * Every fact the site states about the company comes from here. Components, page metadata,
 * structured data and the sitemap all read this module, so changing a value changes it everywhere.
 *
 * What the owner may change is in the JSON data files beside it (company.json, pages.json,
 * services.json, projects.json, testimonials.json), edited with `npm run edit` or by hand. This
 * module adds what the specification fixes (headings, service titles and features, project titles,
 * link labels, the notice, the opening hours) and what follows from the data (the description,
 * years in business). The build checks the data files and the whole against ./schema.ts: a mistake
 * stops `npm run build` with the field's path and what is wrong.
 *
 * Values marked "placeholder" in the data are fictional (an example.com address, a 555-01xx number):
 * replace them with the company's own before going live.
 */

import type {
  CompanyContent,
  Content,
  DataFile,
  NavItem,
  OpeningHours,
  Project,
  Service,
  Testimonial,
} from "./schema";
import companyData from "./company.json" with { type: "json" };
import pagesData from "./pages.json" with { type: "json" };
import projectsData from "./projects.json" with { type: "json" };
import servicesData from "./services.json" with { type: "json" };
import testimonialsData from "./testimonials.json" with { type: "json" };

export type {
  CallToAction,
  Fact,
  IconName,
  PageHeaderCopy,
  Project,
  Service,
  Step,
  Testimonial,
} from "./schema";

// The data files as the types the schema infers: tsc refuses a file of another shape, and the
// build's first step (scripts/check-site.mjs) says which field is wrong before tsc runs.
const pages: DataFile<"pages"> = pagesData;

/** The opening hours the specification fixes (Monday to Friday 8-18, Saturday 9-16). */
export const openingHours: OpeningHours[] = [
  {
    days: "Monday - Friday",
    dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "08:00",
    closes: "18:00",
  },
  { days: "Saturday", dayOfWeek: ["Saturday"], opens: "09:00", closes: "16:00" },
];

/** The company as the owner wrote it (company.json), with the fixed hours. */
const companyContent: CompanyContent = {
  ...(companyData satisfies DataFile<"company">),
  hours: openingHours,
};

export const company = {
  ...companyContent,
  /** One sentence about the company, for search engines. */
  description: `${companyContent.name} is ${companyContent.summary}.`,
  /** Whole years since the founding year, as of the build (pages are rendered at build time). */
  yearsInBusiness: new Date().getFullYear() - companyContent.foundedYear,
};

/** "Licensed & insured" with the licence number when there is one. */
const licensed = {
  value: "Licensed & insured",
  label: company.licenseNumber ? `Licence no. ${company.licenseNumber}` : "Fully covered on every site",
};

export const navigation = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about" },
  { label: "Services", to: "/services" },
  { label: "Portfolio", to: "/portfolio" },
  { label: "Contact", to: "/contact" },
] satisfies NavItem[];

export const chrome = {
  callLabel: "Call",
  quoteLabel: "Free quote",
  footer: {
    contactTitle: "Contact",
    hoursTitle: "Opening hours",
    pagesTitle: "Pages",
    areaLabel: "Area served",
    licenceLabel: "Licence no.",
  },
} satisfies Content["chrome"];

export const home = {
  meta: {
    title: "Construction, Remodeling & General Contracting",
    description: `${company.name} builds homes, commercial spaces and renovations with expert craftsmanship, on-time delivery and fair pricing. Ask for a free quote.`,
  },
  eyebrow: pages.home.eyebrow,
  actions: { quote: "Get Free Quote", services: "Our Services" },
  /** Before the phone number, on phones (the call panel shows on wide screens). */
  callLine: "Or call us:",
  callPanelTitle: "Talk to a builder",
  cta: { ...pages.home.cta, linkLabel: "Contact Us Today" },
  trust: {
    title: `${company.name} at a glance`,
    facts: [
      { value: `${company.yearsInBusiness} years`, label: `building since ${company.foundedYear}` },
      licensed,
      { value: "Free written estimates", label: "Itemised, with no obligation" },
      ...(company.areaServed ? [{ value: "Local", label: `Serving ${company.areaServed}` }] : []),
    ],
  },
  whyChooseTitle: `Why Choose ${company.name}?`,
  whyChoose: [
    {
      title: "Expert Craftsmanship",
      icon: "craftsmanship",
      text: "Skilled carpenters, masons and finishers who take pride in every joint, seam and surface.",
    },
    {
      title: "On-Time Delivery",
      icon: "schedule",
      text: "A written schedule before work starts, weekly updates, and handover on the agreed date.",
    },
    {
      title: "Fair Pricing",
      icon: "pricing",
      text: "Detailed, itemised quotes with no hidden costs, so you know exactly what you pay for.",
    },
  ],
  process: {
    title: "How we work",
    intro: pages.home.process.intro,
    steps: pages.home.process.steps,
  },
  testimonialsTitle: "What our clients say",
} satisfies Content["home"];

export const about = {
  meta: {
    title: "About Us",
    description: `Meet ${company.name}: a licensed and insured local contractor building and renovating homes and businesses since ${company.foundedYear}.`,
  },
  header: {
    title: `About ${company.name}`,
    intro: pages.about.intro,
    fact: { value: String(company.foundedYear), label: "the year we started building" },
  },
  storyTitle: "Our Story",
  story: [
    `${company.name} started in ${company.foundedYear} with one truck, two carpenters and a simple promise: build every project as if it were our own home.`,
    "Since then we have grown into a full-service contractor handling new homes, additions, commercial fit-outs and renovations, while keeping the personal attention of a small, family-run team.",
    "Every project is led by one project manager from the first site visit to the final walkthrough, so you always know who to call and what happens next.",
  ],
  facts: {
    title: "Facts at a glance",
    items: [
      { value: String(company.foundedYear), label: "Founded" },
      licensed,
      ...(company.areaServed ? [{ value: company.areaServed, label: "Area served" }] : []),
      { value: "One project manager", label: "From first visit to handover" },
    ],
  },
  whyChooseTitle: `Why Choose ${company.name}?`,
  whyChoose: [
    "Licensed and insured professionals",
    "Quality materials and workmanship",
    "Competitive pricing",
    "Timely project completion",
    "Excellent customer service",
  ],
} satisfies Content["about"];

export const servicesPage = {
  meta: {
    title: "Our Services",
    description: `Residential and commercial construction, remodeling and renovations, and general contracting from ${company.name}.`,
  },
  header: {
    title: "Our Services",
    intro: pages.servicesPage.intro,
    fact: { value: "Free", label: "written, itemised estimate before any work starts" },
  },
  cardLinkLabel: "Request a quote",
  cta: { ...pages.servicesPage.cta, linkLabel: "Get a Free Quote" },
} satisfies Content["servicesPage"];

export const portfolioPage = {
  meta: {
    title: "Our Portfolio",
    description: `Recent residential projects by ${company.name}: luxury developments, modern family homes and a Victorian house renovation.`,
  },
  header: {
    title: "Our Portfolio",
    intro: pages.portfolioPage.intro,
    fact: { value: `${company.yearsInBusiness} years`, label: "of homes built and restored" },
  },
  detailLabels: { location: "Location", year: "Completed", scope: "Scope", duration: "Duration" },
  cta: { ...pages.portfolioPage.cta, linkLabel: "Get Your Free Quote" },
} satisfies Content["portfolioPage"];

/** What the specification fixes of each service; the description is the owner's (services.json). */
const fixedServices = {
  residential: {
    title: "Residential Construction",
    category: "Residential",
    features: ["New homes", "Additions", "Kitchen and bathroom remodeling", "Basement finishing"],
  },
  commercial: {
    title: "Commercial Construction",
    category: "Commercial",
    features: ["Office buildings", "Retail spaces", "Warehouses", "Tenant improvements"],
  },
  remodeling: {
    title: "Remodeling & Renovations",
    category: "Remodeling",
    features: [
      "Interior renovations",
      "Exterior improvements",
      "Structural modifications",
      "Energy efficiency upgrades",
    ],
  },
  contracting: {
    title: "General Contracting",
    category: "General Contracting",
    features: ["Project planning", "Permit acquisition", "Subcontractor coordination", "Quality control"],
  },
} satisfies Record<keyof DataFile<"services">, Omit<Service, "icon" | "description">>;

const serviceData: DataFile<"services"> = servicesData;
export const services: Service[] = (Object.keys(fixedServices) as (keyof typeof fixedServices)[]).map(
  (key) => ({ ...fixedServices[key], icon: key, ...serviceData[key] }),
);

/** What the specification fixes of each project; the rest is the owner's (projects.json). */
const fixedProjects = {
  "luxury-residential-development": {
    id: 1,
    title: "Luxury Residential Development",
    category: "Residential",
  },
  "modern-family-home": { id: 2, title: "Modern Family Home", category: "Residential" },
  "victorian-house-renovation": { id: 3, title: "Victorian House Renovation", category: "Residential" },
} satisfies Record<keyof DataFile<"projects">, Pick<Project, "id" | "title" | "category">>;

const projectData: DataFile<"projects"> = projectsData;
export const projects: Project[] = (Object.keys(fixedProjects) as (keyof typeof fixedProjects)[]).map(
  (key) => ({ ...fixedProjects[key], ...projectData[key] }),
);

/** The editor shows these read-only beside the owner's fields (tooling/editor/). */
export const fixedByKey = { services: fixedServices, projects: fixedProjects };

/**
 * Clients' own words, published with their consent: { quote, name, project? }. The section on the
 * home page appears only when this list has entries. Never invent one: fake reviews mislead
 * visitors and are unlawful in many places.
 */
export const testimonials: Testimonial[] = (testimonialsData satisfies DataFile<"testimonials">).testimonials;

export const contact = {
  meta: {
    title: "Contact Us",
    description: `Ask ${company.name} for a free quote or consultation. Call ${company.phone.display}, email ${company.email} or send us a message.`,
  },
  header: {
    title: "Contact Us",
    intro: pages.contact.intro,
    fact: { value: "1 business day", label: "to answer every message" },
  },
  formTitle: "Send us a Message",
  panelTitle: "Get in Touch",
  messagePlaceholder: "Tell us about your project...",
  details: { email: "Email", phone: "Phone", hours: "Business Hours", office: "Office" },
  submitLabel: "Send Message",
  sending: "Sending…",
  success: {
    title: "Message Sent!",
    text: "Thank you for contacting us. We'll get back to you soon.",
  },
  /** The page a request sent without JavaScript lands on (only when npm start receives the form). */
  sentPage: {
    meta: { title: "Message Sent", description: "Your message has reached us." },
    linkLabel: "Back to the contact page",
  },
  notices: {
    /** Each of these ends with "call us at … or email …". */
    noScript: "Our form needs JavaScript, which is turned off in your browser. Please",
    failed: {
      title: "Your message could not be sent.",
      text: "Nothing you typed is lost: please try again, or",
    },
    dismiss: "Dismiss",
  },
} satisfies Content["contact"];

export const notFound = {
  meta: { title: "Page not found", description: "The page you are looking for does not exist or has moved." },
  title: "404",
  text: "Oops! Page not found",
  linkLabel: "Return to Home",
  pagesTitle: "Or try one of these pages",
  callText: "Looking for something specific? Call us:",
} satisfies Content["notFound"];

/** Everything above as the owner wrote it: what the build checks against the content schema. */
export const content = {
  company: companyContent,
  navigation,
  chrome,
  home,
  about,
  servicesPage,
  portfolioPage,
  services,
  projects,
  testimonials,
  contact,
  notFound,
} satisfies Content;
