import ArrowRight from "lucide-react/icons/arrow-right";
import Phone from "lucide-react/icons/phone";
import { PageLink } from "~/components/page-link";
import { PhoneLink } from "~/components/contact-links";
import { HeroIllustration } from "~/components/hero-illustration";
import { TimeRange } from "~/components/time-range";
import { isLongName } from "~/lib/format";
import { hoursLines } from "~/lib/hours";
import { CONTACT_PATH, SERVICES_PATH } from "#shared/paths.ts";
import { useSite } from "~/content/site-context";

/**
 * The number and, from 640 px, every line of the hours, under the calls to action: calling is what
 * most visitors want.
 */
function CallLine() {
  const { chrome, company, home } = useSite();
  return (
    <div className="mt-6 flex items-center gap-4 border-t border-band-line pt-6 sm:mt-8">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-band-raised">
        <Phone aria-hidden="true" className="size-6 text-band-accent" />
      </span>
      <div>
        <p className="text-sm text-band-muted">{home.callPanelTitle}</p>
        <PhoneLink
          company={company}
          className="text-2xl font-bold text-band-ink underline-offset-4 hover:underline"
        />
        {/* Every line of the hours from 640 px; on a phone they would push the facts under the
            hero out of the first screen (the call bar, the contact page and the footer give them). */}
        <ul className="hidden text-sm text-band-muted sm:block">
          {hoursLines(company.hours, company.locale).map((line) => (
            <li key={line.label}>
              {line.label}:{" "}
              {"closed" in line ? (
                chrome.footer.closed
              ) : (
                <TimeRange opens={line.opens} closes={line.closes} locale={company.locale} />
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * The eyebrow's kinds of work ("Residential · Commercial · Remodeling" in the content) as a list
 * whose dots are CSS (.dot-list), so a line never ends or starts with one.
 */
function Eyebrow() {
  const { home } = useSite();
  const items = home.eyebrow
    .split("·")
    .map((item) => item.trim())
    .filter(Boolean);
  return (
    <div className="overflow-hidden">
      <ul className="dot-list eyebrow text-band-accent">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

export function HeroSection() {
  const { company, home } = useSite();
  return (
    <section className="bg-band text-band-ink">
      <div className="container-page grid items-center gap-10 py-10 sm:py-20 lg:grid-cols-[7fr_5fr]">
        <div>
          <Eyebrow />
          <h1
            className={`mt-4 font-extrabold tracking-tight text-balance ${isLongName(company.name) ? "text-display-long" : "text-display"}`}
          >
            {company.name}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-band-muted sm:text-xl">{company.pitch}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:gap-4">
            <PageLink to={CONTACT_PATH} className="btn-primary">
              {home.actions.quote}
              <ArrowRight aria-hidden="true" className="size-5" />
            </PageLink>
            <PageLink to={SERVICES_PATH} className="btn-secondary">
              {home.actions.services}
            </PageLink>
          </div>
          <CallLine />
        </div>
        <HeroIllustration className="mx-auto hidden w-full max-w-md sm:block" />
      </div>
    </section>
  );
}
