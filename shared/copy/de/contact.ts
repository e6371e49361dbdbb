/**
 * The quote form's words in German: its labels and choices, and what it says about a mistake (the
 * inbox's own words are inbox.ts). Another language is a sibling folder with files of the same
 * shape (ContactCopy); the fields themselves are shared/contact/fields.ts.
 */

/** A number as this language writes it: 5.000. */
const count = (n: number) => n.toLocaleString("de");
/** The polite word about a postal code outside the areas served, in its two places (messages). */
const OUTSIDE_AREA = "liegt möglicherweise außerhalb unseres üblichen Einsatzgebiets";
const WILL_CONFIRM = "Wir sagen Ihnen Bescheid, ob wir Ihnen helfen können.";
/** A size in megabytes, as a limit says it. */
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
/** "1 Foto", "5 Fotos". */
const photoCount = (n: number) => (n === 1 ? "1 Foto" : `${n} Fotos`);
const or = new Intl.ListFormat("de", { type: "disjunction" });

export const contactCopy = {
  /** "JPEG, PNG, WebP oder HEIC" */
  list: (items: readonly string[]) => or.format(items),
  /** Each field's label, on the form, its answers, the mail, the CSV and `npm run leads`. */
  labels: {
    name: "Vor- und Nachname",
    email: "E-Mail-Adresse",
    phone: "Telefonnummer",
    message: "Beschreibung Ihres Vorhabens",
    service: "Art des Projekts",
    /** The default: the content may name it otherwise (FormChoices.postcodeLabel, labelOf). */
    postcode: "PLZ des Bauvorhabens",
    start: "Wann möchten Sie beginnen?",
    budget: "Kostenrahmen",
  },
  optional: "(freiwillig)",
  /** A list's first option: nothing chosen. */
  chooseOne: "Bitte wählen",
  /** "Art des Projekts": the services' titles, then this. */
  otherService: "Sonstiges",
  /** "Wann möchten Sie beginnen?": the same for every site. */
  startChoices: [
    "So bald wie möglich",
    "Innerhalb von 3 Monaten",
    "In 3 bis 6 Monaten",
    "Noch in der Planung",
  ],
  /** "Kostenrahmen": the owner's ranges, then this. */
  unsureBudget: "Noch unklar",
  /** The honeypot's label, which only a program reads. */
  honeypot: "Dieses Feld bitte leer lassen",
  /** What the form says when a required field is empty. */
  required: {
    name: "Bitte geben Sie Ihren Namen ein.",
    email: "Bitte geben Sie Ihre E-Mail-Adresse ein.",
    message: "Bitte beschreiben Sie uns Ihr Vorhaben.",
  },
  messages: {
    control: "Bitte entfernen Sie die unsichtbaren Steuerzeichen aus diesem Feld.",
    lineBreak: "Bitte geben Sie dies ohne Zeilenumbruch ein.",
    email: "Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.",
    phoneCharacters: "Die Telefonnummer darf nur Ziffern, Leerzeichen und die Zeichen + ( ) - . / enthalten.",
    phoneDigits: "Bitte geben Sie eine vollständige Telefonnummer ein.",
    postcodeCharacters:
      "Bitte verwenden Sie nur Buchstaben, Ziffern, Leerzeichen und Bindestriche, z. B. 10115.",
    choice: "Bitte wählen Sie einen der Einträge aus der Liste.",
    /** Beside the postal code as the visitor types it (JavaScript), before the request is sent. */
    outsideArea: (postcode: string) =>
      `Die PLZ ${postcode} ${OUTSIDE_AREA}. Senden Sie Ihre Anfrage trotzdem: ${WILL_CONFIRM}`,
    /** On the sent page after a form post (no JavaScript), which does not know the postal code. */
    outsideAreaSent: `Ihr Projekt ${OUTSIDE_AREA}: ${WILL_CONFIRM}`,
    tooLong: (limit: number, length: number) =>
      `Bitte bleiben Sie unter ${count(limit)} Zeichen (derzeit ${count(length)}).`,
    /** The message's character count, shown as it nears the limit. */
    characters: (length: number, limit: number) => `${count(length)} von ${count(limit)} Zeichen`,
  },
  photos: {
    label: "Fotos",
    hint: (max: number, maxBytes: number, formats: string) =>
      max === 1
        ? `Ein Foto von der Baustelle oder den gewünschten Arbeiten (${formats}, höchstens ${megabytes(maxBytes)}).`
        : `Bis zu ${max} Fotos von der Baustelle oder den gewünschten Arbeiten (${formats}, je höchstens ${megabytes(maxBytes)}).`,
    tooMany: (max: number) => `Bitte wählen Sie höchstens ${photoCount(max)} aus.`,
    unsafeName: (file: string) =>
      `${file} hat Schrägstriche, „..“ oder unsichtbare Zeichen im Namen: Bitte benennen Sie das Foto um und wählen Sie es dann erneut aus.`,
    /** A file without a name the message can show. */
    unnamed: "Ein Foto",
    tooLarge: (file: string, maxBytes: number) =>
      `${file} ist größer als ${megabytes(maxBytes)}: Bitte wählen Sie ein kleineres Foto.`,
    notPhoto: (file: string, formats: string) => `${file} ist kein Foto im Format ${formats}.`,
    /** Under the photos on the form the inbox sends back: a browser never fills a file field again. */
    chooseAgain: "Bereits ausgewählte Fotos müssen Sie erneut auswählen.",
  },
};

export type ContactCopy = typeof contactCopy;
