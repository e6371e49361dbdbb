import { company } from "~/content/site";

/**
 * What the specification fixes on each page, in its words (docs: ../shared/spec/site-spec.md).
 * Written out here, not read from the content module, so a content edit that breaks the spec fails.
 */
export const SPEC_PAGES = [
  {
    path: "/",
    nav: "Home",
    heading: company.name,
    texts: ["Expert Craftsmanship", "On-Time Delivery", "Fair Pricing", /Why Choose/],
    links: [
      ["Get Free Quote", "/contact"],
      ["Our Services", "/services"],
      ["Contact Us Today", "/contact"],
    ],
  },
  {
    path: "/about",
    nav: "About",
    heading: /About/,
    texts: [
      "Our Story",
      /Why Choose/,
      /licensed and insured professionals/i,
      /quality materials and workmanship/i,
      /competitive pricing/i,
      /timely project completion/i,
      /excellent customer service/i,
    ],
    links: [],
  },
  {
    path: "/services",
    nav: "Services",
    heading: "Our Services",
    texts: [
      "Residential Construction",
      "Commercial Construction",
      "Remodeling & Renovations",
      "General Contracting",
      ...["new homes", "additions", "kitchen and bathroom remodeling", "basement finishing"],
      ...["office buildings", "retail spaces", "warehouses", "tenant improvements"],
      ...[
        "interior renovations",
        "exterior improvements",
        "structural modifications",
        "energy efficiency upgrades",
      ],
      ...["project planning", "permit acquisition", "subcontractor coordination", "quality control"],
    ].map((t) => (typeof t === "string" && t === t.toLowerCase() ? new RegExp(`^${t}$`, "i") : t)),
    links: [["Get a Free Quote", "/contact"]],
  },
  {
    path: "/portfolio",
    nav: "Portfolio",
    heading: "Our Portfolio",
    texts: ["Luxury Residential Development", "Modern Family Home", "Victorian House Renovation"],
    links: [["Get Your Free Quote", "/contact"]],
  },
  {
    path: "/contact",
    nav: "Contact",
    heading: "Contact Us",
    texts: [
      "Send us a Message",
      "Get in Touch",
      "8:00 AM",
      "6:00 PM",
      "9:00 AM",
      "4:00 PM",
      /Monday/,
      /Friday/,
      /Saturday/,
    ],
    links: [
      [company.email, `mailto:${company.email}`],
      [company.phone.display, `tel:${company.phone.e164}`],
    ],
  },
] as const satisfies readonly {
  path: string;
  nav: string;
  heading: string | RegExp;
  texts: readonly (string | RegExp)[];
  links: readonly (readonly [string, string])[];
}[];
