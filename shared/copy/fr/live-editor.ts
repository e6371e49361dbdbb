/** Ce que l'éditeur du site (/admin/) dit de lui-même : voir ../en/live-editor.ts. */
export const liveEditor = {
  addPhotos: "Ajouter des photos",
  addPhotosHint: (eachMb: number, saveMb: number) =>
    `Choisissez-en plusieurs à la fois (JPEG, PNG, WebP ou AVIF, jusqu'à ${eachMb} Mo chacune et ${saveMb} Mo par enregistrement). Elles s'ajoutent à la fin de la liste et sont enregistrées avec le projet.`,
  added: (count: number) =>
    count === 1
      ? "1 photo ajoutée à la fin de la liste : écrivez sa description."
      : `${count} photos ajoutées à la fin de la liste : écrivez une description pour chacune, puis mettez-les dans l'ordre.`,
  notAdded: (file: string, reason: string) => `Non ajoutée : ${file} (${reason}).`,
  notAPhoto: "ce n'est pas une photo JPEG, PNG, WebP ou AVIF",
  tooLarge: (mb: number) => `plus de ${mb} Mo`,
  saveTooLarge: (mb: number) => `plus de ${mb} Mo en un enregistrement : enregistrez, puis ajoutez-la`,
  unreadable: "elle n'a pas pu être lue",
  newPhoto: "Nouvelle photo (enregistrée avec le projet)",
  description: (n: number) => `Description de la photo ${n}`,
  moveUp: (n: number) => `Monter la photo ${n}`,
  moveDown: (n: number) => `Descendre la photo ${n}`,
  remove: (n: number) => `Retirer la photo ${n}`,
  seconds: (n: number) => `environ ${n} secondes`,
  minutes: (n: number) => `environ ${n} minutes`,
  saved: (howLong: string) => `Enregistré. Votre site affiche la modification dans ${howLong}.`,
  live: "Votre modification est en ligne.",
  lateServer:
    "Pas encore en ligne. Si la vérification du site a trouvé une erreur, l'e-mail qu'elle vous a envoyé dit quoi corriger ; en attendant, le site affiche la version précédente.",
  lateWorkflow:
    "Pas encore en ligne. Si la vérification du site a trouvé une erreur, l'exécution dans l'onglet « Actions » de votre dépôt sur GitHub dit quoi corriger ; en attendant, le site affiche la version précédente.",
  close: "Fermer",
};
