/** Was der Editor der Website (/admin/) selbst sagt: siehe ../en/live-editor.ts. */
export const liveEditor = {
  addPhotos: "Fotos hinzufügen",
  addPhotosHint: (eachMb: number, saveMb: number) =>
    `Wählen Sie mehrere auf einmal (JPEG, PNG, WebP oder AVIF, bis ${eachMb} MB je Foto und ${saveMb} MB je Speichern). Sie kommen ans Ende der Liste und werden mit dem Projekt gespeichert.`,
  added: (count: number) =>
    count === 1
      ? "1 Foto am Ende der Liste hinzugefügt: Schreiben Sie seine Beschreibung."
      : `${count} Fotos am Ende der Liste hinzugefügt: Schreiben Sie zu jedem eine Beschreibung und bringen Sie sie in die richtige Reihenfolge.`,
  notAdded: (file: string, reason: string) => `Nicht hinzugefügt: ${file} (${reason}).`,
  notAPhoto: "kein Foto im Format JPEG, PNG, WebP oder AVIF",
  tooLarge: (mb: number) => `größer als ${mb} MB`,
  saveTooLarge: (mb: number) =>
    `mehr als ${mb} MB in einem Speichern: Speichern Sie, dann fügen Sie es hinzu`,
  unreadable: "es konnte nicht gelesen werden",
  newPhoto: "Neues Foto (wird mit dem Projekt gespeichert)",
  description: (n: number) => `Beschreibung von Foto ${n}`,
  moveUp: (n: number) => `Foto ${n} nach oben`,
  moveDown: (n: number) => `Foto ${n} nach unten`,
  remove: (n: number) => `Foto ${n} entfernen`,
  seconds: (n: number) => `etwa ${n} Sekunden`,
  minutes: (n: number) => `etwa ${n} Minuten`,
  saved: (howLong: string) => `Gespeichert. Ihre Website zeigt die Änderung in ${howLong}.`,
  live: "Ihre Änderung ist jetzt auf der Website.",
  lateServer:
    "Noch nicht auf der Website. Hat die Prüfung der Website einen Fehler gefunden, steht in der E-Mail an Sie, was zu korrigieren ist; bis dahin zeigt die Website die vorige Fassung.",
  lateWorkflow:
    "Noch nicht auf der Website. Hat die Prüfung der Website einen Fehler gefunden, steht im Lauf unter „Actions“ Ihres Repositorys auf GitHub, was zu korrigieren ist; bis dahin zeigt die Website die vorige Fassung.",
  close: "Schließen",
};
