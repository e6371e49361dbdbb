/**
 * The quote form's words in Spanish: its labels and choices, and what it says about a mistake (the
 * inbox's own words are inbox.ts). Another language is a sibling folder with files of the same
 * shape (ContactCopy); the fields themselves are shared/contact/fields.ts.
 */

/** A number as this language writes it: 5000, 10.000. */
const count = (n: number) => n.toLocaleString("es");
/** The polite word about a postal code outside the areas served, in its two places (messages). */
const OUTSIDE_AREA = "puede quedar fuera de la zona en la que solemos trabajar";
const WILL_CONFIRM = "le confirmaremos si podemos ayudarle.";
/** A size in megabytes, as a limit says it. */
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
/** "1 foto", "5 fotos". */
const photoCount = (n: number) => (n === 1 ? "1 foto" : `${n} fotos`);

export const contactCopy = {
  /** "JPEG, PNG, WebP o HEIC" ("u" before an o- sound) */
  list: (items: readonly string[]) =>
    items.length < 2 ? items.join("") : new Intl.ListFormat("es", { type: "disjunction" }).format(items),
  /** Each field's label, on the form, its answers, the mail, the CSV and `npm run leads`. */
  labels: {
    name: "Nombre y apellidos",
    email: "Correo electrónico",
    phone: "Teléfono",
    message: "Detalles del proyecto",
    service: "Tipo de proyecto",
    /** The default: the content may name it otherwise (FormChoices.postcodeLabel, labelOf). */
    postcode: "Código postal de la obra",
    start: "¿Cuándo le gustaría empezar?",
    budget: "Presupuesto",
  },
  optional: "(opcional)",
  /** A list's first option: nothing chosen. */
  chooseOne: "Elija una opción",
  /** "Tipo de proyecto": the services' titles, then this. */
  otherService: "Otro",
  /** "¿Cuándo le gustaría empezar?": the same for every site. */
  startChoices: [
    "Lo antes posible",
    "En los próximos 3 meses",
    "Dentro de 3 a 6 meses",
    "Solo estoy planificando",
  ],
  /** "Presupuesto": the owner's ranges, then this. */
  unsureBudget: "Aún no lo sé",
  /** The honeypot's label, which only a program reads. */
  honeypot: "Deje este campo vacío",
  /** What the form says when a required field is empty. */
  required: {
    name: "Introduzca su nombre.",
    email: "Introduzca su dirección de correo electrónico.",
    message: "Cuéntenos en qué consiste su proyecto.",
  },
  messages: {
    control: "Elimine de este campo los caracteres de control invisibles.",
    lineBreak: "Escríbalo en una sola línea.",
    email: "Introduzca una dirección de correo electrónico válida, como nombre@ejemplo.com.",
    phoneCharacters: "Utilice en el número de teléfono solo dígitos, espacios y + ( ) - . /",
    phoneDigits: "Introduzca un número de teléfono completo.",
    postcodeCharacters: "Utilice solo letras, dígitos, espacios y guiones, como en 28001.",
    choice: "Elija una de las opciones de la lista.",
    /** Beside the postal code as the visitor types it (JavaScript), before the request is sent. */
    outsideArea: (postcode: string) =>
      `El código postal ${postcode} ${OUTSIDE_AREA}. Envíe su solicitud de todos modos: ${WILL_CONFIRM}`,
    /** On the sent page after a form post (no JavaScript), which does not know the postal code. */
    outsideAreaSent: `Su proyecto ${OUTSIDE_AREA}: ${WILL_CONFIRM}`,
    tooLong: (limit: number, length: number) =>
      `Este texto debe tener menos de ${count(limit)} caracteres (ahora tiene ${count(length)}).`,
    /** The message's character count, shown as it nears the limit. */
    characters: (length: number, limit: number) => `${count(length)} de ${count(limit)} caracteres`,
  },
  photos: {
    label: "Fotos",
    hint: (max: number, maxBytes: number, formats: string) =>
      `Hasta ${photoCount(max)} de la obra o del trabajo (${formats}, ${megabytes(maxBytes)} como máximo${max === 1 ? "" : " cada una"}).`,
    tooMany: (max: number) => `Elija como máximo ${photoCount(max)}.`,
    unsafeName: (file: string) =>
      `${file} tiene barras, «..» o caracteres invisibles en el nombre: cámbiele el nombre a la foto y vuelva a elegirla.`,
    /** A file without a name the message can show. */
    unnamed: "Una foto",
    tooLarge: (file: string, maxBytes: number) =>
      `${file} ocupa más de ${megabytes(maxBytes)}: elija una foto más pequeña.`,
    notPhoto: (file: string, formats: string) => `${file} no es una foto en formato ${formats}.`,
    /** Under the photos on the form the inbox sends back: a browser never fills a file field again. */
    chooseAgain: "Vuelva a elegir las fotos que había elegido antes.",
  },
};

export type ContactCopy = typeof contactCopy;
