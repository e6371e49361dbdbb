/**
 * The owner's words about keeping the leads, in German: `npm run leads -- --backup`, `npm run leads
 * -- --cloudflare`, and what went wrong with the leads database, with the lines of npm start's log
 * that carry it (../en/leads-admin.ts).
 */

/** `npm run leads -- --backup <file>` (server/leads/backup.mjs, backup-target.mjs, backup-photos.mjs). */
export const leadsBackup = {
  usage: "Aufruf: npm run leads -- --backup <Datei>, z. B. --backup /var/backups/site/leads.sqlite",
  done: (count: number, target: string, photoFolders: number, photosFolder: string) =>
    `${count} ${count === 1 ? "Angebotsanfrage" : "Angebotsanfragen"} in ${target} gesichert${
      photoFolders > 0 ? `, die Fotos von ${photoFolders} davon in ${photosFolder}` : ""
    }.`,
  notMade: (problem: string) => `Es wurde keine Sicherung erstellt: ${problem}`,
  noDatabase: (path: string) =>
    `Unter ${path} gibt es keine Datenbank zum Sichern (npm start legt sie an; prüfen Sie LEADS_DB).`,
  notCopied: (path: string, problem: string) =>
    `Die Datenbank ${path} konnte nicht kopiert werden: ${problem}.`,
  damaged: (check: string) => `Die Kopie ist beschädigt (${check})`,
  notReadBack: (path: string, problem: string) =>
    `Die Kopie unter ${path} ließ sich nicht wieder lesen: ${problem}.`,
  liveData: (target: string) =>
    `${target} ist die laufende Datenbank oder liegt in ihrem Fotoordner: Schreiben Sie die Sicherung in einen anderen Ordner, z. B. /var/lib/site-backups/leads.sqlite.`,
  sameFolder: (folder: string) =>
    `Schreiben Sie die Sicherung in einen anderen Ordner als den der Datenbank (${folder}): Dort würde sie den Fotoordner mit ihr teilen und mit der Festplatte verloren gehen, die sie sichern soll.`,
  isFolder: (folder: string, example: string) =>
    `${folder} ist ein Ordner: Geben Sie die Datei der Sicherung darin an, z. B. --backup ${example}.`,
  notPlaced: (target: string, problem: string) =>
    `Die Kopie konnte nicht unter ${target} abgelegt werden (${problem}); dort wurde nichts geschrieben.`,
  photosNotCopied: (folder: string, problem: string) =>
    `Die Fotos in ${folder} konnten nicht kopiert werden (${problem}); es wurde nichts geschrieben. Prüfen Sie den freien Speicherplatz und ob der Ordner der Sicherung beschreibbar ist, und führen Sie den Befehl dann erneut aus.`,
  photoProblem: {
    full: "die Festplatte ist voll",
    denied: "keine Berechtigung",
    removed: "ein Fotoordner wurde während des Kopierens entfernt",
  },
};

