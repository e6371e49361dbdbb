/**
 * The privacy notice (/privacy) of each build says what that build does: the default build's form
 * sends nothing; the inbox's stores requests on the server for LEADS_RETENTION_DAYS; a form
 * service's build names its host (configured/privacy.test.ts). Linked from every footer and from the
 * form; no legal notice while the content has none.
 */
import { chrome, company, contact, privacy } from "~/content/site";
import { LEGAL_NOTICE_PATH, PRIVACY_PATH } from "#shared/paths.ts";
import { DEFAULT_RETENTION_DAYS } from "../../server/leads/inbox-settings.mjs";
import { expect, test } from "../support/fixtures";
import { INBOX_BUILD } from "../support/inbox";
import { PAGES } from "../support/pages";
import { decodeHtml, readBuildFile, servedOrigin } from "../support/site";

test("every page's footer links the privacy notice, which says who, what, and that nothing is stored on the device", async ({
  page,
}) => {
  for (const path of PAGES) {
    await page.goto(path);
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: chrome.footer.privacyLink }),
      path,
    ).toHaveAttribute("href", PRIVACY_PATH);
  }
  await page.getByRole("contentinfo").getByRole("link", { name: chrome.footer.privacyLink }).click();
  await expect(page).toHaveURL(PRIVACY_PATH);
  await expect(page).toHaveTitle(`${privacy.meta.title} | ${company.name}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.header.title);
  const who = page.getByRole("region", { name: privacy.responsibleTitle });
  await expect(who).toContainText(company.name);
  await expect(who.getByRole("link", { name: company.email })).toBeVisible();
  // This build's form sends nothing (no CONTACT_ENDPOINT): the page says so and claims no storage.
  await expect(page.getByRole("region", { name: privacy.collectedTitle })).toContainText(privacy.noEndpoint);
  await expect(page.getByRole("region", { name: privacy.retentionTitle })).toHaveCount(0);
  await expect(page.getByRole("region", { name: privacy.rightsTitle })).toContainText(privacy.rights);
  await expect(page.getByRole("region", { name: privacy.deviceTitle })).toContainText(privacy.noCookies);
  const cookies = await page.context().cookies();
  expect(cookies).toEqual([]);
});

test("the form's sentence under its button leads to the privacy notice; the form has no consent box", async ({
  page,
}) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: contact.formTitle });
  // The default build's form sends nothing, and its sentence says so.
  await expect(form.getByText(contact.privacyNote.noEndpoint)).toBeVisible();
  await expect(form.getByRole("checkbox")).toHaveCount(0);
  await form.getByRole("link", { name: contact.privacyNote.linkLabel }).click();
  await expect(page).toHaveURL(PRIVACY_PATH);
});

// That it loads no script is pages.test.ts's and budgets.test.ts's (every page of PAGES).
test("the privacy notice has its own meta and is in the sitemap", async () => {
  const response = await fetch(servedOrigin("SITE_ORIGIN") + PRIVACY_PATH);
  expect(response.status).toBe(200);
  const html = decodeHtml(await response.text());
  expect(html).toContain(`<title>${privacy.meta.title} | ${company.name}</title>`);
  expect(html).toContain(`<meta name="description" content="${privacy.meta.description}">`);
  const sitemap = await (await fetch(servedOrigin("SITE_ORIGIN") + "/sitemap.xml")).text();
  expect(sitemap).toContain(`/privacy</loc>`);
});

test("without a legal notice in the content there is no such page, link or sitemap entry", async () => {
  expect(company.legalNotice).toBeUndefined();
  const origin = servedOrigin("SITE_ORIGIN");
  expect((await fetch(origin + LEGAL_NOTICE_PATH)).status).toBe(404);
  expect(await (await fetch(origin + "/sitemap.xml")).text()).not.toContain(LEGAL_NOTICE_PATH);
  expect(await (await fetch(origin + "/")).text()).not.toContain(chrome.footer.legalNoticeLink);
});

test("the inbox's build says requests are stored on its server and deleted after LEADS_RETENTION_DAYS", () => {
  const text = decodeHtml(readBuildFile(INBOX_BUILD, "client/privacy.html")).replace(/<[^>]+>/g, "");
  expect(text).toContain(privacy.inbox);
  expect(text).toContain(
    `${privacy.inboxRetention.before} ${DEFAULT_RETENTION_DAYS} days (2 years) ${privacy.inboxRetention.after}`,
  );
  expect(text).toContain(privacy.kept);
  expect(text).toContain(`${privacy.backups.before} ${privacy.backupDays} days ${privacy.backups.after}`);
  expect(text).not.toContain(privacy.noEndpoint);
  // Its form sends requests: the sentence under the button says what they are used for.
  const form = decodeHtml(readBuildFile(INBOX_BUILD, "client/contact.html")).replace(/<[^>]+>/g, "");
  expect(form).toContain(contact.privacyNote.text);
  expect(form).not.toContain(contact.privacyNote.noEndpoint);
});
