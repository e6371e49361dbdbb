import ArrowRight from "lucide-react/icons/arrow-right";
import Phone from "lucide-react/icons/phone";
import { PageLink } from "~/components/page-link";
import { PhoneLink } from "~/components/contact-links";
import { CONTACT_PATH } from "#shared/paths.ts";
import { useSite } from "~/content/site-context";

/**
 * On phones and tablets: a slim bar fixed to the bottom of the screen with the two things a visitor
 * came for, calling and asking for a quote. HTML and CSS only. The page reserves its height
 * (app.css: body padding, scroll-padding-bottom), so it never covers content or the focused element.
 */
export function CallBar() {
  const { chrome, company } = useSite();
  return (
    <aside
      aria-label={`${chrome.callLabel} / ${chrome.quoteLabel}`}
      className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-2 gap-2 border-t border-band-line bg-band p-2 text-band-ink lg:hidden"
    >
      <PhoneLink company={company} className="btn min-h-12 border border-band-line text-band-ink">
        <Phone aria-hidden="true" className="size-5 text-band-accent" />
        {chrome.callLabel}
        <span className="sr-only"> {company.phone}</span>
      </PhoneLink>
      <PageLink to={CONTACT_PATH} className="btn-primary min-h-12">
        {chrome.quoteLabel}
        <ArrowRight aria-hidden="true" className="size-5" />
      </PageLink>
    </aside>
  );
}
