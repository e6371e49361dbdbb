/**
 * The fixed English wording of the privacy notice (/privacy). What it says is made from the
 * company, the form's fields and the build's settings (routes/privacy.tsx); the owner writes how
 * long they keep a request (pages.privacy.kept).
 */
export const privacy = {
  meta: {
    title: "Privacy Notice",
    description: (name: string) =>
      `What ${name} does with the details you send through this website, how long it keeps them, and what you can ask of it. No cookies, no trackers.`,
  },
  header: {
    title: "Privacy notice",
    intro: "What happens to the details you send us, how long we keep them, and what you can ask of us.",
  },
  responsibleTitle: "Who is responsible",
  collectedTitle: "What the form collects, and why",
  /** Why each field of the form is asked for, by the form's field name; a field the form does not have is not listed. */
  purposes: {
    name: "to know who we are answering",
    email: "to answer you",
    phone: "to call you back, if you would rather talk (optional)",
    message: "to understand your project and prepare a quote",
    service: "to pass your request to the right person (optional)",
    postcode: "to check that your project is in an area we serve (optional)",
    start: "to plan a site visit when it suits you (optional)",
    budget: "to suggest what fits your budget (optional)",
    photos: "to see the job before a site visit (optional)",
    source:
      "the campaign tags of the link you followed (utm_… and gclid), the other website's address if you came straight from one, and the page of this site you were on before the form: to know which of our adverts and listings work. Nothing is stored on your device to find this out",
  },
  /** What the request's source is called in the list of what the form collects. */
  sourceLabel: "Where you came from",
  /** The legal basis: answering a request before any contract. */
  basis:
    "We use these details only to answer your request and prepare the quote you asked for: never for advertising, and we sell them to no one. (The legal basis: steps you asked for before a contract.)",
  noEndpoint:
    "Nothing: this website's form sends what you type nowhere. It stays in your browser and is cleared when you press the button. To reach us, call or email us.",
  destinationTitle: "Where it goes",
  inbox: "Your request is stored on the server of this website, in a database only we can read.",
  /** The inbox on Cloudflare: the processor named. */
  cloudflareInbox:
    "Your request, with any photos you add, is stored in a database only we can read at Cloudflare, Inc., the company that hosts this website for us and processes it only on our instructions, under its data processing terms.",
  mailProvider: "It may also be emailed to us through our email provider, so that we see it at once.",
  /** Ends with the form service's host. */
  formService:
    "Your request is sent to the form service that delivers it to us by email, and which handles it under its own privacy terms:",
  retentionTitle: "How long we keep it",
  /** Around the inbox's period: "<before> 730 days (2 years) <after>". */
  inboxRetention: {
    before: "We delete it from this website's server",
    /** The inbox on Cloudflare: its database is Cloudflare's. */
    beforeOnCloudflare: "We delete it from this website's database at Cloudflare",
    after: "after it arrives, or sooner if you ask.",
  },
  /** Around the backups' period: "<before> 7 days <after>" (the inbox's build only). */
  backups: {
    before: "Copies of it in our backups are kept for at most",
    after:
      "more, then replaced by newer ones. Should we ever have to restore a backup, we delete again what you asked us to delete.",
  },
  rightsTitle: "Your rights",
  rights:
    "You may ask us what we hold about you and for a copy of it, have it corrected or deleted, and object to its use. Write to us or call us: we answer within one month, by email to the address you wrote from.",
  complaint: "You may also complain to the data protection authority where you live.",
  deviceTitle: "Cookies and trackers",
  noCookies:
    "This website sets no cookies, stores nothing on your device, and runs no analytics, advertising or tracking code. That is why it asks you to accept nothing.",
  /** Ends with the photo hosts, when the portfolio's photos are loaded from another site. */
  photoHosts:
    "Some of its photos are loaded from another website, which sees your browser's internet address, as every website you visit does:",
} as const;
