/**
 * The inbox's words in English: its answers to a form sent without JavaScript that it could not
 * take (pages), and why it refused a request (pages and JSON). Kept apart from contact.ts so the
 * form's script in the browser carries none of them.
 */
export const inboxCopy = {
  correction: {
    title: "Please check your message",
    notSent: "Your message has not been sent yet.",
    nothingLost: "Nothing you typed is lost: please correct what is marked below, then send it again.",
  },
  refusal: {
    title: "Your message was not sent",
    /** The page's title in the browser's tab. */
    tabTitle: "Message not sent",
    nothingLost:
      "Nothing you typed is lost: your browser's Back button returns to the form with your message still in it. Or open the contact page to call or email us.",
    backLink: "Back to the contact page",
  },
  /** What only the inbox can say about photos, once it has read their bytes (the form's words: contact.ts). */
  photos: {
    /** The form's photos together are larger than the inbox takes; the form's hint follows. */
    tooLargeTogether: "Your photos are too large to send together.",
    tooManyPixels: (file: string) => `${file} has too many pixels to be a photo: please send a smaller one.`,
    /**
     * The server had no room for the photos (its budget for them, or its disk): the request itself
     * arrived and is stored, so the visitor must not send it again.
     */
    notKept:
      "Your request arrived, but we could not keep your photos just now. No need to send it again: please send the photos when we reply.",
  },
  /** Why a request was refused, for people (pages) and programs (JSON). */
  reasons: {
    400: "The request could not be read.",
    403: "Messages to us can only be sent from our own contact page.",
    405: "Send your message with the contact form.",
    413: (maxBytes: number) =>
      `The message is too long to send in one go (more than ${Math.floor(maxBytes / 1024)} KB). Please shorten it.`,
    415: "The message was sent in a format we do not read.",
    429: "You have sent several messages in the last minute. Please wait a minute, then send it again.",
    500: "The message could not be stored because of a problem on our side. Please call or email us.",
  },
};

export type InboxCopy = typeof inboxCopy;
