/**
 * Every fact the site states about the company lives here. Components, page metadata, structured
 * data and the sitemap all read this module, so changing a value here changes it everywhere.
 *
 * Values marked "placeholder" are fictional (an example.com address, a 555-01xx number): replace them
 * with the company's own before going live.
 */

export type NavItem = { readonly label: string; readonly to: string };

export type OpeningHours = {
  /** What a visitor reads, e.g. "Monday - Friday". */
  readonly days: string;
  /** schema.org day names, for structured data. */
  readonly dayOfWeek: readonly string[];
  /** 24-hour "HH:MM", for structured data and the <time> element. */
  readonly opens: string;
  readonly closes: string;
};

export type Service = {
  readonly title: string;
  readonly icon: IconName;
  readonly description: string;
  readonly features: readonly [string, string, string, string];
};

export type Project = {
  readonly id: number;
  readonly title: string;
  readonly category: "Residential";
  readonly description: string;
  /** Remote image; width, format and crop are added by `projectImage()`. */
  readonly image: string;
  readonly imageAlt: string;
};

/** Icons are named here and drawn by components/icon.tsx. */
export type IconName =
  "craftsmanship" | "schedule" | "pricing" | "residential" | "commercial" | "remodeling" | "contracting";

/** What search engines and link previews show for a page (see lib/seo.ts). */
export type PageMeta = { readonly title: string; readonly description: string };
/** The title band at the top of an inner page. */
export type PageHeader = { readonly title: string; readonly intro: string };
/** The closing call to action of a page; `linkLabel` is fixed by the specification. */
export type CallToAction = { readonly title: string; readonly text: string; readonly linkLabel: string };

export type Feature = { readonly title: string; readonly text: string; readonly icon: IconName };

export const company = {
  name: "Ridgeline Builders", // placeholder
  pitch:
    "Homes, offices and renovations built right, on schedule and on budget, by a local team that answers the phone.", // placeholder
  /** Shown in the footer beside the name. */
  tagline: "Licensed and insured general contractor", // placeholder
  description:
    "Ridgeline Builders is a licensed general contractor for residential construction, commercial construction, remodeling and renovations.", // placeholder
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
  /** Browser UI colour (theme-color, web app manifest). */
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
} as const satisfies {
  name: string;
  pitch: string;
  tagline: string;
  description: string;
  email: string;
  phone: { display: string; e164: string };
  address?: { street: string; locality: string; region: string; postalCode: string; country: string };
  areaServed?: string;
  foundedYear: number;
  themeColor: string;
  hours: readonly OpeningHours[];
};

export const navigation = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about" },
  { label: "Services", to: "/services" },
  { label: "Portfolio", to: "/portfolio" },
  { label: "Contact", to: "/contact" },
] as const satisfies readonly NavItem[];

export const home = {
  meta: {
    title: "Construction, Remodeling & General Contracting",
    description: `${company.name} builds homes, commercial spaces and renovations with expert craftsmanship, on-time delivery and fair pricing. Ask for a free quote.`,
  },
  eyebrow: "Residential · Commercial · Remodeling",
  callPanelTitle: "Talk to a builder",
  cta: {
    title: "Ready to start your project?",
    text: "Tell us what you have in mind and we will get back to you with a free, no-obligation quote.",
    linkLabel: "Contact Us Today",
  },
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
} as const satisfies {
  meta: PageMeta;
  eyebrow: string;
  callPanelTitle: string;
  cta: CallToAction;
  whyChoose: readonly Feature[];
};

export const about = {
  meta: {
    title: "About Us",
    description: `Meet ${company.name}: a licensed and insured local contractor building and renovating homes and businesses since ${company.foundedYear}.`,
  },
  header: {
    title: `About ${company.name}`,
    intro: "A local team of builders who treat every project as if it were our own home.",
  },
  story: [
    `${company.name} started in ${company.foundedYear} with one truck, two carpenters and a simple promise: build every project as if it were our own home.`,
    "Since then we have grown into a full-service contractor handling new homes, additions, commercial fit-outs and renovations, while keeping the personal attention of a small, family-run team.",
    "Every project is led by one project manager from the first site visit to the final walkthrough, so you always know who to call and what happens next.",
  ],
  whyChoose: [
    "Licensed and insured professionals",
    "Quality materials and workmanship",
    "Competitive pricing",
    "Timely project completion",
    "Excellent customer service",
  ],
} as const satisfies {
  meta: PageMeta;
  header: PageHeader;
  story: readonly string[];
  whyChoose: readonly string[];
};

