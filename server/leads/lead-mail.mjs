// @ts-check
/** The mail that tells the company about a lead: the visitor is its Reply-To, its fields under the form's labels. */
import { ownerWords } from "#shared/copy/owner.ts";
import { leadDetails, leadPhotos, leadSourceLabel, OUTSIDE_AREA, photoLines } from "./lead-summary.mjs";
import { oneLine, plainText } from "./plain-text.mjs";

const { contactCopy, leadsCopy } = ownerWords;

/** Where the owner finds a lead's photos and every request, by the host that stored it. */
export const MAIL_WHERE = {
  server: { photos: leadsCopy.photosWhere.server, list: "npm run leads" },
  cloudflare: { photos: leadsCopy.photosWhere.cloudflare, list: "npm run leads -- --cloudflare" },
};

/**
 * The mail for one lead: the visitor is the Reply-To, so answering the mail answers them.
 * @param {import("./store.mjs").Lead} lead
 * @param {{ to: string, from: string, labels?: import("./lead-summary.mjs").FieldLabels, where?: typeof MAIL_WHERE.server }} addresses,
 *   the form's labels the mail names the fields with (the defaults when not given), and where the
 *   owner finds the photos and the requests (npm start's server when not given)
 * @param {string[]} [notes] lines about its photos: each one not attached, and why (mail-photos.mjs)
 * @returns {import("nodemailer").SendMailOptions}
 */
export function leadMail(
  lead,
  { to, from, labels = contactCopy.labels, where = MAIL_WHERE.server },
  notes = [],
) {
  const domain = from.slice(from.lastIndexOf("@") + 1) || "localhost";
  return {
    from,
    to,
    replyTo: { name: oneLine(lead.name), address: lead.email },
    subject: `${leadsCopy.subject(oneLine(lead.name))}${lead.outside_area ? ` (${OUTSIDE_AREA})` : ""}`,
    // The same id for every attempt: a mail client shows a duplicate once, should one ever happen.
    messageId: `<lead-${lead.id}-${Date.parse(lead.received_at)}@${domain}>`,
    // The inbox refuses line breaks and control characters in these fields; a lead stored before it
    // did is made safe here too, so no line of this mail is a visitor's forgery.
    text: [
      `${labels.name}: ${oneLine(lead.name)}`,
      `${labels.email}: ${oneLine(lead.email)}`,
      `${labels.phone}: ${oneLine(lead.phone) || leadsCopy.notGiven}`,
      ...leadDetails(lead, labels).map(oneLine),
      `${leadsCopy.source}: ${oneLine(leadSourceLabel(lead))}`,
      ...(leadPhotos(lead).length > 0
        ? [
            `${leadsCopy.photos}: ${photoLines(lead).map(oneLine).join(", ")}`,
            where.photos,
            ...notes.map(oneLine),
          ]
        : []),
      `${leadsCopy.received}: ${lead.received_at}`,
      "",
      plainText(lead.message),
      "",
      "-- ",
      leadsCopy.footer(lead.id, where.list),
    ].join("\n"),
  };
}
