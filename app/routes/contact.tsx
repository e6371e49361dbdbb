import type { Route } from "./+types/contact";
import { ContactDetails } from "~/components/contact-details";
import { ContactForm } from "~/components/contact-form";
import { PageHeader } from "~/components/sections/page-header";
import { company, contact } from "~/content/site";
import { Island } from "~/islands/island";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Contact Us",
    description: `Ask ${company.name} for a free quote or consultation. Call ${company.phone.display}, email ${company.email} or send us a message.`,
    path: "/contact",
  });

export default function Contact() {
  return (
    <>
      <PageHeader
        title="Contact Us"
        intro="Tell us about your project and we will get back to you within one business day with a free quote."
      />
      <div className="container-page grid gap-10 py-16 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="send-message">
          <h2 id="send-message" className="mb-6 text-2xl font-bold tracking-tight">
            {contact.formTitle}
          </h2>
          <Island name="contact-form">
            <ContactForm />
          </Island>
        </section>
        <ContactDetails />
      </div>
    </>
  );
}
