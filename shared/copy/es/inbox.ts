/**
 * The inbox's words in Spanish: its answers to a form sent without JavaScript that it could not
 * take (pages), and why it refused a request (pages and JSON). Kept apart from contact.ts so the
 * form's script in the browser carries none of them.
 */
export const inboxCopy = {
  correction: {
    title: "Revise su mensaje",
    notSent: "Su mensaje todavía no se ha enviado.",
    nothingLost:
      "No se ha perdido nada de lo que escribió: corrija lo que se indica a continuación y vuelva a enviarlo.",
  },
  refusal: {
    title: "Su mensaje no se ha enviado",
    /** The page's title in the browser's tab. */
    tabTitle: "Mensaje no enviado",
    nothingLost:
      "No se ha perdido nada de lo que escribió: el botón Atrás de su navegador le devuelve al formulario con su mensaje intacto. También puede abrir la página de contacto para llamarnos o escribirnos por correo electrónico.",
    backLink: "Volver a la página de contacto",
  },
  /** What only the inbox can say about photos, once it has read their bytes (the form's words: contact.ts). */
  photos: {
    tooLargeTogether: "Sus fotos son demasiado grandes para enviarlas juntas.",
    tooManyPixels: (file: string) =>
      `${file} tiene demasiados píxeles para ser una foto: envíe una más pequeña.`,
    /**
     * The server had no room for the photos (its budget for them, or its disk): the request itself
     * arrived and is stored, so the visitor must not send it again.
     */
    notKept:
      "Su solicitud nos ha llegado, pero en este momento no hemos podido guardar sus fotos. No hace falta que vuelva a enviarla: mándenos las fotos cuando le respondamos.",
  },
  /** Why a request was refused, for people (pages) and programs (JSON). */
  reasons: {
    400: "No se ha podido leer la solicitud.",
    403: "Solo se nos pueden enviar mensajes desde nuestra propia página de contacto.",
    405: "Envíe su mensaje mediante el formulario de contacto.",
    413: (maxBytes: number) =>
      `El mensaje es demasiado largo para enviarlo de una sola vez (más de ${Math.floor(maxBytes / 1024)} KB). Acórtelo, por favor.`,
    415: "El mensaje se ha enviado en un formato que no podemos leer.",
    429: "Ha enviado varios mensajes en el último minuto. Espere un minuto y vuelva a enviarlo.",
    500: "No se ha podido guardar el mensaje por un problema de nuestra parte. Llámenos o escríbanos por correo electrónico.",
  },
};

export type InboxCopy = typeof inboxCopy;
