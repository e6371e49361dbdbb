import { DatabaseSync } from "node:sqlite";
import { contact, contactForm, servicePage } from "~/content/site";
import { CONTACT_PATH, INBOX_PATH, SENT_OUTSIDE_AREA_PATH, SENT_PATH, SERVICES_PATH } from "../support/paths";
import { MESSAGES, LABELS, PHOTO_MESSAGES } from "../support/form-rules";
import { leadsCli, chrome, leadsCopy, navigation as pageNames } from "../support/site-words.ts";
import { contactFields as fields, formHydrated as hydrated, photosField } from "../support/contact-page";
import { AXE_VIEWPORTS, axeInBothSchemes, expect, NO_VIOLATIONS, test } from "../support/fixtures";
import { createInbox, type Inbox } from "../support/inbox";
import type { RunningSite } from "../support/site";
import type { Page } from "@playwright/test";
import { choicesOf } from "#shared/contact/fields.ts";
import { csvSeparator } from "../../server/leads/csv.mjs";
import { siteLocaleOf } from "#shared/copy/site-language.ts";
import { escapeRegex } from "../../tooling/nginx-locations";

/**
 * The form's optional fields (issue 26) against npm start's own inbox: from a service page's quote
 * link to the stored lead, `npm run leads`, its CSV; with JavaScript and without. A value the form
 * never offers, posted without a browser: tests/site/lead-inbox-details.test.ts.
 */
test.describe.configure({ mode: "default" });

/**
 * Waits for the form's script: with the site's own inbox the button works before it (a plain form
 * post), so its being enabled proves nothing; the form turns off the browser's own bubbles once it runs.
 */

let inbox: Inbox;
let site: RunningSite;

test.beforeAll(async () => {
  inbox = createInbox();
  site = await inbox.start({ LEADS_RATE_LIMIT: "100" });
});
test.afterAll(async () => {
  await site?.stop();
  inbox?.remove();
});

/** Every column of the stored leads, as `npm run leads` reads them. */
function storedLeads(db: string) {
  const connection = new DatabaseSync(db);
  try {
    return connection.prepare("SELECT * FROM leads ORDER BY id").all() as Record<string, unknown>[];
  } finally {
    connection.close();
  }
}

/** The optional fields the content's form has: the budget only when the owner offers budget ranges. */
const details = (page: Page) => ({
  service: page.getByRole("combobox", { name: LABELS.service }),
  postcode: page.getByRole("textbox", { name: new RegExp(contactForm.postcodeLabel) }),
  start: page.getByRole("combobox", { name: LABELS.start }),
  ...(BUDGET && { budget: page.getByRole("combobox", { name: LABELS.budget }) }),
});
/** The CSV's separator in the owner's locale ("," in the US, ";" where a comma is the decimal mark). */
const SEPARATOR = csvSeparator(siteLocaleOf());
/** The last choice of the kind of work ("Something else") and of when to start ("Just planning"). */
const OTHER = choicesOf("service", contactForm).at(-1)!;
const JUST_PLANNING = choicesOf("start", contactForm).at(-1)!;
/** When the visitor would start: the form's third choice ("In 3 to 6 months"). */
const START = choicesOf("start", contactForm)[2]!;
/** The owner's last budget range, if they offer any. */
const BUDGET = contactForm.budgets.at(-1);

async function fillFour(page: Page, name: string) {
  const f = fields(page);
  await f.name.fill(name);
  await f.email.fill("zoe@example.com");
  await f.message.fill("A new roof before winter.");
}

