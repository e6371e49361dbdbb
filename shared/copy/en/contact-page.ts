/**
 * The fixed English wording of the contact page around the form: its title, the contact details'
 * titles, the button, the notices, the page a request sent without JavaScript lands on. (The form's
 * fields, their labels and messages are the contact form's own wording.)
 */
export const contactPage = {
  /** "call us at <phone> or email <address>": the end of the notices that say how else to reach us. */
  callOrEmail: { before: "call us at", between: "or email", after: "" },
  meta: {
    title: "Contact Us",
    description: (company: { name: string; phone: string; email: string }) =>
      `Ask ${company.name} for a quote or consultation. Call ${company.phone}, email ${company.email} or send us a message.`,
  },
  title: "Contact Us",
  formTitle: "Send us a Message",
  panelTitle: "Get in Touch",
  messagePlaceholder: "Tell us about your project...",
  /** The titles of the contact details beside the form. */
  details: { email: "Email", phone: "Phone", hours: "Business Hours", office: "Office" },
  submitLabel: "Send Message",
  sending: "Sending…",
  success: {
    title: "Message Sent!",
    text: "Thank you for contacting us. We'll get back to you soon.",
  },
  /** Under the form's button: "We use these details only to answer your request; see our privacy notice." */
  privacyNote: {
    text: "We use these details only to answer your request; see our",
    linkLabel: "privacy notice",
    /** The default build's form sends nothing: said as the privacy notice says it. */
    noEndpoint: "This form sends what you type nowhere: to reach us, call or email us. See our",
  },
  /** The page a request sent without JavaScript lands on (only when npm start receives the form). */
  sentPage: {
    meta: { title: "Message Sent", description: "Your message has reached us." },
    linkLabel: "Back to the contact page",
  },
  notices: {
    /** Each of these ends with "call us at … or email …". */
    noScript: "Our form needs JavaScript, which is turned off in your browser. Please",
    failed: {
      title: "Your message could not be sent.",
      text: "Nothing you typed is lost: please try again, or",
    },
    dismiss: "Dismiss",
  },
} as const;

/** What the contact form says unless the owner writes their own. */
export const contactFormDefaults = {
  /** The postal code field's label (pages.contact.postcodeLabel). */
  postcodeLabel: "Project ZIP code",
} as const;
