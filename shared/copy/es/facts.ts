/**
 * How the site states the company's facts in Spanish: its years in business, its licence and
 * insurance, the towns it serves. Said only from what the owner gave (app/content/site.ts decides).
 */

/** "A", "A y B", "A, B y C" ("e" before an i- sound): a list in a sentence (the towns served, the services). */
export const listText = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? "") : new Intl.ListFormat("es", { type: "conjunction" }).format(items);

/** The facts' words (apart from the list, which the company's own details use on every page). */
export const facts = {
  /** The one sentence about the company search engines read: the name and the owner's summary. */
  description: (name: string, summary: string) => `${name} es ${summary}.`,
  /** The social card's description, for those who cannot see it. */
  imageAlt: (name: string) => `Logotipo y eslogan de ${name}`,
  /** A period rounded: "about 24 months". */
  approximately: (period: string) => `unos ${period}`,
  /** The name of the list of services in the structured data. */
  servicesOf: (name: string) => `Servicios de ${name}`,
  /** "17 años", beside "en activo desde 2008". */
  years: (years: number) => (years === 1 ? "1 año" : `${years} años`),
  inBusinessSince: (year: number) => `en activo desde ${year}`,
  /** With a licence number and insurance, a licence number only, or insurance only. */
  licensed: { both: "Con licencia y asegurados", licence: "Con licencia", insurance: "Asegurados" },
  licenceNumber: (licence: string) => `Licencia n.º ${licence}`,
  /** The home page's fact about the towns served: "De la zona", "Trabajamos en A y B". */
  local: "De la zona",
  serving: (areas: string) => `Trabajamos en ${areas}`,
  /** The About page's facts: "2008" "Año de fundación", "A y B" "Zonas en las que trabajamos". */
  founded: "Año de fundación",
  areasServed: "Zonas en las que trabajamos",
  /** Beside the About page's title: "2008" "el año en que empezamos". */
  yearStarted: "el año en que empezamos",
} as const;
