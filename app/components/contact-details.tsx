import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { EmailLink, PhoneLink } from "~/components/contact-links";
import { company, contact } from "~/content/site";
import { formatTime } from "~/lib/format";

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-md bg-accent-soft text-accent">
        {icon}
      </span>
      <div>
        <h3 className="font-semibold">{title}</h3>
        <div className="mt-1 text-muted">{children}</div>
      </div>
    </div>
  );
}

export function ContactDetails() {
  const { address, areaServed } = company;
  return (
    <section aria-labelledby="get-in-touch" className="self-start rounded-lg bg-surface p-6 sm:p-8">
      <h2 id="get-in-touch" className="text-2xl font-bold tracking-tight">
        {contact.panelTitle}
      </h2>
      <div className="mt-6 space-y-6">
        <Detail icon={<Mail aria-hidden="true" className="size-5" />} title={contact.details.email}>
          <EmailLink className="break-all text-accent underline" />
        </Detail>
        <Detail icon={<Phone aria-hidden="true" className="size-5" />} title={contact.details.phone}>
          <PhoneLink className="text-accent underline" />
        </Detail>
        <Detail icon={<Clock aria-hidden="true" className="size-5" />} title={contact.details.hours}>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            {company.hours.map((h) => (
              <div key={h.days} className="contents">
                <dt className="font-medium text-ink sm:font-normal sm:text-muted">{h.days}</dt>
                <dd className="mb-2 whitespace-nowrap sm:mb-0">
                  <time dateTime={h.opens}>{formatTime(h.opens)}</time> -{" "}
                  <time dateTime={h.closes}>{formatTime(h.closes)}</time>
                </dd>
              </div>
            ))}
          </dl>
        </Detail>
        {address && (
          <Detail icon={<MapPin aria-hidden="true" className="size-5" />} title={contact.details.office}>
            <address className="not-italic">
              {address.street}
              <br />
              {address.locality}, {address.region} {address.postalCode}
            </address>
            {areaServed && <p className="mt-1">Serving {areaServed}.</p>}
          </Detail>
        )}
      </div>
    </section>
  );
}
