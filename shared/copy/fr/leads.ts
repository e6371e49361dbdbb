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
  pageLanguage: (name: string) => `page en ${name}`,
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
  notKeptWhy: {
    budget: "l’espace réservé aux photos était plein (LEADS_PHOTOS_MAX_MB)",
    disk: "le disque du serveur était presque plein (LEADS_DISK_RESERVE_MB)",
    notWritten: (problem: string) => `le serveur n’a pas pu les écrire (${problem})`,
  },
  tooLarge:
    "Les photos ne sont pas jointes : le serveur de messagerie a refusé ce message, trop lourd avec elles. Elles sont sur le serveur : npm run leads les affiche.",
  footer: (id: number, list: string) =>
    `Demande n° ${id}, enregistrée par le site. Toutes les demandes : ${list}`,
};

/** "1 demande de devis", "3 demandes de devis". */
const requests = (count: number) => `${count} ${count <= 1 ? "demande" : "demandes"} de devis`;
/** "1 tentative échouée", "2 tentatives échouées". */
const failedTries = (count: number) => `${count} ${count <= 1 ? "tentative échouée" : "tentatives échouées"}`;

/** `npm run leads`' own words to the owner, in French (server/leads/cli.mjs). */
export const leadsCli = {
  none: "Aucune demande de devis pour l’instant.",
  count: (count: number) => `${requests(count)}.`,
  mail: {
    sent: "envoyée par e-mail",
    queued: "e-mail en attente",
    refused: "refusée par le serveur de messagerie",
    off: "non envoyée par e-mail",
  },
  queuedAfter: (count: number) => `e-mail en attente (${failedTries(count)})`,
  photosIn: (folder: string) => `Photos dans ${folder}/`,
  sources: { month: "mois", requests: "demandes", source: "origine" },
  csv: {
    id: "N°",
    receivedAt: "Reçue le",
    mail: "E-mail",
    outsideArea: "Hors de la zone desservie",
    yes: "oui",
    photos: "Photos",
    language: "Langue de la page",
    source: {
      utm_source: "Source de la campagne",
      utm_medium: "Support de la campagne",
      utm_campaign: "Campagne",
      utm_term: "Terme de la campagne",
      utm_content: "Contenu de la campagne",
      gclid: "Clic Google Ads",
      referrer_host: "Venu du site",
      from_page: "Venu de la page",
    },
  },
  person: {
    nothing: (email: string) =>
      `Rien n’est conservé sur ${email} : aucune demande de devis n’est venue de cette adresse.`,
    request: (id: number) => `Demande de devis n° ${id}`,
    mail: "e-mail",
    photos: "photos",
    none: "aucune",
    unknown: "inconnue",
    mailed: (at: string) => `envoyée par e-mail à l’entreprise le ${at}`,
    refused: (error: string) => `refusée par le serveur de messagerie, sans nouvel essai : ${error}`,
    waiting: "en attente d’envoi par e-mail à l’entreprise",
    waitingAfter: (count: number, error: string) =>
      `en attente d’envoi par e-mail à l’entreprise (${failedTries(count)}, la dernière : ${error})`,
    notMailed: "non envoyée par e-mail (l’e-mail n’était pas configuré à son arrivée)",
    summary: (count: number, email: string, commands: string) =>
      `${requests(count)} de ${email}. Pour ${count === 1 ? "la" : "les"} supprimer : ${commands}`,
  },
  delete: {
    notANumber: (value: string) =>
      `« ${value} » n’est pas le numéro d’une demande de devis : npm run leads les affiche (le n° 12 est 12).`,
    noDatabase: (path: string) =>
      `Rien n’est conservé : il n’y a pas de base de données à ${path} (npm start la crée).`,
    noSuch: (id: string, list: string) => `Il n’y a pas de demande de devis n° ${id} (${list} les affiche).`,
    deleted: (id: number) => `Demande de devis n° ${id} supprimée, avec l’état de son e-mail et ses photos.`,
    deletedFrom: (id: number, folder: string) =>
      `Demande de devis n° ${id} supprimée, avec l’état de son e-mail et ses photos, chez Cloudflare et dans ${folder}/.`,
    notErased: (log: string, command: string) =>
      `Mais un autre programme lisait la base des demandes (sqlite3, un outil de sauvegarde ?) : le contenu des demandes supprimées est encore dans son journal d’écriture anticipée (${log}). Fermez ce programme et relancez ${command} pour l’effacer.`,
    failed: (problem: string) => `La demande de devis n’a pas pu être supprimée : ${problem}.`,
    timeTravel:
      "D1 de Cloudflare garde un historique de la base pour la ramener à un moment passé (Time Travel : 30 jours avec l’offre payante, 7 avec l’offre gratuite) ; la demande en disparaît quand cet historique expire.",
    backups: (id: number) =>
      `Ses copies dans vos sauvegardes ne disparaissent que lorsque ces sauvegardes sont remplacées (votre politique de confidentialité indique en combien de jours). Si vous restaurez un jour une sauvegarde, supprimez de nouveau chaque demande supprimée depuis sa création : notez le n° ${id}.`,
  },
  usage: {
    person: "Utilisation : npm run leads -- --person quelquun@example.com",
    delete: "Utilisation : npm run leads -- --delete 12 (le numéro qu’affiche npm run leads)",
    cloudflareDelete:
      "Utilisation : npm run leads -- --cloudflare --delete 12 (le numéro qu’affiche npm run leads -- --cloudflare)",
    local:
      "--local lit la boîte locale de Cloudflare de npm run cloudflare:dev : npm run leads -- --cloudflare --local",
    unknown: (options: string) =>
      `Option inconnue ${options}. Utilisation : npm run leads [-- --csv | --sources | --person <e-mail> | --delete <n°> | --backup <fichier> | --restore <fichier>], avec --cloudflare (et --local) pour la boîte chez Cloudflare`,
  },
  noDatabase: (path: string) =>
    `Aucune demande de devis pour l’instant : il n’y a pas de base de données à ${path} (npm start la crée).`,
  noBuild: (folder: string) =>
    `Aucun build dans ${folder}/ (lancez ceci dans le dossier du site, ou définissez BUILD_DIR) : les champs portent les libellés par défaut du formulaire.`,
};
