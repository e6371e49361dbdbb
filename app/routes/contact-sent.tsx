import type { Route } from "./+types/contact-sent";
import { CONTACT_PATH, SENT_PATH } from "#shared/paths.ts";
import { pageMeta } from "~/lib/seo";
import { siteAt } from "~/content/site";
import { useSite } from "~/content/site-context";
import { SentMessage } from "~/components/sent-message";

/**
 * Where a request sent without JavaScript lands: `npm start` stores it, then answers 303 to this
 * page, which says what the form says after a send with JavaScript. A request from outside the
 * areas served lands on its twin (contact-sent-outside-area.tsx), which adds the form's polite note.
 */
export const meta: Route.MetaFunction = ({ location }) => {
  const site = siteAt(location.pathname);
  return pageMeta(site, { ...site.contact.sentPage.meta, path: SENT_PATH, noindex: true });
};

export default function ContactSent() {
  const {
    localPath,
    words: { contactPage },
  } = useSite();
  return <SentMessage words={contactPage} contactHref={localPath(CONTACT_PATH)} />;
}
