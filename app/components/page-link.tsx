import { Link, useLocation, type LinkProps } from "react-router";
import { useSite } from "~/content/site-context";
import { HOME_PATH, languageOfPath } from "#shared/paths.ts";

type PageLinkProps = Omit<LinkProps, "to" | "reloadDocument"> & { to: string };

/**
 * A link to a page of the site, named by its identity (shared/paths.ts: "/contact"), at its address
 * in the page's language ("/es/contacto"). A whole page loads: every page is pre-rendered, and no
 * router runs in the browser.
 */
export function PageLink({ to, ...props }: PageLinkProps) {
  const { localPath } = useSite();
  return <Link to={localPath(to)} reloadDocument {...props} />;
}

/** The identity of the page being shown: "/about" on "/es/sobre-nosotros/". */
export function usePageIdentity() {
  const { company } = useSite();
  return languageOfPath(useLocation().pathname, company.languages).path;
}

/**
 * PageLink that marks the page the visitor is on (`aria-current="page"`), for the menus: its own
 * page and the pages below it (a service's page marks Services), the home page only on itself.
 * Compared by identity, so "/es" marks the Spanish home whatever its address's slash.
 */
export function PageNavLink({ to, ...props }: PageLinkProps) {
  const page = usePageIdentity();
  const current = page === to || (to !== HOME_PATH && page.startsWith(`${to}/`));
  return <PageLink to={to} aria-current={current ? "page" : undefined} {...props} />;
}
