/**
 * How the site states the company's facts in German: its years in business, its licence and
 * insurance, the towns it serves. Said only from what the owner gave (app/content/site.ts decides).
 */

const and = new Intl.ListFormat("de", { type: "conjunction" });

/** "A", "A und B", "A, B und C": a list in a sentence (the towns served, the services). */
export const listText = (items: readonly string[]) => and.format(items);

/** The facts' words (apart from the list, which the company's own details use on every page). */
export const facts = {
  /** The one sentence about the company search engines read: the name and the owner's summary. */
  description: (name: string, summary: string) => `${name} ist ${summary}.`,
  /** The social card's description, for those who cannot see it. */
  imageAlt: (name: string) => `Logo und Slogan von ${name}`,
  /** A period rounded: "about 24 months". */
  approximately: (period: string) => `etwa ${period}`,
  /** The name of the list of services in the structured data. */
  servicesOf: (name: string) => `Leistungen von ${name}`,
  /** "17 Jahre", beside "seit 2008 am Markt". */
  years: (years: number) => (years === 1 ? "1 Jahr" : `${years} Jahre`),
  inBusinessSince: (year: number) => `seit ${year} am Markt`,
  /** With a licence number and insurance, a licence number only, or insurance only. */
  licensed: { both: "Zugelassen und versichert", licence: "Zugelassen", insurance: "Versichert" },
  licenceNumber: (licence: string) => `Zulassungs-Nr. ${licence}`,
  /** The home page's fact about the towns served: "Aus der Region", "Tätig in A und B". */
  local: "Aus der Region",
  serving: (areas: string) => `Tätig in ${areas}`,
  /** The About page's facts: "2008" "Gegründet", "A und B" "Einsatzgebiet". */
  founded: "Gegründet",
  areasServed: "Einsatzgebiet",
  /** Beside the About page's title: "2008" "unser Gründungsjahr". */
  yearStarted: "unser Gründungsjahr",
} as const;
