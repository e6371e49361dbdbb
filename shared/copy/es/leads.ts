/** The owner's words about a request in Spanish: the mail that tells them of it (server/leads/lead-mail.mjs). */
export const leadsCopy = {
  subject: (name: string) => `Solicitud de presupuesto de ${name}`,
  outsideArea: "fuera de la zona de servicio",
  /** A request from no campaign and no other site: typed, bookmarked, or from a site that sends no referrer. */
  direct: "directo",
  /** "google / cpc / spring, from /services/kitchens": where from, and the page of this site before the form. */
  fromPage: (origin: string, page: string) => `${origin}, desde ${page}`,
  notGiven: "(no indicado)",
  source: "Procedencia",
  photos: "Fotos",
  received: "Recibida",
  photosNotKept: "Fotos no guardadas",
  sentNotKept: (count: number, names: string) => `${count} enviadas (${names})`,
  photosWhere: {
    server:
      "(adjuntas como copias reducidas cuando ha sido posible; los originales están en el servidor: npm run leads las muestra)",
    cloudflare:
      "(no adjuntas: se guardan en el almacenamiento de la web en Cloudflare, y npm run leads -- --cloudflare las descarga)",
  },
  tooLarge:
    "Las fotos no van adjuntas: el servidor de correo rechazó este mensaje con ellas por ser demasiado grande. Están en el servidor: npm run leads las muestra.",
  footer: (id: number, list: string) =>
    `Solicitud n.º ${id}, guardada por la web. Todas las solicitudes, con: ${list}`,
};
