/**
 * The site's addresses as the browser and site tests open them: each page at its address in the
 * site's first language ("/kontakt" on a German site), the language they run in. shared/paths.ts
 * names each page by its identity (the specification's words), which `pathIn` puts in a language;
 * everything else it exports is here as it is.
 */
import * as paths from "#shared/paths.ts";
import { siteLanguagesOf } from "#shared/copy/site-language.ts";

/** A page's address in the site's first language, from its identity (or its address in any language). */
const local = (path: string) => paths.addressIn(siteLanguagesOf()[0]!, path);
type Slugged = { slug: string };

export * from "#shared/paths.ts";
export const ABOUT_PATH = local(paths.ABOUT_PATH);
export const SERVICES_PATH = local(paths.SERVICES_PATH);
export const CONTACT_PATH = local(paths.CONTACT_PATH);
export const QUESTIONS_PATH = local(paths.QUESTIONS_PATH);
export const PRIVACY_PATH = local(paths.PRIVACY_PATH);
export const PORTFOLIO_PATH = local(paths.PORTFOLIO_PATH);
export const LEGAL_NOTICE_PATH = local(paths.LEGAL_NOTICE_PATH);
export const SENT_PATH = local(paths.SENT_PATH);
export const SENT_OUTSIDE_AREA_PATH = local(paths.SENT_OUTSIDE_AREA_PATH);
export const SENT_PATHS: readonly string[] = paths.SENT_PATHS.map(local);
export const servicePath = (service: Slugged) => local(paths.servicePath(service));
export const quotePath = (service: Slugged) => local(paths.quotePath(service));
export const projectPath = (project: Slugged) => local(paths.projectPath(project));
export const portfolioKindPath = (service: Slugged) => local(paths.portfolioKindPath(service));
