/**
 * The privacy notice (/privacy) as a visitor reaches and reads it: from the footer and from the
 * form. What each build's notice says, its meta and its links from every footer are checked in
 * the HTML by tests/site/privacy.test.ts.
 */
import { chrome, company, contact, privacy } from "~/content/site";
import { CONTACT_PATH, PRIVACY_PATH } from "../support/paths";
import { expect, test } from "../support/fixtures";

test("the footer's link opens the privacy notice, which says who, what, and that nothing is stored on the device", async ({
  page,
}) => {
  // From the page with the most script (that every page's footer has the link, and that no page's
  // answer sets a cookie: tests/site/privacy.test.ts).
  await page.goto(CONTACT_PATH);
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
  await page.goto(CONTACT_PATH);
  const form = page.getByRole("form", { name: contact.formTitle });
  // The default build's form sends nothing, and its sentence says so.
  await expect(form.getByText(contact.privacyNote.noEndpoint)).toBeVisible();
  await expect(form.getByRole("checkbox")).toHaveCount(0);
  await form.getByRole("link", { name: contact.privacyNote.linkLabel }).click();
  await expect(page).toHaveURL(PRIVACY_PATH);
});
