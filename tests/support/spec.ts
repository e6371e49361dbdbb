/**
 * The values the specification fixes (../shared/spec/site-spec.md), in one place, each with the
 * line it comes from. Every other expected value in the tests is read from the content module, so
 * the owner's edits never fail a test; an edit that changes one of these does, and says which.
 * The owner's guide's "Change the company's content" section (docs/owner-guide.md) lists the same values.
 */
export type Fixed<T> = { readonly value: T; readonly spec: string };
const fixed = <T>(value: T, spec: string): Fixed<T> => ({ value, spec });

export const SPEC = {
  navigation: fixed(
    [
      ["Home", "/"],
      ["About", "/about"],
      ["Services", "/services"],
      ["Portfolio", "/portfolio"],
      ["Contact", "/contact"],
    ] as const,
    "Links: Home (/), About (/about), Services (/services), Portfolio (/portfolio), Contact (/contact)",
  ),
  heroLinks: fixed(
    [
      ["Get Free Quote", "/contact"],
      ["Our Services", "/services"],
    ] as const,
    "Hero: a 'Get Free Quote' link to /contact and an 'Our Services' link to /services",
  ),
  homeCards: fixed(
    ["Expert Craftsmanship", "On-Time Delivery", "Fair Pricing"],
    "'Why Choose' section with three cards: Expert Craftsmanship, On-Time Delivery, Fair Pricing",
  ),
  homeCta: fixed("Contact Us Today", "Closing call to action 'Contact Us Today' linking to /contact"),
  storyHeading: fixed("Our Story", "/about: 'Our Story' text of three paragraphs"),
  storyParagraphs: fixed(3, "/about: 'Our Story' text of three paragraphs"),
  whyChooseHeading: fixed("Why Choose", "'Why Choose' section / checklist"),
  aboutChecklist: fixed(
    [
      "licensed and insured professionals",
      "quality materials and workmanship",
      "competitive pricing",
      "timely project completion",
      "excellent customer service",
    ],
    "/about 'Why Choose' checklist: licensed and insured professionals; quality materials and workmanship; competitive pricing; timely project completion; excellent customer service",
  ),
  services: fixed(
    [
      {
        title: "Residential Construction",
        features: ["new homes", "additions", "kitchen and bathroom remodeling", "basement finishing"],
      },
      {
        title: "Commercial Construction",
        features: ["office buildings", "retail spaces", "warehouses", "tenant improvements"],
      },
      {
        title: "Remodeling & Renovations",
        features: [
          "interior renovations",
          "exterior improvements",
          "structural modifications",
          "energy efficiency upgrades",
        ],
      },
      {
        title: "General Contracting",
        features: ["project planning", "permit acquisition", "subcontractor coordination", "quality control"],
      },
    ],
    "/services: four service cards, each with a title, a description and four feature bullets (the table)",
  ),
  servicesHeading: fixed("Our Services", "Route /services"),
  servicesCta: fixed("Get a Free Quote", "The page ends with a 'Get a Free Quote' link to /contact"),
  projects: fixed(
    ["Luxury Residential Development", "Modern Family Home", "Victorian House Renovation"],
    "/portfolio: grid of three fixed projects: Luxury Residential Development, Modern Family Home, Victorian House Renovation",
  ),
  projectCategory: fixed("Residential", "/portfolio: each with id, title, category (all Residential)"),
  portfolioHeading: fixed("Our Portfolio", "Route /portfolio"),
  portfolioCta: fixed("Get Your Free Quote", "Ends with a 'Get Your Free Quote' link to /contact"),
  contactPath: fixed("/contact", "Route /contact"),
  contactHeading: fixed("Contact Us", "Route /contact"),
  formTitle: fixed("Send us a Message", "/contact: a 'Send us a Message' form"),
  panelTitle: fixed("Get in Touch", "/contact: a 'Get in Touch' panel"),
  weekdayHours: fixed(
    { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" },
    "Opening hours: Monday to Friday 8:00 AM to 6:00 PM",
  ),
  saturdayHours: fixed(
    { dayOfWeek: ["Saturday"], opens: "09:00", closes: "16:00" },
    "Opening hours: Saturday 9:00 AM to 4:00 PM",
  ),
  hoursShown: fixed(["8:00 AM", "6:00 PM", "9:00 AM", "4:00 PM"], "Opening hours, as a visitor reads them"),
  notice: fixed(
    { title: "Message Sent!", text: "Thank you for contacting us. We'll get back to you soon." },
    "On submit, a success notice titled 'Message Sent!' with the text 'Thank you for contacting us. We'll get back to you soon.'",
  ),
  messagePlaceholder: fixed(
    "Tell us about your project...",
    "message (multi-line, 5 rows, placeholder 'Tell us about your project...')",
  ),
  messageRows: fixed(5, "Contact message field: 5 rows"),
  notFound: fixed(
    { title: "404", text: "Oops! Page not found", linkLabel: "Return to Home" },
    "A 404 page showing '404' and 'Oops! Page not found', with a 'Return to Home' link to /",
  ),
} as const;

/** The spec's text of a fixed value, for a failure message. */
export const specSays = (rule: Fixed<unknown>) => `the specification fixes ${rule.spec}`;
