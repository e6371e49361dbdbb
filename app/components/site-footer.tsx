import HardHat from "lucide-react/icons/hard-hat";
import type { ReactNode } from "react";
import { PageLink } from "~/components/page-link";
import { EmailLink, PhoneLink } from "~/components/contact-links";
import { LanguageLinks } from "~/components/language-links";
import { PostalAddress } from "~/components/postal-address";
import { NavLinks } from "~/components/site-header";
import { TimeRange } from "~/components/time-range";
import { hoursLines } from "~/lib/hours";
import { LEGAL_NOTICE_PATH, PRIVACY_PATH, QUESTIONS_PATH, servicePath } from "#shared/paths.ts";
import { useSite } from "~/content/site-context";

const linkClassName = "underline-offset-4 hover:text-band-ink hover:underline";

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="eyebrow text-band-accent">{title}</h2>
      <div className="mt-3 space-y-1">{children}</div>
    </div>
  );
}

/** Everything a visitor may look for at the bottom of a page: who, where, when, how to reach us. */
export function SiteFooter() {
  const { chrome, company, services } = useSite();
  // Pages are rendered at build time, so this is the year of the build: never a stale copyright.
  const year = new Date().getFullYear();
  const { addressLines, areasServed = [], licenseNumber, hoursNote } = company;
  const labels = chrome.footer;
  return (
    <footer className="bg-band text-sm text-band-muted">
      <div className="container-page grid gap-8 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-band-ink">
            <HardHat aria-hidden="true" className="size-6 text-band-accent" />
            {company.name}
          </p>
          <p className="mt-2">{company.tagline}</p>
          {licenseNumber && (
            <p className="mt-2">
              {labels.licenceLabel} {licenseNumber}
            </p>
          )}
          {areasServed.length > 0 && (
            <>
              <h2 className="eyebrow mt-6 text-band-accent">{labels.areasTitle}</h2>
              <ul className="mt-2 flex flex-wrap gap-x-1 gap-y-1">
                {areasServed.map((place) => (
                  <li key={place.name} className="after:content-[','] last:after:content-none">
                    {place.name}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <Column title={labels.servicesTitle}>
          <ul className="space-y-1">
            {services.map((service) => (
              <li key={service.slug}>
                <PageLink to={servicePath(service)} className={linkClassName}>
                  {service.title}
                </PageLink>
              </li>
            ))}
          </ul>
        </Column>
        <Column title={labels.contactTitle}>
          {addressLines && <PostalAddress lines={addressLines} />}
          <p>
            <PhoneLink company={company} className={`font-semibold text-band-ink ${linkClassName}`} />
          </p>
          <p>
            <EmailLink company={company} className={linkClassName} />
          </p>
        </Column>
        <Column title={labels.hoursTitle}>
          <ul className="space-y-1">
            {hoursLines(company.hours, company.locale).map((line) => (
              <li key={line.label}>
                {line.label}:{" "}
                {"closed" in line ? (
                  <span className="whitespace-nowrap">{labels.closed}</span>
                ) : (
                  <TimeRange opens={line.opens} closes={line.closes} locale={company.locale} />
                )}
              </li>
            ))}
          </ul>
          {hoursNote && <p className="mt-2">{hoursNote}</p>}
        </Column>
        <Column title={labels.pagesTitle}>
          <NavLinks className="space-y-1" linkClassName={linkClassName} />
          <p>
            <PageLink to={QUESTIONS_PATH} className={linkClassName}>
              {labels.questionsLink}
            </PageLink>
          </p>
        </Column>
      </div>
      <div className="border-t border-band-line">
        <div className="container-page flex flex-wrap items-center gap-x-6 gap-y-2 py-4">
          <p>
            © {year} {company.name}
          </p>
          {/* What the site does with a visitor's details, and the legal notice when the owner has one. */}
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <PageLink to={PRIVACY_PATH} className={`underline ${linkClassName}`}>
                {labels.privacyLink}
              </PageLink>
            </li>
            {company.legalNotice && (
              <li>
                <PageLink to={LEGAL_NOTICE_PATH} className={`underline ${linkClassName}`}>
                  {labels.legalNoticeLink}
                </PageLink>
              </li>
            )}
          </ul>
          <LanguageLinks
            className="flex flex-wrap gap-x-6 gap-y-2"
            linkClassName={`underline ${linkClassName}`}
          />
        </div>
      </div>
    </footer>
  );
}
