/**
 * The owner's words about keeping the leads, in Spanish: `npm run leads -- --backup`, `npm run leads
 * -- --cloudflare`, and what went wrong with the leads database, with the lines of npm start's log
 * that carry it (../en/leads-admin.ts).
 */

/** `npm run leads -- --backup <file>` (server/leads/backup.mjs, backup-target.mjs, backup-photos.mjs). */
export const leadsBackup = {
  usage: "Uso: npm run leads -- --backup <archivo>, p. ej. --backup /var/backups/site/leads.sqlite",
  done: (count: number, target: string, photoFolders: number, photosFolder: string) =>
    `${count === 1 ? "Se ha copiado" : "Se han copiado"} ${count} ${count === 1 ? "solicitud" : "solicitudes"} de presupuesto en ${target}${
      photoFolders > 0 ? `, con las fotos de ${photoFolders} en ${photosFolder}` : ""
    }.`,
  notMade: (problem: string) => `No se hizo ninguna copia de seguridad: ${problem}`,
  noDatabase: (path: string) =>
    `no existe ninguna base de datos en ${path} que copiar (npm start la crea; compruebe LEADS_DB).`,
  notCopied: (path: string, problem: string) => `no se pudo copiar la base de datos ${path}: ${problem}.`,
  damaged: (check: string) => `la copia está dañada (${check})`,
  notReadBack: (path: string, problem: string) => `la copia en ${path} no se pudo volver a leer: ${problem}.`,
  liveData: (target: string) =>
    `${target} es la base de datos en uso o está dentro de su carpeta de fotos: guarde la copia en otra carpeta, p. ej. /var/lib/site-backups/leads.sqlite.`,
  sameFolder: (folder: string) =>
    `guarde la copia en una carpeta distinta de la de la base de datos (${folder}): allí compartiría la carpeta de fotos y se perdería con el disco del que es copia.`,
  isFolder: (folder: string, example: string) =>
    `${folder} es una carpeta: indique el archivo de la copia dentro de ella, p. ej. --backup ${example}.`,
  notPlaced: (target: string, problem: string) =>
    `la copia no se pudo colocar en ${target} (${problem}); no se escribió nada allí.`,
  photosNotCopied: (folder: string, problem: string) =>
    `no se pudieron copiar las fotos de ${folder} (${problem}); no se escribió nada. Compruebe el espacio libre y que se puede escribir en la carpeta de la copia, y vuelva a ejecutarlo.`,
  photoProblem: {
    full: "el disco está lleno",
    denied: "permiso denegado",
    removed: "se eliminó una carpeta de fotos mientras se copiaba",
  },
};

/** `npm run leads -- --restore <file>` (server/leads/restore.mjs). */
export const leadsRestore = {
  usage:
    "Uso: npm run leads -- --restore <archivo>, el archivo que escribió --backup, p. ej. --restore /var/lib/site-backups/1-Mon/leads.sqlite",
  done: (count: number, backup: string, database: string, photoFolders: number) =>
    `Se ${count === 1 ? "restauró 1 solicitud de presupuesto" : `restauraron ${count} solicitudes de presupuesto`} de ${backup} en ${database}${
      photoFolders > 0 ? `, con las fotos de ${photoFolders}` : ""
    }.`,
  replaced: (count: number, folder: string) =>
    `La base de datos sustituida, con ${count} ${count === 1 ? "solicitud" : "solicitudes"}, se guarda con sus fotos en ${folder}/ (LEADS_DB=${folder}/leads.sqlite npm run leads las muestra). Borre esa carpeta cuando ya no la necesite: contiene solicitudes de visitantes.`,
  replacedUnreadable: (folder: string) =>
    `La base de datos sustituida no se pudo leer; se guarda tal cual, con sus fotos, en ${folder}/. Borre esa carpeta cuando ya no la necesite: contiene solicitudes de visitantes.`,
  deleteAgain:
    "Las solicitudes que borró después de hacer esta copia vuelven a estar: bórrelas de nuevo ahora (npm run leads -- --delete <number>). Después, inicie npm start.",
  notMade: (problem: string) => `No se restauró nada: ${problem}`,
  noBackup: (path: string) => `no hay ninguna copia en ${path} (npm run leads -- --backup <file> crea una).`,
  isFolder: (folder: string, example: string) =>
    `${folder} es una carpeta: indique el archivo de la copia dentro de ella, p. ej. --restore ${example}.`,
  notABackup: (path: string, problem: string) =>
    `${path} no es una copia de las solicitudes de presupuesto (${problem}).`,
  newer: (path: string) =>
    `${path} se hizo con una versión más reciente del sitio: actualice primero el sitio y después restáurela.`,
  isLive: (path: string) => `${path} es la propia base de datos en uso: indique una copia.`,
  inUse: (path: string) =>
    `un programa tiene abierta la base de datos ${path}, seguramente npm start: deténgalo primero (en un servidor, sudo systemctl stop site) y vuelva a ejecutar esto.`,
  notPlaced: (path: string, problem: string) =>
    `la copia no se pudo poner en lugar de ${path} (${problem}); la base de datos en uso sigue como estaba.`,
  cloudflare:
    "--restore restaura la bandeja de npm start (LEADS_DB). En Cloudflare, D1 guarda su propio historial de la base de datos (Time Travel): wrangler d1 time-travel la restaura.",
};

