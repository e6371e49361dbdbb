/** The owner's words about a request in German: the mail that tells them of it (server/leads/lead-mail.mjs). */
export const leadsCopy = {
  subject: (name: string) => `Angebotsanfrage von ${name}`,
  outsideArea: "außerhalb des Einsatzgebiets",
  /** A request from no campaign and no other site: typed, bookmarked, or from a site that sends no referrer. */
  direct: "direkt",
  /** "google / cpc / spring, from /services/kitchens": where from, and the page of this site before the form. */
  fromPage: (origin: string, page: string) => `${origin}, von ${page}`,
  notGiven: "(nicht angegeben)",
  source: "Herkunft",
  photos: "Fotos",
  received: "Eingegangen",
  photosNotKept: "Nicht gespeicherte Fotos",
  sentNotKept: (count: number, names: string) => `${count} gesendet (${names})`,
  photosWhere: {
    server:
      "(als verkleinerte Kopien angehängt, soweit möglich; die Originale liegen auf dem Server: npm run leads zeigt sie)",
    cloudflare:
      "(nicht angehängt: sie liegen im Speicher der Website bei Cloudflare, npm run leads -- --cloudflare lädt sie herunter)",
  },
  tooLarge:
    "Die Fotos sind nicht angehängt: Der Mailserver hat diese E-Mail mit ihnen als zu groß abgelehnt. Sie liegen auf dem Server: npm run leads zeigt sie.",
  footer: (id: number, list: string) =>
    `Anfrage Nr. ${id}, von der Website gespeichert. Alle Anfragen zeigt: ${list}`,
};
