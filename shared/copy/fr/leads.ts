/** The owner's words about a request in French: the mail that tells them of it (server/leads/lead-mail.mjs). */
export const leadsCopy = {
  subject: (name: string) => `Demande de devis de ${name}`,
  outsideArea: "hors de la zone d’intervention",
  /** A request from no campaign and no other site: typed, bookmarked, or from a site that sends no referrer. */
  direct: "direct",
  /** "google / cpc / spring, from /services/kitchens": where from, and the page of this site before the form. */
  fromPage: (origin: string, page: string) => `${origin}, depuis ${page}`,
  notGiven: "(non indiqué)",
  source: "Provenance",
  photos: "Photos",
  received: "Reçue le",
  photosNotKept: "Photos non conservées",
  sentNotKept: (count: number, names: string) => `${count} envoyée${count > 1 ? "s" : ""} (${names})`,
  photosWhere: {
    server:
      "(jointes en copies allégées quand c’était possible ; les originaux sont sur le serveur : npm run leads les affiche)",
    cloudflare:
      "(non jointes : elles sont conservées dans l’espace de stockage du site chez Cloudflare, et npm run leads -- --cloudflare les télécharge)",
  },
  tooLarge:
    "Les photos ne sont pas jointes : le serveur de messagerie a refusé ce message, trop lourd avec elles. Elles sont sur le serveur : npm run leads les affiche.",
  footer: (id: number, list: string) =>
    `Demande n° ${id}, enregistrée par le site. Toutes les demandes : ${list}`,
};