/** `npm run leads -- --cloudflare` (server/leads/cloudflare-leads.mjs): what stopped it. */
export const leadsCloudflare = {
  noLocalInbox: (folder: string) =>
    `Todavía no hay ninguna bandeja local de Cloudflare en ${folder}/: npm run cloudflare:dev la crea.`,
  noBuild: (folder: string) =>
    `No hay ninguna compilación para Cloudflare en ${folder}/cloudflare/: npm run cloudflare:deploy compila y publica el sitio.`,
  notDeployed: (folder: string) =>
    `La compilación de ${folder}/ todavía no se ha publicado en Cloudflare: npm run cloudflare:deploy la publica.`,
  orphans:
    "La base de datos de solicitudes exportada de Cloudflare tiene filas que remiten a otras que faltan.",
  /** The subject of `needsLogin` and `failed`. */
  doing: {
    reading: "La lectura de la base de datos de solicitudes en Cloudflare",
    exporting: "La exportación de la base de datos de solicitudes en Cloudflare",
    downloading: (file: string, id: number) =>
      `La descarga de la foto ${file} de la solicitud de presupuesto n.º ${id}`,
    deletingPhoto: (file: string, id: number) =>
      `El borrado de la foto ${file} de la solicitud de presupuesto n.º ${id}`,
    deleting: (id: number) => `El borrado de la solicitud de presupuesto n.º ${id}`,
  },
  needsLogin: (doing: string) =>
    `${doing} necesita que inicie sesión en Cloudflare: ejecute npx wrangler login (o defina CLOUDFLARE_API_TOKEN) y después vuelva a ejecutar esto.`,
  failed: (doing: string, said: string) => `${doing} ha fallado: ${said}`,
};

/** What went wrong with the leads database or a photo's file, and the lines of npm start's log that say it. */
export const leadsStore = {
  problem: {
    full: "el disco está lleno: libere espacio en él",
    readOnly:
      "el archivo es de solo lectura para el usuario que ejecuta npm start: dé a ese usuario permiso de escritura sobre el archivo y su carpeta",
    cannotOpen:
      "el archivo no se puede abrir ni crear: compruebe que su carpeta existe y que el usuario que ejecuta npm start puede escribir en ella",
    diskError: "el disco informó de un error al leer o escribir el archivo",
    damaged: "el archivo está dañado o no es una base de datos de solicitudes",
    locked: "otro programa mantiene bloqueado el archivo",
  },
  log: {
    notStored: (path: string, problem: string) =>
      `no se pudo guardar una solicitud de presupuesto en ${path}: ${problem}. Se pidió al visitante que llamara o escribiera un correo`,
    photoNotWritten: (problem: string) => `no se pudo escribir una foto (${problem})`,
    notClosed: (path: string, problem: string) => `al cerrar ${path}: ${problem}`,
    outbox: (problem: string, mailed: string, seconds: number) =>
      `la bandeja de salida no puede usar la base de datos de solicitudes: ${problem}. Las solicitudes siguen en espera${
        mailed ? ` (la solicitud n.º ${mailed} se envió por correo y no se volverá a enviar)` : ""
      }; próximo intento en ${seconds} s`,
    retentionUnreadable: (problem: string) =>
      `no se puede leer la base de datos de solicitudes: ${problem}. Las solicitudes antiguas se conservan hasta el próximo intento`,
    retentionNotDeleted: (id: number, problem: string) =>
      `no se pudo borrar la solicitud n.º ${id}: ${problem}. Se volverá a intentar en la próxima limpieza`,
    retentionNotEmptied: (problem: string) =>
      `no se pudo vaciar el registro de escritura anticipada de la base de datos de solicitudes: ${problem}. La próxima limpieza lo volverá a intentar`,
    photosBudget: (usedMb: number, maxMb: number) =>
      `las fotos guardadas ocupan ${usedMb} MB de los ${maxMb} MB que permite LEADS_PHOTOS_MAX_MB. Para volver a guardar fotos, aumente LEADS_PHOTOS_MAX_MB si el disco tiene espacio, o borre solicitudes antiguas (npm run leads -- --delete <number>) o acorte LEADS_RETENTION_DAYS`,
    photosDisk: (folder: string, freeMb: number, reserveMb: number) =>
      `el disco que contiene ${folder} tiene ${freeMb} MB libres, y ${reserveMb} MB se reservan (LEADS_DISK_RESERVE_MB) para la base de datos de solicitudes y sus copias. Para volver a guardar fotos, libere espacio en ese disco, o borre solicitudes antiguas (npm run leads -- --delete <number>) o acorte LEADS_RETENTION_DAYS`,
    photosInTheWay: (folder: string, aside: string) =>
      `la carpeta ${folder} ya existía, dejada por una copia de lead-photos/ hecha a mano (¿una restauración?): sus archivos no son de ninguna solicitud guardada ahora, así que se movió a ${aside} y las fotos de la nueva solicitud ocuparon su lugar. Revíselos y borre esa carpeta. npm run leads -- --restore restaura una copia sin dejar ninguna`,
    storedWithoutPhotos: (id: number, count: number, problem: string) =>
      `la solicitud de presupuesto #${id} se guardó sin ${count === 1 ? "su foto" : `sus ${count} fotos`}: ${problem}`,
    cannotOpen: (path: string, problem: string) =>
      `La bandeja de solicitudes no puede usar su base de datos LEADS_DB=${path}: ${problem}. Corríjalo, o defina LEADS_DB con otro archivo, y vuelva a ejecutar npm start.`,
  },
};

/** The mail that tells the owner a push was not published (scripts/publish.mjs), around the build's own lines. */
export const publishMail = {
  subject: "Su sitio no se ha actualizado: antes hay algo que corregir",
  notLive: (change: string, commit: string) =>
    `Su cambio «${change}» (commit ${commit}) está guardado, pero aún no está en su sitio:`,
  notFetched: "No se pudo obtener de GitHub su último cambio, así que aún no está en su sitio:",
  stillBefore:
    "Su sitio sigue mostrando la versión anterior. Corríjalo en el editor y guarde de nuevo: entonces se actualiza el sitio.",
};
