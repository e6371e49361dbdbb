import MessageSquare from "lucide-react/icons/message-square";
import type { Route } from "./+types/contact";
import { ContactDetails } from "~/components/contact-details";
import { PageHeader } from "~/components/sections/page-header";
import contactForm from "~/islands/contact-form";
import { Island } from "~/lib/islands/island";
import { pageMeta } from "~/lib/seo";
import { PRIVACY_PATH } from "#shared/paths.ts";
import { contactEndpoint } from "~/settings";
import { siteAt } from "~/content/site";
import { useSite } from "~/content/site-context";

export const meta: Route.MetaFunction = ({ location }) => {
  const site = siteAt(location.pathname);
  return pageMeta(site, { ...site.contact.meta, path: location.pathname });
};

export default function Contact() {
  const { company, contact, contactForm: formChoices, localPath, words } = useSite();
  const { contactCopy, contactPage, language } = words;
  return (
    <>
      <PageHeader header={contact.header} icon={MessageSquare} />
      <div className="container-page grid gap-10 py-16 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="send-message">
          <h2 id="send-message" className="mb-6 text-2xl font-bold tracking-tight">
            {contact.formTitle}
          </h2>
          <Island
            of={contactForm}
            words={{ contactCopy, contactPage }}
            language={language}
            props={{
              endpoint: contactEndpoint,
              choices: formChoices,
              privacyHref: localPath(PRIVACY_PATH),
              reach: { phone: company.phone, phoneE164: company.phoneE164, email: company.email },
            }}
          />
        </section>
        <ContactDetails />
      </div>
    </>
  );
}
