import ShieldCheck from "lucide-react/icons/shield-check";
import type { Route } from "./+types/privacy";
import { PrivacyNotice } from "~/components/privacy-notice";
import { PageHeader } from "~/components/sections/page-header";
import { photoOrigins } from "~/lib/images";
import { pageMeta } from "~/lib/seo";
import { contactEndpoint, inboxHost, leadsRetentionDays, selfHostImages } from "~/settings";
import { siteAt } from "~/content/site";
import { useSite } from "~/content/site-context";

export const meta: Route.MetaFunction = ({ location }) => {
  const site = siteAt(location.pathname);
  return pageMeta(site, { ...site.privacy.meta, path: location.pathname });
};

/** What the site does with a visitor's details, from the content and this build's settings. */
export default function Privacy() {
  const { contactForm, privacy, projects } = useSite();
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
