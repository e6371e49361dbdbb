/**
 * The inbox's words in German: its answers to a form sent without JavaScript that it could not
 * take (pages), and why it refused a request (pages and JSON). Kept apart from contact.ts so the
 * form's script in the browser carries none of them.
 */
export const inboxCopy = {
  correction: {
    title: "Bitte prüfen Sie Ihre Nachricht",
    notSent: "Ihre Nachricht wurde noch nicht gesendet.",
    nothingLost:
      "Ihre Eingaben gehen nicht verloren: Bitte korrigieren Sie die unten markierten Angaben und senden Sie die Nachricht dann erneut.",
  },
  refusal: {
    title: "Ihre Nachricht wurde nicht gesendet",
    /** The page's title in the browser's tab. */
    tabTitle: "Nachricht nicht gesendet",
    nothingLost:
      "Ihre Eingaben gehen nicht verloren: Mit der Zurück-Schaltfläche Ihres Browsers gelangen Sie wieder zum Formular, in dem Ihre Nachricht noch steht. Oder öffnen Sie die Kontaktseite, um uns anzurufen oder eine E-Mail zu schreiben.",
    backLink: "Zurück zur Kontaktseite",
  },
  /** What only the inbox can say about photos, once it has read their bytes (the form's words: contact.ts). */
  photos: {
    tooLargeTogether: "Ihre Fotos sind zusammen zu groß, um sie zu senden.",
    tooManyPixels: (file: string) =>
      `${file} hat zu viele Pixel für ein Foto: Bitte senden Sie ein kleineres Foto.`,
    /**
     * The server had no room for the photos (its budget for them, or its disk): the request itself
     * arrived and is stored, so the visitor must not send it again.
     */
    notKept:
      "Ihre Anfrage ist bei uns eingegangen, aber Ihre Fotos konnten wir gerade nicht speichern. Sie müssen die Anfrage nicht erneut senden: Bitte schicken Sie uns die Fotos, sobald wir Ihnen antworten.",
  },
  /** Why a request was refused, for people (pages) and programs (JSON). */
  reasons: {
    400: "Die Anfrage konnte nicht gelesen werden.",
    403: "Nachrichten an uns können nur über unsere eigene Kontaktseite gesendet werden.",
    405: "Bitte senden Sie Ihre Nachricht über das Kontaktformular.",
    413: (maxBytes: number) =>
      `Die Nachricht ist zu lang, um sie auf einmal zu senden (mehr als ${Math.floor(maxBytes / 1024).toLocaleString("de")} KB). Bitte kürzen Sie sie.`,
    415: "Die Nachricht wurde in einem Format gesendet, das wir nicht verarbeiten können.",
    429: "Sie haben in der letzten Minute mehrere Nachrichten gesendet. Bitte warten Sie eine Minute und senden Sie Ihre Nachricht dann erneut.",
    500: "Die Nachricht konnte wegen eines Problems auf unserer Seite nicht gespeichert werden. Bitte rufen Sie uns an oder schreiben Sie uns eine E-Mail.",
  },
};

export type InboxCopy = typeof inboxCopy;
