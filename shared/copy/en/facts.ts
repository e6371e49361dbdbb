/**
 * How the site states the company's facts in English: its years in business, its licence and
 * insurance, the towns it serves. Said only from what the owner gave (app/content/site.ts decides).
 */

/** "A", "A and B", "A, B and C": a list in a sentence (the towns served, the services). */
export const listText = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** The facts' words (apart from the list, which the company's own details use on every page). */
export const facts = {
  /** The one sentence about the company search engines read: the name and the owner's summary. */
  description: (name: string, summary: string) => `${name} is ${summary}.`,
  /** The social card's description, for those who cannot see it. */
  imageAlt: (name: string) => `${name} logo and tagline`,
  /** A period rounded: "about 24 months". */
  approximately: (period: string) => `about ${period}`,
  /** The name of the list of services in the structured data. */
  servicesOf: (name: string) => `Services of ${name}`,
  /** "17 years", beside "in business since 2008". */
  years: (years: number) => (years === 1 ? "1 year" : `${years} years`),
  inBusinessSince: (year: number) => `in business since ${year}`,
  /** With a licence number and insurance, a licence number only, or insurance only. */
  licensed: { both: "Licensed & insured", licence: "Licensed", insurance: "Insured" },
  licenceNumber: (licence: string) => `Licence no. ${licence}`,
  /** The home page's fact about the towns served: "Local", "Serving A and B". */
  local: "Local",
  serving: (areas: string) => `Serving ${areas}`,
  /** The About page's facts: "2008" "Founded", "A and B" "Areas served". */
  founded: "Founded",
  areasServed: "Areas served",
  /** Beside the About page's title: "2008" "the year we started". */
  yearStarted: "the year we started",
} as const;
