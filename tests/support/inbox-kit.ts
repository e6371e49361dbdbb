/**
 * The inbox's kit in the site's first language, as npm start and the Worker load it for each of a
 * site's languages (app/inbox-kit.ts), for the inbox's unit tests.
 */
import { inboxKitIn, SITE_LANGUAGES } from "../../app/inbox-kit";

export const UNIT_LANGUAGES = [SITE_LANGUAGES[0]!];
export const UNIT_KIT = inboxKitIn(SITE_LANGUAGES[0]!);
