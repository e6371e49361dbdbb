/**
 * The fixed French wording of the contact page around the form: its title, the contact details'
 * titles, the button, the notices, the page a request sent without JavaScript lands on. (The form's
 * fields, their labels and messages are the contact form's own wording.)
 */
export const contactPage = {
  /** "call us at <phone> or email <address>": the end of the notices that say how else to reach us. */
  callOrEmail: { before: "nous appeler au", between: "ou nous écrire à", after: "" },
  meta: {
    title: "Contactez-nous",
    description: (company: { name: string; phone: string; email: string }) =>
      `Demandez un devis ou un conseil à ${company.name}. Appelez le ${company.phone}, écrivez à ${company.email} ou envoyez-nous un message.`,
  },
  title: "Contactez-nous",
  formTitle: "Envoyez-nous un message",
  panelTitle: "Nos coordonnées",
  messagePlaceholder: "Parlez-nous de votre projet…",
  /** The titles of the contact details beside the form. */
  details: { email: "E-mail", phone: "Téléphone", hours: "Horaires d'ouverture", office: "Bureau" },
  submitLabel: "Envoyer le message",
  sending: "Envoi en cours…",
  success: {
    title: "Message envoyé\u00a0!",
    text: "Merci de nous avoir contactés. Nous vous répondrons très prochainement.",
  },
  /** Under the form's button: "Nous utilisons ces données uniquement pour répondre à votre demande ; consultez notre politique de confidentialité." */
  privacyNote: {
    text: "Nous utilisons ces données uniquement pour répondre à votre demande\u00a0; consultez notre",
    linkLabel: "politique de confidentialité",
    /** The default build's form sends nothing: said as the privacy notice says it. */
    noEndpoint:
      "Ce formulaire n'envoie nulle part ce que vous saisissez\u00a0: pour nous joindre, appelez-nous ou écrivez-nous. Consultez notre",
  },
  /** The page a request sent without JavaScript lands on (only when npm start receives the form). */
  sentPage: {
    meta: { title: "Message envoyé", description: "Votre message nous est bien parvenu." },
    linkLabel: "Retour à la page de contact",
  },
  notices: {
    /** Each of these ends with "call us at … or email …" (in French, an infinitive after "Veuillez": "nous appeler au … ou nous écrire à …"). */
    noScript: "Notre formulaire nécessite JavaScript, qui est désactivé dans votre navigateur. Veuillez",
    failed: {
      title: "Votre message n'a pas pu être envoyé.",
      text: "Rien de ce que vous avez saisi n'est perdu\u00a0: veuillez réessayer ou",
    },
    dismiss: "Fermer",
  },
} as const;

/** What the contact form says unless the owner writes their own. */
export const contactFormDefaults = {
  /** The postal code field's label (pages.contact.postcodeLabel). */
  postcodeLabel: "Code postal du chantier",
} as const;
