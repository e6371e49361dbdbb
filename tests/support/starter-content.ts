/**
 * The starter content as the pages read it (app/content/site.ts's `siteContent` of ./starter.ts's
 * data): what a test expects of a build made from the starter fixture, whatever the owner's own
 * content is. Apart from ./starter.ts, which a mock of `~/content/site` imports.
 */
import { siteContent } from "~/content/site";
import { starterData } from "./starter";

export const starter = siteContent(starterData());
