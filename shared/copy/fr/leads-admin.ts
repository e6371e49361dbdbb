/**
 * The owner's words about keeping the leads, in French: `npm run leads -- --backup`, `npm run leads
 * -- --cloudflare`, and what went wrong with the leads database, with the lines of npm start's log
 * that carry it (../en/leads-admin.ts).
 */

/** `npm run leads -- --backup <file>` (server/leads/backup.mjs, backup-target.mjs, backup-photos.mjs). */
export const leadsBackup = {
  usage: "Utilisation : npm run leads -- --backup <fichier>, par ex. --backup /var/backups/site/leads.sqlite",
  done: (count: number, target: string, photoFolders: number, photosFolder: string) =>
    `${count} ${count <= 1 ? "demande" : "demandes"} de devis ${count <= 1 ? "sauvegardée" : "sauvegardées"} dans ${target}${
      photoFolders > 0 ? `, avec les photos de ${photoFolders} d’entre elles dans ${photosFolder}` : ""
    }.`,
  notMade: (problem: string) => `Aucune sauvegarde n’a été faite : ${problem}`,
  noDatabase: (path: string) =>
    `il n’y a pas de base de données à ${path}, rien à sauvegarder (npm start la crée ; vérifiez LEADS_DB).`,
  notCopied: (path: string, problem: string) =>
    `la base de données ${path} n’a pas pu être copiée : ${problem}.`,
  damaged: (check: string) => `la copie est endommagée (${check})`,
  notReadBack: (path: string, problem: string) => `la copie à ${path} n’a pas pu être relue : ${problem}.`,
  liveData: (target: string) =>
    `${target} est la base de données en service ou se trouve dans son dossier de photos : écrivez la sauvegarde dans un autre dossier, par ex. /var/lib/site-backups/leads.sqlite.`,
  sameFolder: (folder: string) =>
    `écrivez la sauvegarde dans un autre dossier que celui de la base de données (${folder}) : elle y partagerait le dossier des photos, et serait perdue avec le disque qu’elle sauvegarde.`,
  isFolder: (folder: string, example: string) =>
    `${folder} est un dossier : donnez le nom du fichier de la sauvegarde dans ce dossier, par ex. --backup ${example}.`,
  notPlaced: (target: string, problem: string) =>
    `la copie n’a pas pu être placée à ${target} (${problem}) ; rien n’y a été écrit.`,
  photosNotCopied: (folder: string, problem: string) =>
    `les photos de ${folder} n’ont pas pu être copiées (${problem}) ; rien n’a été écrit. Vérifiez l’espace libre et que le dossier de la sauvegarde est accessible en écriture, puis relancez la commande.`,
  photoProblem: {
    full: "le disque est plein",
    denied: "permission refusée",
    removed: "un dossier de photos a été supprimé pendant sa copie",
  },
};

