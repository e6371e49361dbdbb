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
  pageLanguage: (name: string) => `página en ${name}`,
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
  notKeptWhy: {
    budget: "el espacio reservado para fotos estaba lleno (LEADS_PHOTOS_MAX_MB)",
    disk: "el disco del servidor estaba casi lleno (LEADS_DISK_RESERVE_MB)",
    notWritten: (problem: string) => `el servidor no pudo escribirlas (${problem})`,
  },
  tooLarge:
    "Las fotos no van adjuntas: el servidor de correo rechazó este mensaje con ellas por ser demasiado grande. Están en el servidor: npm run leads las muestra.",
  footer: (id: number, list: string) =>
    `Solicitud n.º ${id}, guardada por la web. Todas las solicitudes, con: ${list}`,
};

/** "1 solicitud de presupuesto", "3 solicitudes de presupuesto". */
const requests = (count: number) =>
  `${count} ${count === 1 ? "solicitud de presupuesto" : "solicitudes de presupuesto"}`;
/** "1 intento fallido", "2 intentos fallidos". */
const failedTries = (count: number) => `${count} ${count === 1 ? "intento fallido" : "intentos fallidos"}`;

/** `npm run leads`' own words to the owner, in Spanish (server/leads/cli.mjs). */
export const leadsCli = {
  none: "Todavía no hay solicitudes de presupuesto.",
  count: (count: number) => `${requests(count)}.`,
  mail: {
    sent: "enviada por correo",
    queued: "correo en espera",
    refused: "rechazada por el servidor de correo",
    off: "no enviada por correo",
  },
  queuedAfter: (count: number) => `correo en espera (${failedTries(count)})`,
  photosIn: (folder: string) => `Fotos en ${folder}/`,
  sources: { month: "mes", requests: "solicitudes", source: "origen" },
  csv: {
    id: "N.º",
    receivedAt: "Recibida",
    mail: "Correo",
    outsideArea: "Fuera de la zona de servicio",
    yes: "sí",
    photos: "Fotos",
    language: "Idioma de la página",
    source: {
      utm_source: "Origen de la campaña",
      utm_medium: "Medio de la campaña",
      utm_campaign: "Campaña",
      utm_term: "Término de la campaña",
      utm_content: "Contenido de la campaña",
      gclid: "Clic de Google Ads",
      referrer_host: "Llegó desde el sitio",
      from_page: "Llegó desde la página",
    },
  },
  person: {
    nothing: (email: string) =>
      `No hay nada guardado sobre ${email}: ninguna solicitud de presupuesto llegó desde esa dirección.`,
    request: (id: number) => `Solicitud de presupuesto n.º ${id}`,
    mail: "correo",
    photos: "fotos",
    none: "ninguna",
    unknown: "desconocido",
    mailed: (at: string) => `enviada por correo a la empresa el ${at}`,
    refused: (error: string) => `rechazada por el servidor de correo, sin nuevo intento: ${error}`,
    waiting: "esperando a enviarse por correo a la empresa",
    waitingAfter: (count: number, error: string) =>
      `esperando a enviarse por correo a la empresa (${failedTries(count)}, el último: ${error})`,
    notMailed: "no enviada por correo (el correo no estaba configurado cuando llegó)",
    summary: (count: number, email: string, commands: string) =>
      `${requests(count)} de ${email}. Para ${count === 1 ? "borrarla" : "borrarlas"}: ${commands}`,
  },
  delete: {
    notANumber: (value: string) =>
      `«${value}» no es el número de una solicitud de presupuesto: npm run leads los muestra (el n.º 12 es 12).`,
    noDatabase: (path: string) =>
      `No hay nada guardado: no existe ninguna base de datos en ${path} (npm start la crea).`,
    noSuch: (id: string, list: string) =>
      `No existe la solicitud de presupuesto n.º ${id} (${list} las muestra).`,
    deleted: (id: number) =>
      `Solicitud de presupuesto n.º ${id} borrada, con el estado de su correo y sus fotos.`,
    deletedFrom: (id: number, folder: string) =>
      `Solicitud de presupuesto n.º ${id} borrada, con el estado de su correo y sus fotos, en Cloudflare y en ${folder}/.`,
    notErased: (log: string, command: string) =>
      `Pero otro programa estaba leyendo la base de datos de solicitudes (¿sqlite3, una herramienta de copias?), así que lo que contenían las solicitudes borradas sigue en su registro de escritura anticipada (${log}): cierre ese programa y vuelva a ejecutar ${command} para borrarlo.`,
    failed: (problem: string) => `No se pudo borrar la solicitud de presupuesto: ${problem}.`,
    timeTravel:
      "D1 de Cloudflare guarda un historial de la base de datos para devolverla a un momento anterior (Time Travel: 30 días en el plan de pago, 7 en el gratuito); la solicitud desaparece de él cuando ese historial caduca.",
    backups: (id: number) =>
      `Las copias que haya en sus copias de seguridad desaparecen solo cuando esas copias se sustituyen (su aviso de privacidad dice cuántos días tarda). Si alguna vez restaura una copia, vuelva a borrar cada solicitud que haya borrado desde que se hizo: anote el n.º ${id}.`,
  },
  usage: {
    person: "Uso: npm run leads -- --person alguien@example.com",
    delete: "Uso: npm run leads -- --delete 12 (el número que muestra npm run leads)",
    cloudflareDelete:
      "Uso: npm run leads -- --cloudflare --delete 12 (el número que muestra npm run leads -- --cloudflare)",
    local:
      "--local lee la bandeja local de Cloudflare de npm run cloudflare:dev: npm run leads -- --cloudflare --local",
    unknown: (options: string) =>
      `Opción desconocida ${options}. Uso: npm run leads [-- --csv | --sources | --person <correo> | --delete <n.º> | --backup <archivo> | --restore <archivo>], con --cloudflare (y --local) para la bandeja en Cloudflare`,
  },
  noDatabase: (path: string) =>
    `Todavía no hay solicitudes de presupuesto: no existe ninguna base de datos en ${path} (npm start la crea).`,
  noBuild: (folder: string) =>
    `No hay compilación en ${folder}/ (ejecútelo en la carpeta del sitio o defina BUILD_DIR): los campos llevan las etiquetas predeterminadas del formulario.`,
};
