/**
 * The inbox's words in French: its answers to a form sent without JavaScript that it could not
 * take (pages), and why it refused a request (pages and JSON). Kept apart from contact.ts so the
 * form's script in the browser carries none of them.
 */
export const inboxCopy = {
  correction: {
    title: "Veuillez vérifier votre message",
    notSent: "Votre message n'a pas encore été envoyé.",
    nothingLost:
      "Rien de ce que vous avez saisi n'est perdu\u00a0: corrigez les éléments signalés ci-dessous, puis envoyez-le à nouveau.",
  },
  refusal: {
    title: "Votre message n'a pas été envoyé",
    /** The page's title in the browser's tab. */
    tabTitle: "Message non envoyé",
    nothingLost:
      "Rien de ce que vous avez saisi n'est perdu\u00a0: le bouton Retour de votre navigateur vous ramène au formulaire, votre message toujours rempli. Vous pouvez aussi ouvrir la page de contact pour nous appeler ou nous écrire.",
    backLink: "Retour à la page de contact",
  },
  /** What only the inbox can say about photos, once it has read their bytes (the form's words: contact.ts). */
  photos: {
    tooLargeTogether: "Vos photos sont trop volumineuses pour être envoyées ensemble.",
    tooManyPixels: (file: string) =>
      `${file} compte trop de pixels pour une photo\u00a0: veuillez en envoyer une plus petite.`,
    /**
     * The server had no room for the photos (its budget for them, or its disk): the request itself
     * arrived and is stored, so the visitor must not send it again.
     */
    notKept:
      "Votre demande nous est bien parvenue, mais nous n'avons pas pu conserver vos photos pour le moment. Inutile de la renvoyer\u00a0: merci de nous envoyer les photos lorsque nous vous répondrons.",
  },
  /** Why a request was refused, for people (pages) and programs (JSON). */
  reasons: {
    400: "La demande n'a pas pu être lue.",
    403: "Les messages ne peuvent nous être envoyés que depuis notre propre page de contact.",
    405: "Envoyez votre message à l'aide du formulaire de contact.",
    413: (maxBytes: number) =>
      `Le message est trop long pour être envoyé en une seule fois (plus de ${Math.floor(maxBytes / 1024).toLocaleString("fr")}\u00a0Ko). Veuillez le raccourcir.`,
    415: "Le message a été envoyé dans un format que nous ne savons pas lire.",
    429: "Vous avez envoyé plusieurs messages au cours de la dernière minute. Veuillez patienter une minute, puis renvoyer votre message.",
    500: "Le message n'a pas pu être enregistré en raison d'un problème de notre côté. Veuillez nous appeler ou nous écrire.",
  },
};

export type InboxCopy = typeof inboxCopy;