/** `npm run leads -- --restore <file>` (server/leads/restore.mjs). */
export const leadsRestore = {
  usage:
    "Utilisation : npm run leads -- --restore <fichier>, le fichier écrit par --backup, par ex. --restore /var/lib/site-backups/1-Mon/leads.sqlite",
  done: (count: number, backup: string, database: string, photoFolders: number) =>
    `${count} ${count === 1 ? "demande de devis restaurée" : "demandes de devis restaurées"} depuis ${backup} dans ${database}${
      photoFolders > 0 ? `, avec les photos de ${photoFolders} d’entre elles` : ""
    }.`,
  replaced: (count: number, folder: string) =>
    `La base de données remplacée, avec ${count} ${count === 1 ? "demande" : "demandes"}, est conservée avec ses photos dans ${folder}/ (LEADS_DB=${folder}/leads.sqlite npm run leads les affiche). Supprimez ce dossier quand vous n’en avez plus besoin : il contient des demandes de visiteurs.`,
  replacedUnreadable: (folder: string) =>
    `La base de données remplacée n’a pas pu être lue ; elle est conservée telle quelle, avec ses photos, dans ${folder}/. Supprimez ce dossier quand vous n’en avez plus besoin : il contient des demandes de visiteurs.`,
  deleteAgain:
    "Les demandes supprimées après cette sauvegarde y sont de nouveau : supprimez-les encore maintenant (npm run leads -- --delete <number>). Lancez ensuite npm start.",
  notMade: (problem: string) => `Rien n’a été restauré : ${problem}`,
  noBackup: (path: string) =>
    `il n’y a pas de sauvegarde à ${path} (npm run leads -- --backup <file> en crée une).`,
  isFolder: (folder: string, example: string) =>
    `${folder} est un dossier : donnez le nom du fichier de la sauvegarde dans ce dossier, par ex. --restore ${example}.`,
  notABackup: (path: string, problem: string) =>
    `${path} n’est pas une sauvegarde des demandes de devis (${problem}).`,
  newer: (path: string) =>
    `${path} a été faite par une version plus récente du site : mettez d’abord le site à jour, puis restaurez-la.`,
  isLive: (path: string) => `${path} est la base de données en service elle-même : donnez une sauvegarde.`,
  inUse: (path: string) =>
    `un programme a ouvert la base de données ${path}, sans doute npm start : arrêtez-le d’abord (sur un serveur, sudo systemctl stop site), puis relancez cette commande.`,
  notPlaced: (path: string, problem: string) =>
    `la sauvegarde n’a pas pu être mise à la place de ${path} (${problem}) ; la base de données en service est restée telle quelle.`,
  cloudflare:
    "--restore restaure la boîte de réception de npm start (LEADS_DB). Chez Cloudflare, D1 garde son propre historique de la base de données (Time Travel) : wrangler d1 time-travel la restaure.",
};

/** `npm run leads -- --cloudflare` (server/leads/cloudflare-leads.mjs): what stopped it. */
export const leadsCloudflare = {
  noLocalInbox: (folder: string) =>
    `Il n’y a pas encore de boîte locale de Cloudflare dans ${folder}/ : npm run cloudflare:dev la crée.`,
  noBuild: (folder: string) =>
    `Il n’y a pas de build pour Cloudflare dans ${folder}/cloudflare/ : npm run cloudflare:deploy construit et déploie le site.`,
  notDeployed: (folder: string) =>
    `Le build de ${folder}/ n’a pas encore été déployé chez Cloudflare : npm run cloudflare:deploy le déploie.`,
  orphans:
    "La base des demandes exportée de Cloudflare contient des lignes qui renvoient à des lignes manquantes.",
  /** The subject of `needsLogin` and `failed`. */
  doing: {
    reading: "La lecture de la base des demandes chez Cloudflare",
    exporting: "L’export de la base des demandes chez Cloudflare",
    downloading: (file: string, id: number) =>
      `Le téléchargement de la photo ${file} de la demande de devis n° ${id}`,
    deletingPhoto: (file: string, id: number) =>
      `La suppression de la photo ${file} de la demande de devis n° ${id}`,
    deleting: (id: number) => `La suppression de la demande de devis n° ${id}`,
  },
  needsLogin: (doing: string) =>
    `${doing} nécessite votre connexion à Cloudflare : lancez npx wrangler login (ou définissez CLOUDFLARE_API_TOKEN), puis relancez cette commande.`,
  failed: (doing: string, said: string) => `${doing} a échoué : ${said}`,
};

