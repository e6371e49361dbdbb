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
  pageLanguage: (name: string) => `Seite auf ${name}`,
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
  notKeptWhy: {
    budget: "das Speicherbudget für Fotos war ausgeschöpft (LEADS_PHOTOS_MAX_MB)",
    disk: "die Festplatte des Servers war fast voll (LEADS_DISK_RESERVE_MB)",
    notWritten: (problem: string) => `der Server konnte sie nicht schreiben (${problem})`,
  },
  tooLarge:
    "Die Fotos sind nicht angehängt: Der Mailserver hat diese E-Mail mit ihnen als zu groß abgelehnt. Sie liegen auf dem Server: npm run leads zeigt sie.",
  footer: (id: number, list: string) =>
    `Anfrage Nr. ${id}, von der Website gespeichert. Alle Anfragen zeigt: ${list}`,
};

/** "1 Angebotsanfrage", "3 Angebotsanfragen". */
const requests = (count: number) => `${count} ${count === 1 ? "Angebotsanfrage" : "Angebotsanfragen"}`;
/** "1 fehlgeschlagener Versuch", "2 fehlgeschlagene Versuche". */
const failedTries = (count: number) =>
  `${count} ${count === 1 ? "fehlgeschlagener Versuch" : "fehlgeschlagene Versuche"}`;

/** `npm run leads`' own words to the owner, in German (server/leads/cli.mjs). */
export const leadsCli = {
  none: "Noch keine Angebotsanfragen.",
  count: (count: number) => `${requests(count)}.`,
  mail: {
    sent: "gemailt",
    queued: "E-Mail wartet",
    refused: "vom Mailserver abgelehnt",
    off: "nicht gemailt",
  },
  queuedAfter: (count: number) => `E-Mail wartet (${failedTries(count)})`,
  photosIn: (folder: string) => `Fotos in ${folder}/`,
  sources: { month: "Monat", requests: "Anfragen", source: "Herkunft" },
  csv: {
    id: "Nr.",
    receivedAt: "Eingegangen",
    mail: "E-Mail",
    outsideArea: "Außerhalb des Einsatzgebiets",
    yes: "ja",
    photos: "Fotos",
    language: "Sprache der Seite",
    source: {
      utm_source: "Kampagnenquelle",
      utm_medium: "Kampagnenmedium",
      utm_campaign: "Kampagne",
      utm_term: "Kampagnenbegriff",
      utm_content: "Kampagneninhalt",
      gclid: "Google-Ads-Klick",
      referrer_host: "Kam von der Website",
      from_page: "Kam von der Seite",
    },
  },
  person: {
    nothing: (email: string) =>
      `Über ${email} ist nichts gespeichert: Von dieser Adresse kam keine Angebotsanfrage.`,
    request: (id: number) => `Angebotsanfrage Nr. ${id}`,
    mail: "E-Mail",
    photos: "Fotos",
    none: "keine",
    unknown: "unbekannt",
    mailed: (at: string) => `an die Firma gemailt ${at}`,
    refused: (error: string) => `vom Mailserver abgelehnt, kein weiterer Versuch: ${error}`,
    waiting: "wartet darauf, an die Firma gemailt zu werden",
    waitingAfter: (count: number, error: string) =>
      `wartet darauf, an die Firma gemailt zu werden (${failedTries(count)}, zuletzt: ${error})`,
    notMailed: "nicht gemailt (beim Eingang war keine E-Mail eingerichtet)",
    summary: (count: number, email: string, commands: string) =>
      `${requests(count)} von ${email}. ${count === 1 ? "Sie löschen" : "Sie alle löschen"}: ${commands}`,
  },
  delete: {
    notANumber: (value: string) =>
      `„${value}“ ist keine Nummer einer Angebotsanfrage: npm run leads zeigt sie (Nr. 12 ist 12).`,
    noDatabase: (path: string) =>
      `Nichts gespeichert: Unter ${path} gibt es keine Datenbank (npm start legt sie an).`,
    noSuch: (id: string, list: string) => `Es gibt keine Angebotsanfrage Nr. ${id} (${list} zeigt sie).`,
    deleted: (id: number) => `Angebotsanfrage Nr. ${id} mit ihrem E-Mail-Stand und ihren Fotos gelöscht.`,
    deletedFrom: (id: number, folder: string) =>
      `Angebotsanfrage Nr. ${id} mit ihrem E-Mail-Stand und ihren Fotos gelöscht, bei Cloudflare und in ${folder}/.`,
    notErased: (log: string, command: string) =>
      `Aber ein anderes Programm hat die Anfragen-Datenbank gelesen (sqlite3, ein Sicherungsprogramm?), daher steht der Inhalt der gelöschten Anfragen noch in ihrem Write-Ahead-Log (${log}): Schließen Sie dieses Programm und führen Sie ${command} erneut aus, um ihn zu löschen.`,
    failed: (problem: string) => `Die Angebotsanfrage konnte nicht gelöscht werden: ${problem}.`,
    timeTravel:
      "Cloudflares D1 bewahrt einen Verlauf der Datenbank auf, um sie auf einen früheren Zeitpunkt zurückzusetzen (Time Travel: 30 Tage im bezahlten Tarif, 7 im kostenlosen); die Anfrage verschwindet daraus, wenn dieser Verlauf abgelaufen ist.",
    backups: (id: number) =>
      `Kopien davon in Ihren Sicherungen verschwinden erst, wenn diese Sicherungen ersetzt werden (Ihre Datenschutzerklärung nennt die Zahl der Tage). Wenn Sie je eine Sicherung zurückspielen, löschen Sie jede seitdem gelöschte Anfrage erneut: Notieren Sie Nr. ${id}.`,
  },
  usage: {
    person: "Aufruf: npm run leads -- --person jemand@example.com",
    delete: "Aufruf: npm run leads -- --delete 12 (die Nummer, die npm run leads zeigt)",
    cloudflareDelete:
      "Aufruf: npm run leads -- --cloudflare --delete 12 (die Nummer, die npm run leads -- --cloudflare zeigt)",
    local:
      "--local liest den lokalen Cloudflare-Eingang von npm run cloudflare:dev: npm run leads -- --cloudflare --local",
    unknown: (options: string) =>
      `Unbekannte Option ${options}. Aufruf: npm run leads [-- --csv | --sources | --person <E-Mail> | --delete <Nr.> | --backup <Datei> | --restore <Datei>], mit --cloudflare (und --local) für den Eingang bei Cloudflare`,
  },
  noDatabase: (path: string) =>
    `Noch keine Angebotsanfragen: Unter ${path} gibt es keine Datenbank (npm start legt sie an).`,
  noBuild: (folder: string) =>
    `Kein Build in ${folder}/ (führen Sie dies im Ordner der Website aus oder setzen Sie BUILD_DIR): Die Felder tragen die Standardbezeichnungen des Formulars.`,
};
