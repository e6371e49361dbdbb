/**
 * The content of the contact page, the privacy notice and the legal notice, and the contact form's
 * choices: each made from the owner's data and the interface's fixed wording (shared/copy/).
 */
// Each function takes the words of the language it makes content in (only the parts it reads, so
// that a bundle keeps only those).
import { kitChoicesOf } from "#shared/contact/rules.ts";
import type { SiteCopy } from "#shared/copy/types.ts";
import { pageLanguage, type Company } from "./company-facts.ts";
import type { Pages, Service } from "./schema";

/** The contact page: its title and description, the owner's introduction, the words around the form. */
export function contactOf(
  company: Pick<Company, "name" | "phone" | "email">,
  pages: Pages,
  copy: Pick<SiteCopy, "contactPage">,
) {
  const { meta, title, ...words } = copy.contactPage;
  return {
    meta: {
      title: meta.title,
      description: meta.description({
        name: company.name,
        phone: company.phone,
        email: company.email,
      }),
    },
    header: { title, intro: pages.contact.intro, ...(pages.contact.fact && { fact: pages.contact.fact }) },
    ...words,
    ...(pages.contact.placeholder && { placeholder: true }),
  };
}

/**
 * The privacy notice's words. The page says who, what, where and how long from the company, the
 * form's fields and the build's settings (routes/privacy.tsx); the owner writes `kept`.
 */
export function privacyOf(company: Company, pages: Pages, copy: Pick<SiteCopy, "privacy">) {
  const { meta, ...words } = copy.privacy;
  return {
    meta: { title: meta.title, description: meta.description(company.name) },
    ...words,
    /** Written by the owner: how long they keep the mails and records of a request. */
    kept: pages.privacy.kept,
    ...(pages.privacy.placeholder && { placeholder: true }),
    /** The most days a backup keeps a request after it is deleted (pages.privacy.backupDays). */
    backupDays: pages.privacy.backupDays,
  };
}

/** The words of the legal notice (/legal-notice), built only when company.legalNotice is filled. */
export function legalNoticePageOf(company: Company, copy: Pick<SiteCopy, "legalNotice">) {
  const { meta, header, labels } = copy.legalNotice;
  return {
    meta: { title: meta.title, description: meta.description(company.name) },
    header: { title: header.title, intro: header.intro(company.name) },
    labels,
  };
}

/** What the contact form offers from the data: the services, the owner's budget ranges, the postal codes served. */
export function contactFormOf(
  company: Pick<Company, "areasServed" | "languages">,
  pages: Pages,
  services: readonly Service[],
  copy: Pick<SiteCopy, "contactCopy" | "contactFormDefaults" | "language">,
) {
  return {
    // On a site in more than one language, the form says its page's (a hidden field).
    ...(company.languages.length > 1 && { language: pageLanguage(company.languages, copy) }),
    ...kitChoicesOf(copy.contactCopy),
    services: services.map(({ slug, title }) => ({ slug, title })),
    budgets: pages.contact.budgets ?? [],
    postalCodes: (company.areasServed ?? []).flatMap((place) => place.postalCodes ?? []),
    postcodeLabel: pages.contact.postcodeLabel ?? copy.contactFormDefaults.postcodeLabel,
  };
}
