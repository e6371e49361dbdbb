/**
 * The quote form's words in English: its labels and choices, and what it says about a mistake (the
 * inbox's own words are inbox.ts). Another language is a sibling folder with files of the same
 * shape (ContactCopy); the fields themselves are shared/contact/fields.ts.
 */

/** A number as this language writes it: 5,000. */
const count = (n: number) => n.toLocaleString("en-US");
/** The polite word about a postal code outside the areas served, in its two places (messages). */
const OUTSIDE_AREA = "may be outside the area we usually serve";
const WILL_CONFIRM = "we will confirm whether we can help.";
/** A size in megabytes, as a limit says it. */
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export const contactCopy = {
  /** "JPEG, PNG, WebP or HEIC" */
  list: (items: readonly string[]) =>
    items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`,
  /** Each field's label, on the form, its answers, the mail, the CSV and `npm run leads`. */
  labels: {
    name: "Full Name",
    email: "Email Address",
    phone: "Phone Number",
    message: "Project Details",
    service: "Type of project",
    /** The default: the content may name it otherwise (FormChoices.postcodeLabel, labelOf). */
    postcode: "Project ZIP code",
    start: "When would you like to start?",
    budget: "Budget",
  },
  optional: "(optional)",
  /** A list's first option: nothing chosen. */
  chooseOne: "Choose one",
  /** "Type of project": the services' titles, then this. */
  otherService: "Something else",
  /** "When would you like to start?": the same for every site. */
  startChoices: ["As soon as possible", "Within 3 months", "In 3 to 6 months", "Just planning"],
  /** "Budget": the owner's ranges, then this. */
  unsureBudget: "Not sure yet",
  /** The honeypot's label, which only a program reads. */
  honeypot: "Leave this field empty",
  /** What the form says when a required field is empty. */
  required: {
    name: "Please enter your name.",
    email: "Please enter your email address.",
    message: "Please tell us about your project.",
  },
  messages: {
    control: "Please remove the invisible control characters from this field.",
    lineBreak: "Please keep this on one line.",
    email: "Please enter a valid email address, like name@example.com.",
    phoneCharacters: "Please use only digits, spaces and + ( ) - . / in the phone number.",
    phoneDigits: "Please enter a complete phone number.",
    postcodeCharacters: "Please use only letters, digits, spaces and hyphens, like 62701.",
    choice: "Please choose one of the options in the list.",
    /** Beside the postal code as the visitor types it (JavaScript), before the request is sent. */
    outsideArea: (postcode: string) =>
      `${postcode} ${OUTSIDE_AREA}. Send your request anyway: ${WILL_CONFIRM}`,
    /** On the sent page after a form post (no JavaScript), which does not know the postal code. */
    outsideAreaSent: `Your project ${OUTSIDE_AREA}: ${WILL_CONFIRM}`,
    tooLong: (limit: number, length: number) =>
      `Please keep this under ${count(limit)} characters (it has ${count(length)}).`,
    /** The message's character count, shown as it nears the limit. */
    characters: (length: number, limit: number) => `${count(length)} of ${count(limit)} characters`,
  },
  photos: {
    label: "Photos",
    hint: (max: number, maxBytes: number, formats: string) =>
      `Up to ${max} photos of the site or the job (${formats}, at most ${megabytes(maxBytes)} each).`,
    tooMany: (max: number) => `Please choose at most ${max} photos.`,
    unsafeName: (file: string) =>
      `${file} has slashes, ".." or invisible characters in its name: please rename the photo, then choose it again.`,
    /** A file without a name the message can show. */
    unnamed: "A photo",
    tooLarge: (file: string, maxBytes: number) =>
      `${file} is larger than ${megabytes(maxBytes)}: please choose a smaller photo.`,
    notPhoto: (file: string, formats: string) => `${file} is not a ${formats} photo.`,
    /** Under the photos on the form the inbox sends back: a browser never fills a file field again. */
    chooseAgain: "Photos you chose before need choosing again.",
  },
};

export type ContactCopy = typeof contactCopy;