export const servicesPage = {
  meta: {
    title: "Our Services",
    description: `Residential and commercial construction, remodeling and renovations, and general contracting from ${company.name}.`,
  },
  header: {
    title: "Our Services",
    intro:
      "From a new home to a complete commercial fit-out, one team takes your project from plan to handover.",
  },
  cta: {
    title: "Have a project in mind?",
    text: "Tell us about it and receive a detailed, itemised quote at no cost.",
    linkLabel: "Get a Free Quote",
  },
} as const satisfies { meta: PageMeta; header: PageHeader; cta: CallToAction };

export const portfolioPage = {
  meta: {
    title: "Our Portfolio",
    description: `Recent residential projects by ${company.name}: luxury developments, modern family homes and a Victorian house renovation.`,
  },
  header: {
    title: "Our Portfolio",
    intro: "A few of the homes we have recently built and restored for our clients.",
  },
  cta: {
    title: "Picture your project here",
    text: "Tell us about the home you want to build or renovate.",
    linkLabel: "Get Your Free Quote",
  },
} as const satisfies { meta: PageMeta; header: PageHeader; cta: CallToAction };

export const services = [
  {
    title: "Residential Construction",
    icon: "residential",
    description:
      "Custom homes and additions designed around the way you live, built to last for generations.",
    features: ["New homes", "Additions", "Kitchen and bathroom remodeling", "Basement finishing"],
  },
  {
    title: "Commercial Construction",
    icon: "commercial",
    description:
      "Durable, code-compliant spaces for businesses, delivered with minimal disruption to your operations.",
    features: ["Office buildings", "Retail spaces", "Warehouses", "Tenant improvements"],
  },
  {
    title: "Remodeling & Renovations",
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
    icon: "contracting",
    description:
      "One accountable team that manages your whole project, from drawings and permits to final inspection.",
    features: ["Project planning", "Permit acquisition", "Subcontractor coordination", "Quality control"],
  },
] as const satisfies readonly Service[];

export const projects = [
  {
    id: 1,
    title: "Luxury Residential Development",
    category: "Residential",
    description:
      "A development of high-end family residences with open-plan living, natural stone and landscaped grounds.",
    image: "https://images.unsplash.com/photo-1600596542815-ffad4c1539a9",
    imageAlt: "A large modern house with floor-to-ceiling windows, lit up at dusk",
  },
  {
    id: 2,
    title: "Modern Family Home",
    category: "Residential",
    description:
      "A bright, energy-efficient family home with a flexible floor plan and a covered outdoor living area.",
    image: "https://images.unsplash.com/photo-1600585154340-be6161a56a0c",
    imageAlt: "A two-storey modern family home with a lawn and large glass doors",
  },
  {
    id: 3,
    title: "Victorian House Renovation",
    category: "Residential",
    description:
      "A careful restoration of a period home: original details preserved, with modern wiring, plumbing and insulation.",
    image: "https://images.unsplash.com/photo-1570129477492-45c003edd2be",
    imageAlt: "A restored traditional house with a pitched roof and a front porch",
  },
] as const satisfies readonly Project[];

export const contact = {
  meta: {
    title: "Contact Us",
    description: `Ask ${company.name} for a free quote or consultation. Call ${company.phone.display}, email ${company.email} or send us a message.`,
  },
  header: {
    title: "Contact Us",
    intro:
      "Tell us about your project and we will get back to you within one business day with a free quote.",
  },
  formTitle: "Send us a Message",
  panelTitle: "Get in Touch",
  success: {
    title: "Message Sent!",
    text: "Thank you for contacting us. We'll get back to you soon.",
  },
} as const satisfies {
  meta: PageMeta;
  header: PageHeader;
  formTitle: string;
  panelTitle: string;
  success: { title: string; text: string };
};

export const notFound = {
  meta: { title: "Page not found", description: "The page you are looking for does not exist or has moved." },
  title: "404",
  text: "Oops! Page not found",
  linkLabel: "Return to Home",
} as const satisfies { meta: PageMeta; title: string; text: string; linkLabel: string };
