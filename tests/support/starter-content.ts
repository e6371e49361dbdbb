/**
 * The starter content as the pages read it (app/content/site.ts's `siteContent` of ./starter.ts's
 * data): what a test expects of a build made from the starter fixture, whatever the owner's own
 * content is. Apart from ./starter.ts, which a mock of `~/content/site` imports.
 */
import { siteContent } from "~/content/site";
import { COPIES } from "#shared/copy/all.ts";
import { starterData } from "./starter";

const data = starterData();
const content = siteContent(data);
/** The fixture's language (English): its builds speak it, whichever language the tests read the copy in. */
const kit = COPIES[data.company.languages[0]!];

export const starter = {
  ...content,
  // The kit's own words in the fixture's language. (The language is not yet a value siteContent is
  // handed: it reads the copy of the language the tests are run in, the owner's.)
  chrome: { ...kit.chrome, quoteLabel: data.pages.contact.buttonLabel ?? kit.chrome.quoteLabel },
  legalNoticePage: {
    meta: {
      title: kit.legalNotice.meta.title,
      description: kit.legalNotice.meta.description(content.company.name),
    },
    header: {
      title: kit.legalNotice.header.title,
      intro: kit.legalNotice.header.intro(content.company.name),
    },
    labels: kit.legalNotice.labels,
  },
};
