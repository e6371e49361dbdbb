import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import type { ReactNode } from "react";
import { EmailLink, PhoneLink } from "~/components/contact-links";
import { PostalAddress } from "~/components/postal-address";
import { TimeRange } from "~/components/time-range";
import { hoursLines } from "~/lib/hours";
import { useSite } from "~/content/site-context";

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
  const {
    chrome,
    company,
    contact,
    words: { facts },
  } = useSite();
  const { addressLines, areasText, hoursNote } = company;
  return (
    <section aria-labelledby="get-in-touch" className="self-start rounded-lg bg-surface p-6 sm:p-8">
      <h2 id="get-in-touch" className="text-2xl font-bold tracking-tight">
        {contact.panelTitle}
      </h2>
      <div className="mt-6 space-y-6">
        <Detail icon={<Mail aria-hidden="true" className="size-5" />} title={contact.details.email}>
          <EmailLink company={company} className="text-accent underline" />
        </Detail>
        <Detail icon={<Phone aria-hidden="true" className="size-5" />} title={contact.details.phone}>
          <PhoneLink company={company} className="text-accent underline" />
        </Detail>
        <Detail icon={<Clock aria-hidden="true" className="size-5" />} title={contact.details.hours}>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            {hoursLines(company.hours, company.locale).map((line) => (
              <div key={line.label} className="contents">
                <dt className="font-medium text-ink sm:font-normal sm:text-muted">{line.label}</dt>
                <dd className="mb-2 whitespace-nowrap sm:mb-0">
                  {"closed" in line ? (
                    chrome.footer.closed
                  ) : (
                    <TimeRange opens={line.opens} closes={line.closes} locale={company.locale} />
                  )}
                </dd>
              </div>
            ))}
          </dl>
          {hoursNote && <p className="mt-2">{hoursNote}</p>}
        </Detail>
        {addressLines && (
          <Detail icon={<MapPin aria-hidden="true" className="size-5" />} title={contact.details.office}>
            <PostalAddress lines={addressLines} />
            {areasText && <p className="mt-1">{facts.serving(areasText)}.</p>}
          </Detail>
        )}
      </div>
    </section>
  );
}
