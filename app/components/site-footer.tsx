import { HardHat } from "lucide-react";
import type { ReactNode } from "react";
import { EmailLink, PhoneLink } from "~/components/contact-links";
import { NavLinks } from "~/components/site-header";
import { chrome, company } from "~/content/site";
import { formatTime } from "~/lib/format";

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
  // Pages are rendered at build time, so this is the year of the build: never a stale copyright.
  const year = new Date().getFullYear();
  const { address, areaServed, licenseNumber } = company;
  const labels = chrome.footer;
  return (
    <footer className="bg-band text-sm text-band-muted">
      <div className="container-page grid gap-8 py-12 sm:grid-cols-2 lg:grid-cols-4">
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
          {areaServed && (
            <p className="mt-2">
              {labels.areaLabel}: {areaServed}
            </p>
          )}
        </div>
        <Column title={labels.contactTitle}>
          {address && (
            <address className="not-italic">
              {address.street}
              <br />
              {address.locality}, {address.region} {address.postalCode}
            </address>
          )}
          <p>
            <PhoneLink className={`font-semibold text-band-ink ${linkClassName}`} />
          </p>
          <p>
            <EmailLink className={linkClassName} />
          </p>
        </Column>
        <Column title={labels.hoursTitle}>
          <ul className="space-y-1">
            {company.hours.map((h) => (
              <li key={h.days}>
                {h.days}: {formatTime(h.opens)} - {formatTime(h.closes)}
              </li>
            ))}
          </ul>
        </Column>
        <Column title={labels.pagesTitle}>
          <NavLinks className="space-y-1" linkClassName={linkClassName} />
        </Column>
      </div>
      <div className="border-t border-band-line">
        <p className="container-page py-4">
          © {year} {company.name}
        </p>
      </div>
    </footer>
  );
}
