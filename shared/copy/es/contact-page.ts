/**
 * The fixed Spanish wording of the contact page around the form: its title, the contact details'
 * titles, the button, the notices, the page a request sent without JavaScript lands on. (The form's
 * fields, their labels and messages are the contact form's own wording.)
 */
export const contactPage = {
  /** "call us at <phone> or email <address>": the end of the notices that say how else to reach us. */
  callOrEmail: { before: "llámenos al", between: "o escríbanos a", after: "" },
  meta: {
    title: "Contacto",
    description: (company: { name: string; phone: string; email: string }) =>
      `Pida a ${company.name} un presupuesto o asesoramiento. Llame al ${company.phone}, escriba a ${company.email} o envíenos un mensaje.`,
  },
  title: "Contacte con nosotros",
  formTitle: "Envíenos un mensaje",
  panelTitle: "Póngase en contacto",
  messagePlaceholder: "Cuéntenos su proyecto…",
  /** The titles of the contact details beside the form. */
  details: {
    email: "Correo electrónico",
    phone: "Teléfono",
    hours: "Horario de atención",
    office: "Oficina",
  },
  submitLabel: "Enviar mensaje",
  sending: "Enviando…",
  success: {
    title: "¡Mensaje enviado!",
    text: "Gracias por ponerse en contacto con nosotros. Le responderemos en breve.",
  },
  /** Under the form's button: "Solo usamos estos datos para responder a su solicitud; consulte nuestra política de privacidad." */
  privacyNote: {
    text: "Solo usamos estos datos para responder a su solicitud; consulte nuestra",
    linkLabel: "política de privacidad",
    /** The default build's form sends nothing: said as the privacy notice says it. */
    noEndpoint:
      "Este formulario no envía a ninguna parte lo que usted escribe: para contactar con nosotros, llámenos o escríbanos por correo electrónico. Consulte nuestra",
  },
  /** The page a request sent without JavaScript lands on (only when npm start receives the form). */
  sentPage: {
    meta: { title: "Mensaje enviado", description: "Su mensaje nos ha llegado." },
    linkLabel: "Volver a la página de contacto",
  },
  notices: {
    /** Each of these ends with "call us at … or email …". */
    noScript: "Nuestro formulario necesita JavaScript, que está desactivado en su navegador. Por favor,",
    failed: {
      title: "No se ha podido enviar su mensaje.",
      text: "No se ha perdido nada de lo que escribió: vuelva a intentarlo o",
    },
    dismiss: "Cerrar",
  },
} as const;

/** What the contact form says unless the owner writes their own. */
export const contactFormDefaults = {
  /** The postal code field's label (pages.contact.postcodeLabel). */
  postcodeLabel: "Código postal de la obra",
} as const;