/** `npm run leads -- --restore <file>` (server/leads/restore.mjs). */
export const leadsRestore = {
  usage:
    "Aufruf: npm run leads -- --restore <Datei>, die Datei, die --backup geschrieben hat, z. B. --restore /var/lib/site-backups/1-Mon/leads.sqlite",
  done: (count: number, backup: string, database: string, photoFolders: number) =>
    `${count} ${count === 1 ? "Angebotsanfrage" : "Angebotsanfragen"} aus ${backup} in ${database} wiederhergestellt${
      photoFolders > 0 ? `, mit den Fotos von ${photoFolders} davon` : ""
    }.`,
  replaced: (count: number, folder: string) =>
    `Die ersetzte Datenbank mit ${count} ${count === 1 ? "Angebotsanfrage" : "Angebotsanfragen"} liegt mit ihren Fotos in ${folder}/ (LEADS_DB=${folder}/leads.sqlite npm run leads listet sie). Löschen Sie diesen Ordner, sobald Sie ihn nicht mehr brauchen: Er enthält Anfragen von Besuchern.`,
  replacedUnreadable: (folder: string) =>
    `Die ersetzte Datenbank ließ sich nicht lesen; sie liegt unverändert, mit ihren Fotos, in ${folder}/. Löschen Sie diesen Ordner, sobald Sie ihn nicht mehr brauchen: Er enthält Anfragen von Besuchern.`,
  deleteAgain:
    "Anfragen, die Sie nach dieser Sicherung gelöscht haben, sind wieder da: Löschen Sie sie jetzt erneut (npm run leads -- --delete <number>). Starten Sie dann npm start.",
  notMade: (problem: string) => `Es wurde nichts wiederhergestellt: ${problem}`,
  noBackup: (path: string) =>
    `Unter ${path} gibt es keine Sicherung (npm run leads -- --backup <file> erstellt eine).`,
  isFolder: (folder: string, example: string) =>
    `${folder} ist ein Ordner: Geben Sie die Datei der Sicherung darin an, z. B. --restore ${example}.`,
  notABackup: (path: string, problem: string) =>
    `${path} ist keine Sicherung der Angebotsanfragen (${problem}).`,
  newer: (path: string) =>
    `${path} stammt von einer neueren Version der Website: Aktualisieren Sie zuerst die Website und stellen Sie die Sicherung dann wieder her.`,
  isLive: (path: string) => `${path} ist die laufende Datenbank selbst: Geben Sie eine Sicherung an.`,
  inUse: (path: string) =>
    `Ein Programm hat die Datenbank ${path} geöffnet, wahrscheinlich npm start: Beenden Sie es zuerst (auf einem Server mit sudo systemctl stop site) und führen Sie den Befehl dann erneut aus.`,
  notPlaced: (path: string, problem: string) =>
    `Die Sicherung konnte nicht an die Stelle von ${path} gesetzt werden (${problem}); die laufende Datenbank ist unverändert.`,
  cloudflare:
    "--restore stellt den Eingang von npm start wieder her (LEADS_DB). Bei Cloudflare führt D1 einen eigenen Verlauf der Datenbank (Time Travel): wrangler d1 time-travel stellt sie wieder her.",
};

/** `npm run leads -- --cloudflare` (server/leads/cloudflare-leads.mjs): what stopped it. */
export const leadsCloudflare = {
  noLocalInbox: (folder: string) =>
    `In ${folder}/ gibt es noch keinen lokalen Cloudflare-Eingang: npm run cloudflare:dev legt ihn an.`,
  noBuild: (folder: string) =>
    `In ${folder}/cloudflare/ gibt es keinen Cloudflare-Build: npm run cloudflare:deploy baut die Website und stellt sie bereit.`,
  notDeployed: (folder: string) =>
    `Der Build in ${folder}/ wurde noch nicht bei Cloudflare bereitgestellt: npm run cloudflare:deploy stellt ihn bereit.`,
  orphans:
    "Die von Cloudflare exportierte Anfragen-Datenbank enthält Zeilen, die auf fehlende Zeilen verweisen.",
  /** The subject of `needsLogin` and `failed`. */
  doing: {
    reading: "Das Lesen der Anfragen-Datenbank bei Cloudflare",
    exporting: "Das Exportieren der Anfragen-Datenbank bei Cloudflare",
    downloading: (file: string, id: number) =>
      `Das Herunterladen des Fotos ${file} der Angebotsanfrage Nr. ${id}`,
    deletingPhoto: (file: string, id: number) =>
      `Das Löschen des Fotos ${file} der Angebotsanfrage Nr. ${id}`,
    deleting: (id: number) => `Das Löschen der Angebotsanfrage Nr. ${id}`,
  },
  needsLogin: (doing: string) =>
    `${doing} erfordert Ihre Cloudflare-Anmeldung: Führen Sie npx wrangler login aus (oder setzen Sie CLOUDFLARE_API_TOKEN) und dann diesen Befehl erneut.`,
  failed: (doing: string, said: string) => `${doing} ist fehlgeschlagen: ${said}`,
};

