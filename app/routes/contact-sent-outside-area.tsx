import type { Route } from "./+types/contact-sent-outside-area";
import { CONTACT_PATH, SENT_OUTSIDE_AREA_PATH } from "#shared/paths.ts";
import { pageMeta } from "~/lib/seo";
import { SentMessage } from "~/components/sent-message";
import { siteAt } from "~/content/site";
import { useSite } from "~/content/site-context";

/** Where a request from outside the areas served lands without JavaScript: the confirmation, and the note about the area. */
export const meta: Route.MetaFunction = ({ location }) => {
  const site = siteAt(location.pathname);
  return pageMeta(site, { ...site.contact.sentPage.meta, path: SENT_OUTSIDE_AREA_PATH, noindex: true });
};

export default function ContactSentOutsideArea() {
  const {
    localPath,
    words: { contactCopy, contactPage },
  } = useSite();
  return (
    <SentMessage
      words={contactPage}
      contactHref={localPath(CONTACT_PATH)}
      outsideAreaSent={contactCopy.messages.outsideAreaSent}
    />
  );
}
