/**
 * The fixed German wording of the contact page around the form: its title, the contact details'
 * titles, the button, the notices, the page a request sent without JavaScript lands on. (The form's
 * fields, their labels and messages are the contact form's own wording.)
 */
export const contactPage = {
  /** "call us at <phone> or email <address>": the end of the notices that say how else to reach us. */
  callOrEmail: { before: "rufen Sie uns unter", between: "an oder schreiben Sie an", after: "" },
  meta: {
    title: "Kontakt",
    description: (company: { name: string; phone: string; email: string }) =>
      `Fordern Sie bei ${company.name} ein Angebot oder eine Beratung an. Rufen Sie uns unter ${company.phone} an, schreiben Sie an ${company.email} oder senden Sie uns eine Nachricht.`,
  },
  title: "Kontakt",
  formTitle: "Schreiben Sie uns",
  panelTitle: "So erreichen Sie uns",
  messagePlaceholder: "Erzählen Sie uns von Ihrem Vorhaben …",
  /** The titles of the contact details beside the form. */
  details: { email: "E-Mail", phone: "Telefon", hours: "Geschäftszeiten", office: "Büro" },
  submitLabel: "Nachricht senden",
  sending: "Wird gesendet …",
  success: {
    title: "Nachricht gesendet!",
    text: "Vielen Dank für Ihre Nachricht. Wir melden uns in Kürze bei Ihnen.",
  },
  /** Under the form's button: "Wir verwenden diese Angaben nur, …. Mehr dazu in unserer Datenschutzerklärung." */
  privacyNote: {
    text: "Wir verwenden diese Angaben nur, um Ihre Anfrage zu beantworten. Mehr dazu in unserer",
    linkLabel: "Datenschutzerklärung",
    /** The default build's form sends nothing: said as the privacy notice says it. */
    noEndpoint:
      "Dieses Formular sendet Ihre Eingaben nirgendwohin: Um uns zu erreichen, rufen Sie uns an oder schreiben Sie uns eine E-Mail. Mehr dazu in unserer",
  },
  /** The page a request sent without JavaScript lands on (only when npm start receives the form). */
  sentPage: {
    meta: { title: "Nachricht gesendet", description: "Ihre Nachricht ist bei uns eingegangen." },
    linkLabel: "Zurück zur Kontaktseite",
  },
  notices: {
    /** Each of these is followed by the way to call or email us ("call us at … or email …"). */
    noScript: "Unser Formular benötigt JavaScript, das in Ihrem Browser ausgeschaltet ist. Bitte",
    failed: {
      title: "Ihre Nachricht konnte nicht gesendet werden.",
      text: "Ihre Eingaben gehen nicht verloren: Bitte versuchen Sie es erneut, oder",
    },
    dismiss: "Schließen",
  },
} as const;

/** What the contact form says unless the owner writes their own. */
export const contactFormDefaults = {
  /** The postal code field's label (pages.contact.postcodeLabel). */
  postcodeLabel: "PLZ des Bauvorhabens",
} as const;
