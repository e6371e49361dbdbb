/**
 * The inbox's answers to a form sent without JavaScript, made from the contact page's own
 * components: `npm start` fills the pre-rendered confirmation page (the shell: header, footer,
 * styles) with one of these, rendered by React's server renderer from the build's server bundle
 * (app/entry.server.tsx exports them). Never a dead end: an invalid request comes back as the form
 * with what was typed and what to fix; a refused one says why and how to get back to the form.
 */
import TriangleAlert from "lucide-react/icons/triangle-alert";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { FIELD_NAMES, labelOf, shows, type FormChoices } from "#shared/contact/fields.ts";
import { ContactForm, type SentBack } from "~/components/contact-form/contact-form";
import type { SiteCopy } from "#shared/copy/types.ts";
import { CONTACT_PATH, INBOX_PATH, PRIVACY_PATH } from "#shared/paths.ts";
import { SentMessage } from "~/components/sent-message";

/**
 * What the answer pages say, in one of the site's languages: its words, and its addresses (`href`:
 * a path of the site in this language).
 */
export type InboxSite = {
  words: Pick<SiteCopy, "contactCopy" | "contactPage" | "inboxCopy">;
  href: (path: string) => string;
};

/** The form again, filled with what the visitor sent, each problem beside its field and listed on top. */
function Correction({ values, errors, choices, site }: SentBack & { choices: FormChoices; site: InboxSite }) {
  const { correction } = site.words.inboxCopy;
  const { contactCopy, contactPage } = site.words;
  return (
    <section className="container-page max-w-3xl py-16">
      <h1 className="text-3xl font-bold tracking-tight">{correction.title}</h1>
      <div
        role="alert"
        className="mt-6 mb-8 flex items-start gap-3 rounded-md border border-red-700 bg-red-50 p-4 text-red-900"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div>
          <p>
            <span className="font-semibold">{correction.notSent}</span> {correction.nothingLost}
          </p>
          <ul className="mt-2 list-disc pl-5">
            {FIELD_NAMES.filter((f) => errors[f] && shows(f, choices)).map((f) => (
              <li key={f}>
                <a className="underline" href={`#field-${f}`}>
                  {labelOf(f, choices, contactCopy.labels)}: {errors[f]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <ContactForm
        words={{ contactCopy, contactPage }}
        endpoint={INBOX_PATH}
        choices={choices}
        privacyHref={site.href(PRIVACY_PATH)}
        sent={{ values, errors }}
      />
    </section>
  );
}

/** Why a request was refused, and the way back (the browser's Back button keeps what was typed). */
function Refusal({ reason, site }: { reason: string; site: InboxSite }) {
  const { refusal } = site.words.inboxCopy;
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{refusal.title}</h1>
      <p className="mt-4 max-w-2xl text-lg">{reason}</p>
      <p className="mt-4 max-w-2xl text-lg">{refusal.nothingLost}</p>
      <a href={site.href(CONTACT_PATH)} className="btn-primary mt-10">
        {refusal.backLink}
      </a>
    </section>
  );
}

/** A page's main content as HTML; links render as they do on the pre-rendered pages. */
const html = (content: ReactNode) => renderToStaticMarkup(<MemoryRouter>{content}</MemoryRouter>);

/** Each answer page's title (for the browser's tab) and main content, as HTML, in a site's language. */
export const inboxPagesIn = (site: InboxSite) => ({
  correction: (sent: SentBack, choices: FormChoices) => ({
    title: site.words.inboxCopy.correction.title,
    content: html(<Correction {...sent} choices={choices} site={site} />),
  }),
  refusal: (reason: string) => ({
    title: site.words.inboxCopy.refusal.tabTitle,
    content: html(<Refusal reason={reason} site={site} />),
  }),
  /** The confirmation, with a word under it (the request was stored, its photos were not). */
  sentWithNotice: (outsideArea: boolean, notice: string) => ({
    content: html(
      <SentMessage
        words={site.words.contactPage}
        outsideAreaSent={outsideArea ? site.words.contactCopy.messages.outsideAreaSent : undefined}
        contactHref={site.href(CONTACT_PATH)}
        notice={notice}
      />,
    ),
  }),
});
export type InboxPages = ReturnType<typeof inboxPagesIn>;