/** What went wrong with the leads database or a photo's file, and the lines of npm start's log that say it. */
export const leadsStore = {
  problem: {
    full: "le disque est plein : libérez-y de l’espace",
    readOnly:
      "le fichier est en lecture seule pour l’utilisateur qui lance npm start : donnez à cet utilisateur le droit d’écrire dans le fichier et son dossier",
    cannotOpen:
      "le fichier ne peut être ni ouvert ni créé : vérifiez que son dossier existe et que l’utilisateur qui lance npm start peut y écrire",
    diskError: "le disque a signalé une erreur en lisant ou en écrivant le fichier",
    damaged: "le fichier est endommagé ou n’est pas une base de demandes",
    locked: "un autre programme tient le fichier verrouillé",
  },
  log: {
    notStored: (path: string, problem: string) =>
      `une demande de devis n’a pas pu être enregistrée dans ${path} : ${problem}. Le visiteur a été invité à appeler ou à écrire un e-mail`,
    photoNotWritten: (problem: string) => `une photo n’a pas pu être écrite (${problem})`,
    notClosed: (path: string, problem: string) => `à la fermeture de ${path} : ${problem}`,
    outbox: (problem: string, mailed: string, seconds: number) =>
      `la boîte d’envoi ne peut pas utiliser la base des demandes : ${problem}. Les demandes restent en attente${
        mailed ? ` (la demande n° ${mailed} a été envoyée par e-mail et ne le sera pas de nouveau)` : ""
      } ; prochain essai dans ${seconds} s`,
    retentionUnreadable: (problem: string) =>
      `la base des demandes ne peut pas être lue : ${problem}. Les anciennes demandes sont gardées jusqu’au prochain essai`,
    retentionNotDeleted: (id: number, problem: string) =>
      `la demande n° ${id} n’a pas pu être supprimée : ${problem}. Un nouvel essai aura lieu au prochain passage`,
    retentionNotEmptied: (problem: string) =>
      `le journal d’écriture anticipée de la base des demandes n’a pas pu être vidé : ${problem}. Le prochain passage réessaiera`,
    photosBudget: (usedMb: number, maxMb: number) =>
      `les photos conservées occupent ${usedMb} Mo des ${maxMb} Mo que permet LEADS_PHOTOS_MAX_MB. Pour conserver de nouveau des photos, augmentez LEADS_PHOTOS_MAX_MB si le disque a de la place, ou supprimez d’anciennes demandes (npm run leads -- --delete <number>), ou raccourcissez LEADS_RETENTION_DAYS`,
    photosDisk: (folder: string, freeMb: number, reserveMb: number) =>
      `le disque qui contient ${folder} a ${freeMb} Mo libres, dont ${reserveMb} Mo restent réservés (LEADS_DISK_RESERVE_MB) à la base des demandes et à ses sauvegardes. Pour conserver de nouveau des photos, libérez de la place sur ce disque, ou supprimez d’anciennes demandes (npm run leads -- --delete <number>), ou raccourcissez LEADS_RETENTION_DAYS`,
    photosInTheWay: (folder: string, aside: string) =>
      `le dossier ${folder} existait déjà, laissé par une copie de lead-photos/ faite à la main (une restauration ?) : ses fichiers ne sont à aucune demande enregistrée à présent, il a donc été déplacé vers ${aside} et les photos de la nouvelle demande ont pris sa place. Examinez-les, puis supprimez ce dossier. npm run leads -- --restore restaure une sauvegarde sans en laisser aucun`,
    storedWithoutPhotos: (id: number, count: number, problem: string) =>
      `la demande de devis n° ${id} a été enregistrée sans ${count === 1 ? "sa photo" : `ses ${count} photos`} : ${problem}`,
    cannotOpen: (path: string, problem: string) =>
      `La boîte de réception des demandes ne peut pas utiliser sa base de données LEADS_DB=${path} : ${problem}. Corrigez cela, ou définissez LEADS_DB avec un autre fichier, puis relancez npm start.`,
  },
};

/** The mail that tells the owner a push was not published (scripts/publish.mjs), around the build's own lines. */
export const publishMail = {
  subject: "Votre site n’a pas été mis à jour : il y a d’abord quelque chose à corriger",
  notLive: (change: string, commit: string) =>
    `Votre modification « ${change} » (commit ${commit}) est enregistrée, mais pas encore sur votre site :`,
  notFetched:
    "Votre dernière modification n’a pas pu être récupérée sur GitHub ; elle n’est donc pas encore sur votre site :",
  stillBefore:
    "Votre site montre toujours la version d’avant. Corrigez cela dans l’éditeur et enregistrez à nouveau : le site est alors mis à jour.",
};
