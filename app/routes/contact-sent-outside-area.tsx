import type { Route } from "./+types/contact-sent-outside-area";
import { contact, localPath } from "~/content/site";
import { contactCopy, contactPage } from "#shared/copy/index.ts";
import { CONTACT_PATH, SENT_OUTSIDE_AREA_PATH } from "#shared/paths.ts";
import { pageMeta } from "~/lib/seo";
import { SentMessage } from "./contact-sent";

/** Where a request from outside the areas served lands without JavaScript: the confirmation, and the note about the area. */
export const meta: Route.MetaFunction = () =>
  pageMeta({ ...contact.sentPage.meta, path: SENT_OUTSIDE_AREA_PATH, noindex: true });

export default function ContactSentOutsideArea() {
  return (
    <SentMessage
      words={contactPage}
      contactHref={localPath(CONTACT_PATH)}
      outsideAreaSent={contactCopy.messages.outsideAreaSent}
    />
  );
}
