/**
 * Every fact the site states about the company lives here. Components, page metadata, structured
 * data and the sitemap all read this module, so changing a value here changes it everywhere.
 *
 * Its shape is checked by ./schema.ts when the site is built: a mistake stops `npm run build` with
 * the field's path and what is wrong.
 *
 * Values marked "placeholder" are fictional (an example.com address, a 555-01xx number): replace them
 * with the company's own before going live.
 */

import type { CompanyContent, Content, NavItem, Project, Service, Testimonial } from "./schema";

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

/** The company as the owner writes it; `company` below adds what follows from it. */
const companyContent: CompanyContent = {
  name: "Ridgeline Builders", // placeholder
  pitch:
    "Homes, offices and renovations built right, on schedule and on budget, by a local team that answers the phone.", // placeholder
  /** Shown in the footer beside the name. */
  tagline: "Licensed and insured general contractor", // placeholder
  summary:
    "a licensed general contractor for residential construction, commercial construction, remodeling and renovations", // placeholder
  email: "hello@example.com", // placeholder
  phone: { display: "(555) 555-0142", e164: "+15555550142" }, // placeholder
  /** Optional: delete to hide it from the contact page and the structured data. */
  address: {
    street: "120 Quarry Road", // placeholder
    locality: "Springfield", // placeholder
    region: "IL", // placeholder
    postalCode: "62701", // placeholder
    country: "US",
  },
  /** Optional: delete to hide it from the contact page and the structured data. */
  areaServed: "Springfield and the surrounding county", // placeholder
  foundedYear: 2008, // placeholder
  /** Browser UI colour (theme-color). */
  themeColor: "#0f172a",
  hours: [
    {
      days: "Monday - Friday",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "08:00",
      closes: "18:00",
    },
    { days: "Saturday", dayOfWeek: ["Saturday"], opens: "09:00", closes: "16:00" },
  ],
  /** Optional: shown in the trust band, on About and in the footer. */
  licenseNumber: "IL-104-000000", // placeholder: not a real licence; put yours here
  // Optional, for search engines (see the README): priceRange: "$$", geo: { latitude: 39.78,
  // longitude: -89.65 }, sameAs: ["https://www.houzz.com/pro/…"].
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
  eyebrow: "Residential · Commercial · Remodeling",
  actions: { quote: "Get Free Quote", services: "Our Services" },
  /** Before the phone number, on phones (the call panel shows on wide screens). */
  callLine: "Or call us:",
  callPanelTitle: "Talk to a builder",
  cta: {
    title: "Ready to start your project?",
    text: "Tell us what you have in mind and we will get back to you with a free, no-obligation quote.",
    linkLabel: "Contact Us Today",
  },
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
    intro: "Four steps, one project manager, no surprises.",
    steps: [
      {
        title: "Call or send a message",
        text: "Tell us what you want to build or change. We answer within one business day.",
      },
      {
        title: "Site visit and written estimate",
        text: "We look at the site with you and send an itemised estimate, free and with no obligation.",
      },
      {
        title: "Build, with weekly updates",
        text: "Permits, trades and materials handled by us; your project manager reports every week.",
      },
      {
        title: "Walkthrough and handover",
        text: "We walk the finished work with you, fix anything on the list, and hand over the keys.",
      },
    ],
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
    intro: "A local team of builders who treat every project as if it were our own home.",
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
    intro:
      "From a new home to a complete commercial fit-out, one team takes your project from plan to handover.",
    fact: { value: "1 team", label: "accountable from plan to handover" },
  },
  cardLinkLabel: "Request a quote",
  cta: {
    title: "Have a project in mind?",
    text: "Tell us about it and receive a detailed, itemised quote at no cost.",
    linkLabel: "Get a Free Quote",
  },
} satisfies Content["servicesPage"];