/** What went wrong with the leads database or a photo's file, and the lines of npm start's log that say it. */
export const leadsStore = {
  /** Each follows a colon in its caller's sentence: a sentence of its own, so capitalized. */
  problem: {
    full: "Die Festplatte ist voll: Geben Sie darauf Speicherplatz frei",
    readOnly:
      "Die Datei ist für den Benutzer, der npm start ausführt, schreibgeschützt: Geben Sie diesem Benutzer Schreibrechte für die Datei und ihren Ordner",
    cannotOpen:
      "Die Datei lässt sich weder öffnen noch anlegen: Prüfen Sie, ob ihr Ordner existiert und ob der Benutzer, der npm start ausführt, darin schreiben darf",
    diskError: "Die Festplatte hat beim Lesen oder Schreiben der Datei einen Fehler gemeldet",
    damaged: "Die Datei ist beschädigt oder keine Anfragen-Datenbank",
    locked: "Ein anderes Programm hält die Datei gesperrt",
  },
  log: {
    notStored: (path: string, problem: string) =>
      `Eine Angebotsanfrage konnte nicht in ${path} gespeichert werden: ${problem}. Der Besucher wurde gebeten, stattdessen anzurufen oder zu mailen`,
    photoNotWritten: (problem: string) => `Ein Foto konnte nicht geschrieben werden: ${problem}`,
    notClosed: (path: string, problem: string) => `Beim Schließen von ${path}: ${problem}`,
    outbox: (problem: string, mailed: string, seconds: number) =>
      `Der Postausgang kann die Anfragen-Datenbank nicht nutzen: ${problem}. Die Anfragen bleiben in der Warteschlange${
        mailed ? ` (Anfrage Nr. ${mailed} wurde gemailt und wird nicht erneut gemailt)` : ""
      }; nächster Versuch in ${seconds} s`,
    retentionUnreadable: (problem: string) =>
      `Die Anfragen-Datenbank kann nicht gelesen werden: ${problem}. Alte Anfragen bleiben bis zum nächsten Versuch erhalten`,
    retentionNotDeleted: (id: number, problem: string) =>
      `Anfrage Nr. ${id} konnte nicht gelöscht werden: ${problem}. Beim nächsten Durchlauf wird es erneut versucht`,
    retentionNotEmptied: (problem: string) =>
      `Das Write-Ahead-Log der Anfragen-Datenbank konnte nicht geleert werden: ${problem}. Der nächste Durchlauf versucht es erneut`,
    photosBudget: (usedMb: number, maxMb: number) =>
      `Die gespeicherten Fotos belegen ${usedMb} MB der ${maxMb} MB, die LEADS_PHOTOS_MAX_MB erlaubt. Damit wieder Fotos gespeichert werden, erhöhen Sie LEADS_PHOTOS_MAX_MB, wenn die Festplatte Platz hat, oder löschen Sie alte Anfragen (npm run leads -- --delete <number>) oder verkürzen Sie LEADS_RETENTION_DAYS`,
    photosDisk: (folder: string, freeMb: number, reserveMb: number) =>
      `Die Festplatte mit ${folder} hat ${freeMb} MB frei, davon bleiben ${reserveMb} MB (LEADS_DISK_RESERVE_MB) für die Anfragen-Datenbank und ihre Sicherungen frei. Damit wieder Fotos gespeichert werden, schaffen Sie Platz auf dieser Festplatte, oder löschen Sie alte Anfragen (npm run leads -- --delete <number>) oder verkürzen Sie LEADS_RETENTION_DAYS`,
    photosInTheWay: (folder: string, aside: string) =>
      `Den Ordner ${folder} gab es schon, übrig von einer Kopie von lead-photos/ von Hand (eine Wiederherstellung?): Seine Dateien gehören zu keiner jetzt gespeicherten Anfrage, darum wurde er nach ${aside} verschoben, und die Fotos der neuen Anfrage nahmen seinen Platz ein. Sehen Sie sie durch und löschen Sie dann diesen Ordner. npm run leads -- --restore stellt eine Sicherung wieder her, ohne solche Ordner zu hinterlassen`,
    storedWithoutPhotos: (id: number, count: number, problem: string) =>
      `Angebotsanfrage #${id} wurde ohne ${count === 1 ? "ihr Foto" : `ihre ${count} Fotos`} gespeichert: ${problem}`,
    cannotOpen: (path: string, problem: string) =>
      `Der Anfragen-Eingang kann seine Datenbank LEADS_DB=${path} nicht nutzen: ${problem}. Beheben Sie das oder setzen Sie LEADS_DB auf eine andere Datei, und führen Sie dann npm start erneut aus.`,
  },
};

/** The mail that tells the owner a push was not published (scripts/publish.mjs), around the build's own lines. */
export const publishMail = {
  subject: "Ihre Website wurde nicht aktualisiert: erst etwas beheben",
  notLive: (change: string, commit: string) =>
    `Ihre Änderung „${change}“ (Commit ${commit}) ist gespeichert, aber noch nicht auf Ihrer Website:`,
  notFetched:
    "Ihre letzte Änderung konnte nicht von GitHub geholt werden, sie ist darum noch nicht auf Ihrer Website:",
  stillBefore:
    "Ihre Website zeigt weiter die Fassung davor. Beheben Sie das im Editor und speichern Sie erneut: Dann wird die Website aktualisiert.",
};