test("from a service page's quote link: the service chosen, an outside ZIP noted, all of it stored and listed", async ({
  page,
}) => {
  const service = contactForm.services.at(-1)!;
  await page.goto(`${site.origin}${SERVICES_PATH}/${service.slug}`);
  await page.getByRole("link", { name: servicePage.quoteLabel }).first().click();
  await expect(page).toHaveURL(`${site.origin}${CONTACT_PATH}?service=${service.slug}`);
  await hydrated(page);
  const d = details(page);
  await expect(d.service).toHaveValue(service.title);

  await fillFour(page, "Zoë Outside");
  await d.postcode.fill("10001");
  await expect(d.postcode).toHaveAccessibleDescription(MESSAGES.outsideArea("10001"));
  await d.start.selectOption(START);
  if (d.budget) await d.budget.selectOption(BUDGET!);
  const before = storedLeads(inbox.db).length;
  await page.getByRole("button", { name: contact.submitLabel }).click();
  await expect(page.getByRole("status").getByText(contact.success.title)).toBeVisible();
  for (const field of Object.values(d)) await expect(field).toHaveValue("");

  expect(storedLeads(inbox.db).slice(before)).toMatchObject([
    {
      name: "Zoë Outside",
      service: service.title,
      postcode: "10001",
      outside_area: 1,
      start: START,
      ...(BUDGET && { budget: BUDGET }),
    },
  ]);
  const listed = inbox.leadsCommand();
  expect(listed).toContain(
    `${LABELS.service}: ${service.title} · ${contactForm.postcodeLabel}: 10001 (${leadsCopy.outsideArea}) · ${LABELS.start}: ${START}`,
  );
  // The form's labels, the owner's word for the postal code among them.
  const csv = inbox.leadsCommand("--csv");
  expect(csv).toContain(
    [LABELS.service, contactForm.postcodeLabel, leadsCli.csv.outsideArea, LABELS.start, LABELS.budget]
      .map((cell) => `"${cell}"`)
      .join(SEPARATOR),
  );
  expect(csv).toContain(
    [service.title, "10001", leadsCli.csv.yes, START].map((cell) => `"${cell}"`).join(SEPARATOR),
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the optional fields post with the form, a ZIP inside the areas is not flagged", async ({ page }) => {
    await page.goto(`${site.origin}${CONTACT_PATH}`);
    const before = storedLeads(inbox.db).length;
    await fillFour(page, "Ada Inside");
    const d = details(page);
    await d.service.selectOption(OTHER);
    await d.postcode.fill(contactForm.postalCodes[0]!);
    await d.start.selectOption(JUST_PLANNING);
    const posted = page.waitForRequest(`**${INBOX_PATH}`);
    await page.getByRole("button", { name: contact.submitLabel }).click();
    expect((await posted).method()).toBe("POST");
    await expect(page).toHaveURL(site.origin + SENT_PATH);
    await expect(page.getByRole("heading", { level: 1, name: contact.success.title })).toBeVisible();
    await expect(page.getByText(MESSAGES.outsideAreaSent)).toBeHidden();
    expect(storedLeads(inbox.db).slice(before)).toMatchObject([
      {
        name: "Ada Inside",
        service: OTHER,
        postcode: contactForm.postalCodes[0],
        outside_area: 0,
        start: JUST_PLANNING,
        budget: "",
      },
    ]);
  });
});

test.describe("without JavaScript, from outside the areas served", () => {
  test.use({ javaScriptEnabled: false });

  test("the request is sent and flagged, and the confirmation page says the company will confirm", async ({
    page,
  }) => {
    await page.goto(`${site.origin}${CONTACT_PATH}`);
    const before = storedLeads(inbox.db).length;
    await fillFour(page, "Bo Outside");
    await details(page).postcode.fill("10001");
    await page.getByRole("button", { name: contact.submitLabel }).click();
    await expect(page).toHaveURL(site.origin + SENT_OUTSIDE_AREA_PATH);
    await expect(page.getByRole("heading", { level: 1, name: contact.success.title })).toBeVisible();
    await expect(page.getByText(contact.success.text)).toBeVisible();
    await expect(page.getByText(MESSAGES.outsideAreaSent)).toBeVisible();
    expect(storedLeads(inbox.db).slice(before)).toMatchObject([
      { name: "Bo Outside", postcode: "10001", outside_area: 1 },
    ]);
    // A keyboard user's first move, the skip link, leaves the note where it is.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: chrome.skipLink })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText(MESSAGES.outsideAreaSent)).toBeVisible();
  });
});

for (const [label, viewport] of AXE_VIEWPORTS) {
  test(`axe at ${label}, light and dark: the confirmation page with the note about the area`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(site.origin + SENT_OUTSIDE_AREA_PATH);
    await expect(page.getByText(MESSAGES.outsideAreaSent)).toBeVisible();
    expect(await axeInBothSchemes(page)).toEqual(NO_VIOLATIONS);
  });
}

