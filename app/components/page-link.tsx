import { Link, NavLink, type LinkProps, type NavLinkProps } from "react-router";
import { localPath } from "~/content/site";
import { HOME_PATH } from "#shared/paths.ts";

/**
 * A link to a page of the site, named by its identity (shared/paths.ts: "/contact"), at its address
 * in the page's language ("/es/contacto"). A whole page loads: every page is pre-rendered, and no
 * router runs in the browser.
 */
export function PageLink({ to, ...props }: Omit<LinkProps, "to" | "reloadDocument"> & { to: string }) {
  return <Link to={localPath(to)} reloadDocument {...props} />;
}

/**
 * PageLink that marks the page the visitor is on (`aria-current="page"`), for the menu. The home
 * page only on itself: at "/es", every Spanish page's address would begin with it.
 */
export function PageNavLink({ to, ...props }: Omit<NavLinkProps, "to" | "reloadDocument"> & { to: string }) {
  return <NavLink to={localPath(to)} reloadDocument end={to === HOME_PATH} {...props} />;
}
