/**
 * The quote form's words in French: its labels and choices, and what it says about a mistake (the
 * inbox's own words are inbox.ts). Another language is a sibling folder with files of the same
 * shape (ContactCopy); the fields themselves are shared/contact/fields.ts.
 */

/** A number as this language writes it: 5 000 (a narrow no-break space between thousands). */
const count = (n: number) => n.toLocaleString("fr");
/** "1 caractère", "5 000 caractères" (French: 0 and 1 take the singular). */
const charCount = (n: number) => `${count(n)} ${n < 2 ? "caractère" : "caractères"}`;
/** "1 photo", "5 photos". */
const photoCount = (n: number) => `${count(n)} ${n < 2 ? "photo" : "photos"}`;
/** The polite word about a postal code outside the areas served, in its two places (messages). */
const OUTSIDE_AREA = "se trouve peut-être en dehors de la zone où nous intervenons habituellement";
const WILL_CONFIRM = "nous vous confirmerons si nous pouvons vous aider.";
/** A size in megabytes, as a limit says it ("Mo", mégaoctets, as French writes it). */
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)}\u00a0Mo`;

export const contactCopy = {
  /** "JPEG, PNG, WebP ou HEIC" */
  list: (items: readonly string[]) =>
    items.length < 2 ? items.join("") : new Intl.ListFormat("fr", { type: "disjunction" }).format(items),
  /** Each field's label, on the form, its answers, the mail, the CSV and `npm run leads`. */
  labels: {
    name: "Nom et prénom",
    email: "Adresse e-mail",
    phone: "Numéro de téléphone",
    message: "Description du projet",
    service: "Type de travaux",
    /** The default: the content may name it otherwise (FormChoices.postcodeLabel, labelOf). */
    postcode: "Code postal du chantier",
    start: "Quand souhaitez-vous commencer\u00a0?",
    budget: "Budget",
  },
  optional: "(facultatif)",
  /** A list's first option: nothing chosen. */
  chooseOne: "Faites votre choix",
  /** "Type de travaux": the services' titles, then this. */
  otherService: "Autre",
  /** "Quand souhaitez-vous commencer ?": the same for every site. */
  startChoices: ["Dès que possible", "D'ici 3 mois", "Dans 3 à 6 mois", "Projet encore en réflexion"],
  /** "Budget": the owner's ranges, then this. */
  unsureBudget: "Je ne sais pas encore",
  /** The honeypot's label, which only a program reads. */
  honeypot: "Laissez ce champ vide",
  /** What the form says when a required field is empty. */
  required: {
    name: "Veuillez indiquer votre nom.",
    email: "Veuillez indiquer votre adresse e-mail.",
    message: "Veuillez nous décrire votre projet.",
  },
  messages: {
    control: "Veuillez retirer de ce champ les caractères de contrôle invisibles.",
    lineBreak: "Veuillez écrire ce texte sur une seule ligne.",
    email: "Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.fr.",
    phoneCharacters:
      "Veuillez n'utiliser que des chiffres, des espaces et les caractères + ( ) - . / dans le numéro de téléphone.",
    phoneDigits: "Veuillez saisir un numéro de téléphone complet.",
    postcodeCharacters:
      "Veuillez n'utiliser que des lettres, des chiffres, des espaces et des traits d'union, par exemple 75001.",
    choice: "Veuillez choisir l'une des options de la liste.",
    /** Beside the postal code as the visitor types it (JavaScript), before the request is sent. */
    outsideArea: (postcode: string) =>
      `Le code postal ${postcode} ${OUTSIDE_AREA}. Envoyez tout de même votre demande\u00a0: ${WILL_CONFIRM}`,
    /** On the sent page after a form post (no JavaScript), which does not know the postal code. */
    outsideAreaSent: `Votre projet ${OUTSIDE_AREA}\u00a0: ${WILL_CONFIRM}`,
    tooLong: (limit: number, length: number) =>
      `Veuillez ne pas dépasser ${charCount(limit)} (votre texte en compte ${count(length)}).`,
    /** The message's character count, shown as it nears the limit. */
    characters: (length: number, limit: number) => `${charCount(length)} sur ${count(limit)}`,
  },
  photos: {
    label: "Photos",
    hint: (max: number, maxBytes: number, formats: string) =>
      `Jusqu'à ${photoCount(max)} du chantier ou des travaux (${formats}, ${megabytes(maxBytes)} maximum par photo).`,
    tooMany: (max: number) => `Veuillez choisir au maximum ${photoCount(max)}.`,
    unsafeName: (file: string) =>
      `${file} contient dans son nom des barres obliques, «\u00a0..\u00a0» ou des caractères invisibles\u00a0: veuillez renommer la photo, puis la choisir à nouveau.`,
    /** A file without a name the message can show. */
    unnamed: "Une photo",
    tooLarge: (file: string, maxBytes: number) =>
      `${file} dépasse ${megabytes(maxBytes)}\u00a0: veuillez choisir une photo moins lourde.`,
    notPhoto: (file: string, formats: string) => `${file} n'est pas une photo ${formats}.`,
    /** Under the photos on the form the inbox sends back: a browser never fills a file field again. */
    chooseAgain: "Les photos choisies précédemment doivent être sélectionnées à nouveau.",
  },
};

export type ContactCopy = typeof contactCopy;
