/**
 * The site in the language of the page being shown: the root layout provides it from the page's
 * address (app/root.tsx), and every component reads its words, content and addresses from it. A
 * component rendered alone (a unit test) sees the first language's.
 */
import { createContext, use } from "react";
import { firstSite, type Site } from "./site";

export const SiteContext = createContext<Site>(firstSite);

/** The site in the page's language. */
export const useSite = () => use(SiteContext);
