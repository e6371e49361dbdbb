/**
 * The privacy notice (/privacy) of each build says what that build does, read from the HTML the
 * server sends: the default build's form sends nothing; the inbox's stores requests on the server
 * for LEADS_RETENTION_DAYS; a form service's build names its host (configured/privacy.test.ts).
 * Linked from every footer; a legal notice only when the content has one. Following the links, and
 * what the notice shows a visitor, is tests/e2e/privacy.test.ts's.
 */
import { describe, expect, test } from "vitest";
import { retentionText } from "~/components/privacy-notice";
import { chrome, company, contact, privacy } from "~/content/site";
import { CONTACT_PATH, LEGAL_NOTICE_PATH, PRIVACY_PATH } from "../support/paths";
import { pageFile } from "#shared/site-manifest.mjs";
import { facts } from "../support/site-words.ts";
import { DEFAULT_RETENTION_DAYS } from "../../server/leads/inbox-settings.mjs";
import { BUILDS } from "../support/builds";
import { fetchPage, footerOf, linksNamed } from "../support/html";
import { PAGES } from "../support/pages";
import { decodeHtml, readBuildFile, servedOrigin } from "../support/site";

/** The build whose form posts to npm start's own inbox (made once per run). */
const INBOX_BUILD = BUILDS.inbox.dir;

describe("every page's footer links the privacy notice, and its answer sets no cookie", () => {
  for (const path of PAGES)
    test(path, async () => {
      const { headers, document } = await fetchPage(servedOrigin("SITE_ORIGIN"), path);
      const links = linksNamed(footerOf(document), chrome.footer.privacyLink);
      expect(links.map((link) => link.getAttribute("href"))).toEqual([PRIVACY_PATH]);
      expect(headers.get("set-cookie")).toBeNull();
    });
});

// That it loads no script is tests/e2e/pages.test.ts's and budgets.test.ts's (every page of PAGES).
test("the privacy notice has its own meta and is in the sitemap", async () => {
  const { status, document } = await fetchPage(servedOrigin("SITE_ORIGIN"), PRIVACY_PATH);
  expect(status).toBe(200);
  expect(document.head.querySelector("title")?.textContent).toBe(`${privacy.meta.title} | ${company.name}`);
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(
    privacy.meta.description,
  );
  const sitemap = await (await fetch(servedOrigin("SITE_ORIGIN") + "/sitemap.xml")).text();
  expect(sitemap).toContain(`${PRIVACY_PATH}</loc>`);
});

test("a legal notice page, its footer link and its sitemap entry exist exactly when the content has one", async () => {
  // The starter has none; an owner's may (tests/site/owner-business.test.ts fills one in).
  const has = company.legalNotice !== undefined;
  const origin = servedOrigin("SITE_ORIGIN");
  expect((await fetch(origin + LEGAL_NOTICE_PATH)).status).toBe(has ? 200 : 404);
  expect((await (await fetch(origin + "/sitemap.xml")).text()).includes(LEGAL_NOTICE_PATH)).toBe(has);
  expect((await (await fetch(origin + "/")).text()).includes(chrome.footer.legalNoticeLink)).toBe(has);
});

test("the inbox's build says requests are stored on its server and deleted after LEADS_RETENTION_DAYS", () => {
  const text = decodeHtml(readBuildFile(INBOX_BUILD, `client/${pageFile(PRIVACY_PATH)}`)).replace(
    /<[^>]+>/g,
    "",
  );
  expect(text).toContain(privacy.inbox);
  expect(text).toContain(
    `${privacy.inboxRetention.before} ${retentionText(DEFAULT_RETENTION_DAYS, company.locale, facts)} ${privacy.inboxRetention.after}`,
  );
  expect(text).toContain(privacy.kept);
  expect(text).toContain(
    `${privacy.backups.before} ${retentionText(privacy.backupDays, company.locale, facts)} ${privacy.backups.after}`,
  );
  expect(text).not.toContain(privacy.noEndpoint);
  // Its form sends requests: the sentence under the button says what they are used for.
  const form = decodeHtml(readBuildFile(INBOX_BUILD, `client/${pageFile(CONTACT_PATH)}`)).replace(
    /<[^>]+>/g,
    "",
  );
  expect(form).toContain(contact.privacyNote.text);
  expect(form).not.toContain(contact.privacyNote.noEndpoint);
});
