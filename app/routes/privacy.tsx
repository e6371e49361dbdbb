import ShieldCheck from "lucide-react/icons/shield-check";
import type { Route } from "./+types/privacy";
import { PrivacyNotice } from "~/components/privacy-notice";
import { PageHeader } from "~/components/sections/page-header";
import { contactForm, privacy, projects } from "~/content/site";
import { photoOrigins } from "~/lib/images";
import { pageMeta } from "~/lib/seo";
import { contactEndpoint, inboxHost, leadsRetentionDays, selfHostImages } from "~/settings";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ ...privacy.meta, path: location.pathname });

/** What the site does with a visitor's details, from the content and this build's settings. */
export default function Privacy() {
  return (
    <>
      <PageHeader header={privacy.header} icon={ShieldCheck} />
      <PrivacyNotice
        endpoint={contactEndpoint}
        retentionDays={leadsRetentionDays}
        photoHosts={photoOrigins(projects, selfHostImages)}
        choices={contactForm}
        inboxHost={inboxHost}
      />
    </>
  );
}
