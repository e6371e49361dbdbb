/**
 * How the site states the company's facts in French: its years in business, its licence and
 * insurance, the towns it serves. Said only from what the owner gave (app/content/site.ts decides).
 */

/** "A", "A et B", "A, B et C": a list in a sentence (the towns served, the services). */
export const listText = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? "") : new Intl.ListFormat("fr", { type: "conjunction" }).format(items);

/** The facts' words (apart from the list, which the company's own details use on every page). */
export const facts = {
  /** The one sentence about the company search engines read: the name and the owner's summary. */
  description: (name: string, summary: string) => `${name} est ${summary}.`,
  /** The social card's description, for those who cannot see it. */
  imageAlt: (name: string) => `Logo et slogan de ${name}`,
  /** A period rounded: "about 24 months". */
  approximately: (period: string) => `environ ${period}`,
  /** The name of the list of services in the structured data. */
  servicesOf: (name: string) => `Prestations de ${name}`,
  /** "17 ans", beside "en activité depuis 2008" (French: 0 and 1 take the singular). */
  years: (years: number) => (years < 2 ? `${years} an` : `${years} ans`),
  inBusinessSince: (year: number) => `en activité depuis ${year}`,
  /** With a licence number and insurance, a licence number only, or insurance only. */
  licensed: { both: "Agréé et assuré", licence: "Agréé", insurance: "Assuré" },
  licenceNumber: (licence: string) => `Licence n°\u00a0${licence}`,
  /** The home page's fact about the towns served: "Proximité", "Zone d'intervention : A et B". */
  local: "Proximité",
  serving: (areas: string) => `Zone d'intervention\u00a0: ${areas}`,
  /** The About page's facts: "2008" "Année de création", "A et B" "Zones d'intervention". */
  founded: "Année de création",
  areasServed: "Zones d'intervention",
  /** Beside the About page's title: "2008" "l'année de nos débuts". */
  yearStarted: "l'année de nos débuts",
} as const;