export const portfolioPage = {
  meta: {
    title: "Our Portfolio",
    description: `Recent residential projects by ${company.name}: luxury developments, modern family homes and a Victorian house renovation.`,
  },
  header: {
    title: "Our Portfolio",
    intro: "A few of the homes we have recently built and restored for our clients.",
    fact: { value: `${company.yearsInBusiness} years`, label: "of homes built and restored" },
  },
  detailLabels: { location: "Location", year: "Completed", scope: "Scope", duration: "Duration" },
  cta: {
    title: "Picture your project here",
    text: "Tell us about the home you want to build or renovate.",
    linkLabel: "Get Your Free Quote",
  },
} satisfies Content["portfolioPage"];

export const services = [
  {
    title: "Residential Construction",
    category: "Residential",
    icon: "residential",
    description:
      "Custom homes and additions designed around the way you live, built to last for generations.",
    features: ["New homes", "Additions", "Kitchen and bathroom remodeling", "Basement finishing"],
  },
  {
    title: "Commercial Construction",
    category: "Commercial",
    icon: "commercial",
    description:
      "Durable, code-compliant spaces for businesses, delivered with minimal disruption to your operations.",
    features: ["Office buildings", "Retail spaces", "Warehouses", "Tenant improvements"],
  },
  {
    title: "Remodeling & Renovations",
    category: "Remodeling",
    icon: "remodeling",
    description:
      "Breathe new life into an existing building, from a single room to a complete transformation.",
    features: [
      "Interior renovations",
      "Exterior improvements",
      "Structural modifications",
      "Energy efficiency upgrades",
    ],
  },
  {
    title: "General Contracting",
    category: "General Contracting",
    icon: "contracting",
    description:
      "One accountable team that manages your whole project, from drawings and permits to final inspection.",
    features: ["Project planning", "Permit acquisition", "Subcontractor coordination", "Quality control"],
  },
] satisfies Service[];

export const projects = [
  {
    id: 1,
    title: "Luxury Residential Development",
    category: "Residential",
    description:
      "A development of high-end family residences with open-plan living, natural stone and landscaped grounds.",
    image: "https://images.unsplash.com/photo-1600596542815-ffad4c1539a9",
    imageAlt: "A large modern house with floor-to-ceiling windows, lit up at dusk",
    location: "Springfield", // placeholder
    year: 2023, // placeholder
    scope: "Six detached homes, stone and glass", // placeholder
    duration: "22 months", // placeholder
  },
  {
    id: 2,
    title: "Modern Family Home",
    category: "Residential",
    description:
      "A bright, energy-efficient family home with a flexible floor plan and a covered outdoor living area.",
    image: "https://images.unsplash.com/photo-1600585154340-be6161a56a0c",
    imageAlt: "A two-storey modern family home with a lawn and large glass doors",
    location: "Chatham", // placeholder
    year: 2024, // placeholder
    scope: "New build, four bedrooms", // placeholder
    duration: "11 months", // placeholder
  },
  {
    id: 3,
    title: "Victorian House Renovation",
    category: "Residential",
    description:
      "A careful restoration of a period home: original details preserved, with modern wiring, plumbing and insulation.",
    image: "https://images.unsplash.com/photo-1570129477492-45c003edd2be",
    imageAlt: "A restored traditional house with a pitched roof and a front porch",
    location: "Springfield", // placeholder
    year: 2022, // placeholder
    scope: "Restoration, rewiring, insulation", // placeholder
    duration: "8 months", // placeholder
  },
] satisfies Project[];

/**
 * Clients' own words, published with their consent: { quote, name, project? }. The section on the
 * home page appears only when this list has entries. Never invent one: fake reviews mislead
 * visitors and are unlawful in many places.
 */
export const testimonials: Testimonial[] = [];

export const contact = {
  meta: {
    title: "Contact Us",
    description: `Ask ${company.name} for a free quote or consultation. Call ${company.phone.display}, email ${company.email} or send us a message.`,
  },
  header: {
    title: "Contact Us",
    intro:
      "Tell us about your project and we will get back to you within one business day with a free quote.",
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