test.describe("where a request came from, with nothing stored on the visitor's device", () => {
  const sourceOf = (lead: Record<string, unknown> | undefined) =>
    Object.fromEntries(
      ["utm_source", "utm_medium", "utm_campaign", "gclid", "referrer_host", "from_page"].map((key) => [
        key,
        lead?.[key],
      ]),
    );

  test("a visit to /?utm_source=flyer&utm_campaign=fall, then the contact page, then a request: flyer / fall", async ({
    page,
    context,
  }) => {
    await page.goto(`${site.origin}/?utm_source=flyer&utm_campaign=fall`);
    await page.getByRole("navigation").first().getByRole("link", { name: pageNames.contact }).click();
    await expect(page).toHaveURL(`${site.origin}${CONTACT_PATH}`);
    await hydrated(page);
    await fillFour(page, "Flyer Reader");
    await page.getByRole("button", { name: contact.submitLabel }).click();
    await expect(page.getByRole("status").getByText(contact.success.title)).toBeVisible();

    const lead = storedLeads(inbox.db).find((l) => l.name === "Flyer Reader");
    expect(sourceOf(lead)).toEqual({
      utm_source: "flyer",
      utm_medium: "",
      utm_campaign: "fall",
      gclid: "",
      referrer_host: "",
      from_page: "/",
    });
    expect(inbox.leadsCommand()).toContain(`${leadsCopy.source}: ${leadsCopy.fromPage("flyer / fall", "/")}`);
    expect(inbox.leadsCommand("--sources")).toMatch(/\d{4}-\d\d\s+1\s+flyer \/ fall\n/);
    // Nothing kept on the device: no cookie, nothing in local or session storage.
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  });

  test("a direct visit: direct", async ({ page }) => {
    await page.goto(`${site.origin}${CONTACT_PATH}`);
    await hydrated(page);
    await fillFour(page, "Direct Visitor");
    await page.getByRole("button", { name: contact.submitLabel }).click();
    await expect(page.getByRole("status").getByText(contact.success.title)).toBeVisible();
    const lead = storedLeads(inbox.db).find((l) => l.name === "Direct Visitor");
    expect(Object.values(sourceOf(lead))).toEqual(["", "", "", "", "", ""]);
    expect(inbox.leadsCommand()).toContain(
      `Direct Visitor <zoe@example.com>\n    ${leadsCopy.source}: ${leadsCopy.direct}\n`,
    );
    expect(inbox.leadsCommand("--sources")).toMatch(
      new RegExp(`\\d{4}-\\d\\d\\s+\\d+\\s+${escapeRegex(leadsCopy.direct)}\\n`),
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the contact page's own campaign, from the form post's Referer", async ({ page }) => {
      await page.goto(`${site.origin}${CONTACT_PATH}?utm_source=newsletter&utm_medium=email&gclid=abc123`);
      await fillFour(page, "Newsletter Reader");
      await page.getByRole("button", { name: contact.submitLabel }).click();
      await expect(page).toHaveURL(site.origin + SENT_PATH);
      const lead = storedLeads(inbox.db).find((l) => l.name === "Newsletter Reader");
      expect(sourceOf(lead)).toMatchObject({
        utm_source: "newsletter",
        utm_medium: "email",
        gclid: "abc123",
      });
    });
  });
});

test("by keyboard: Tab goes from the message through the new fields, the photos, to Send; choices by arrow keys", async ({
  page,
}) => {
  await page.goto(`${site.origin}${CONTACT_PATH}`);
  await hydrated(page);
  await fields(page).message.focus();
  const d = details(page);
  for (const control of [...Object.values(d), photosField(page)]) {
    await page.keyboard.press("Tab");
    await expect(control).toBeFocused();
  }
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: contact.submitLabel })).toBeFocused();
  await d.start.focus();
  await page.keyboard.press("ArrowDown");
  await expect(d.start).toHaveValue(choicesOf("start", contactForm)[0]!);
});

for (const [label, viewport] of AXE_VIEWPORTS) {
  test(`axe at ${label}, light and dark: the form with its new fields, the outside-area note and a photo refused`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`${site.origin}${CONTACT_PATH}`);
    await hydrated(page);
    await details(page).postcode.fill("10001");
    await expect(page.getByText(MESSAGES.outsideArea("10001"))).toBeVisible();
    await photosField(page).setInputFiles([
      { name: "plan.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF") },
    ]);
    await page.getByRole("button", { name: contact.submitLabel }).click();
    await expect(page.getByText(PHOTO_MESSAGES.notPhoto("plan.pdf"))).toBeVisible();
    expect(await axeInBothSchemes(page)).toEqual(NO_VIOLATIONS);
  });
}
