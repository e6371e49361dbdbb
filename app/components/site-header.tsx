import ArrowRight from "lucide-react/icons/arrow-right";
import HardHat from "lucide-react/icons/hard-hat";
import Menu from "lucide-react/icons/menu";
import Phone from "lucide-react/icons/phone";
import X from "lucide-react/icons/x";
import { PageLink, PageNavLink } from "~/components/page-link";
import { PhoneLink } from "~/components/contact-links";
import { LanguageLinks } from "~/components/language-links";
import { isLongName } from "~/lib/format";
import { hasLongMenu } from "~/lib/header-layout";
import { CONTACT_PATH } from "#shared/paths.ts";
import { useSite } from "~/content/site-context";

const MENU_ID = "site-menu";

/**
 * Navigation links are full document loads (`reloadDocument`): most pages ship no JavaScript, so
 * every page must be reached as its own pre-rendered HTML.
 */
export function NavLinks({ className, linkClassName }: { className: string; linkClassName: string }) {
  const { navigation } = useSite();
  return (
    <ul className={className}>
      {navigation.map((item) => (
        <li key={item.to}>
          <PageNavLink to={item.to} className={linkClassName}>
            {item.label}
          </PageNavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The small-screen menu is a native popover: the browser opens it from the button, exposes the
 * button's expanded state, and closes it on Escape and on a click outside, all without JavaScript.
 * On a desktop the phone number ends the bar, and from 1280 px a quote button (phones get the call
 * bar instead). When the menu's words are long (isLongMenu: German's, French's, Spanish's), the
 * menu joins the bar from 1024 px, the phone from 1280, and the bar has no quote button (the page's
 * width stops at 1280 px, where the two do not fit beside the menu): the hero, every page's call to
 * action and the menu's Contact carry it. A site in more than one language has that layout too: the
 * bar's menu ends with the language link (the small-screen menu, with it).
 */
export function SiteHeader() {
  const site = useSite();
  const { chrome, company } = site;
  const longMenu = hasLongMenu(site);
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-card">
      <div className="container-page flex h-16 items-center gap-4">
        <nav aria-label={chrome.mainNavLabel} className="flex flex-1 items-center justify-between gap-4">
          <PageLink
            to="/"
            className={`flex items-center gap-2 rounded font-bold tracking-tight ${isLongName(company.name) ? "text-sm leading-tight sm:text-base sm:leading-tight" : "text-lg"}`}
          >
            <HardHat aria-hidden="true" className="size-7 shrink-0 text-accent" />
            {company.name}
          </PageLink>
          <NavLinks
            className={`hidden items-center gap-1 lg:ml-auto ${longMenu ? "lg:flex" : "md:flex"}`}
            linkClassName="rounded-md px-3 py-2 font-medium whitespace-nowrap text-muted hover:text-ink aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-strong"
          />
          <LanguageLinks
            className="hidden border-l border-line pl-2 lg:flex"
            linkClassName="rounded-md px-3 py-2 font-medium whitespace-nowrap text-accent underline underline-offset-4 hover:text-ink"
          />
          <PhoneLink
            company={company}
            className={`hidden items-center gap-2 rounded-md px-3 py-2 font-bold whitespace-nowrap text-ink hover:text-accent ${longMenu ? "xl:flex" : "lg:flex"}`}
          >
            <Phone aria-hidden="true" className="size-5 text-accent" />
            {company.phone}
          </PhoneLink>
          <button
            type="button"
            popoverTarget={MENU_ID}
            className={`inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-surface ${longMenu ? "lg:hidden" : "md:hidden"}`}
          >
            <Menu aria-hidden="true" className="menu-icon-open size-6" />
            <X aria-hidden="true" className="menu-icon-close size-6" />
            <span className="sr-only">{chrome.menuLabel}</span>
          </button>
          <div
            id={MENU_ID}
            popover="auto"
            className={`inset-x-0 top-16 bottom-auto m-0 w-full max-w-none border-0 border-b border-line bg-card p-0 text-ink shadow-lg ${longMenu ? "lg:hidden" : "md:hidden"}`}
          >
            <NavLinks
              className="container-page flex flex-col py-2"
              linkClassName="block rounded-md px-3 py-3 text-lg font-medium text-ink hover:bg-surface aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-strong"
            />
            <LanguageLinks
              className="container-page border-t border-line py-2"
              linkClassName="block rounded-md px-3 py-3 text-lg font-medium text-accent underline underline-offset-4 hover:bg-surface"
            />
          </div>
        </nav>
        {/* Outside the navigation: an action, not a page of the site's menu. */}
        {!longMenu && (
          <PageLink to={CONTACT_PATH} className="btn-primary hidden whitespace-nowrap xl:inline-flex">
            {chrome.quoteLabel}
            <ArrowRight aria-hidden="true" className="size-4" />
          </PageLink>
        )}
      </div>
    </header>
  );
}
