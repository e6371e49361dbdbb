import type { Page, Route } from "@playwright/test";
import { company, contactForm, contact } from "~/content/site";
import { contactFields, openContact } from "../../support/contact-page";
import { axeViolations, expect, recordRequests, requestsSoFar, test } from "../../support/fixtures";
import { CONFIGURED_SETTINGS } from "../../support/site";
import { LABELS, MESSAGES } from "../../support/form-rules";
import { choicesOf } from "#shared/contact/fields.ts";

/**
 * The company's form service (CONTACT_ENDPOINT), answered by the test in the browser: each test
 * says how it answers, and sees what it received. It allows cross-origin requests, as form
 * services do (Playwright answers the CORS preflight of an intercepted request itself).
 */
const ENDPOINT = CONFIGURED_SETTINGS.CONTACT_ENDPOINT;
type Answer = "ok" | "fail" | "slow" | "drop";

async function formService(page: Page, answer: Answer) {
  const received: { body: string; contentType: string | undefined }[] = [];
  await page.route(ENDPOINT, async (route: Route) => {
    const request = route.request();
    received.push({ body: request.postData() ?? "", contentType: request.headers()["content-type"] });
    const cors = { "Access-Control-Allow-Origin": "*" };
    if (answer === "ok") {
      await route.fulfill({
        status: 200,
        headers: cors,
        contentType: "application/json",
        body: '{"ok":true}',
      });
    }
    if (answer === "fail") await route.fulfill({ status: 500, headers: cors, body: "Internal Server Error" });
    if (answer === "drop") await route.abort("connectionreset");
    // "slow": never answers; the page gives up on its own.
  });
  return received;
}

const VALUES = {
  name: "Zoë O'Brien",
  email: "zoe@example.com",
  phone: "+1 (555) 555-0123",
  message: 'A new kitchen — <script>alert("x")</script> & a bay window 🏗️',
};

/**
 * The optional fields (issue 26): sent as JSON keys beside the four. A budget is chosen when the
 * owner offers ranges; without them the form asks none and sends an empty one.
 */
const DETAILS = {
  service: contactForm.services[0]!.title,
  postcode: "62704",
  // The second choice of when to start ("Within 3 months").
  start: choicesOf("start", contactForm)[1]!,
  budget: contactForm.budgets[0] ?? "",
  // On a site in more than one language, the form says its page's (the first language's here).
  ...(contactForm.language && { language: contactForm.language }),
};

async function fillAndSubmit(page: Page) {
  const f = contactFields(page);
  for (const key of ["name", "email", "phone", "message"] as const) await f[key].fill(VALUES[key]);
  await page.getByRole("combobox", { name: LABELS.service }).selectOption(DETAILS.service);
  await page.getByRole("textbox", { name: new RegExp(contactForm.postcodeLabel) }).fill(DETAILS.postcode);
  await page.getByRole("combobox", { name: LABELS.start }).selectOption(DETAILS.start);
  if (DETAILS.budget) await page.getByRole("combobox", { name: LABELS.budget }).selectOption(DETAILS.budget);
  await page.getByRole("button", { name: contact.submitLabel }).click();
}

async function expectFieldsKept(page: Page) {
  const f = contactFields(page);
  for (const key of ["name", "email", "phone", "message"] as const)
    await expect(f[key]).toHaveValue(VALUES[key]);
  await expect(page.getByRole("combobox", { name: LABELS.service })).toHaveValue(DETAILS.service);
  if (DETAILS.budget)
    await expect(page.getByRole("combobox", { name: LABELS.budget })).toHaveValue(DETAILS.budget);
}

test.describe("contact form with CONTACT_ENDPOINT set", () => {
  // That the Content-Security-Policy allows the endpoint, and only it: tests/site/configured/contact-delivery.test.ts.
  test("after a 200 answer: one POST with the JSON body, the notice, and cleared fields", async ({
    page,
  }) => {
    const received = await formService(page, "ok");
    await openContact(page);
    await fillAndSubmit(page);
    await expect(page.getByRole("status").getByText(contact.success.title)).toBeVisible();
    expect(received).toHaveLength(1);
    expect(received[0]!.contentType).toBe("application/json");
    expect(JSON.parse(received[0]!.body)).toEqual({ ...VALUES, ...DETAILS });
    await expect(contactFields(page).name).toHaveValue("");
    await expect(contactFields(page).message).toHaveValue("");
  });

  for (const [label, answer] of [
    ["a 500 answer", "fail"],
    ["a dropped connection", "drop"],
  ] as const) {
    test(`after ${label}: a clear error, every field kept, and axe finds nothing`, async ({
      page,
      consoleLog,
    }) => {
      // The browser reports the failed request itself; the page shows the visitor what to do.
      consoleLog.expect((e) => e.url === ENDPOINT || e.text.includes(ENDPOINT));
      const received = await formService(page, answer);
      await openContact(page);
      await fillAndSubmit(page);
      const alert = page.getByRole("alert").filter({ hasText: contact.notices.failed.title });
      await expect(alert).toContainText(company.phone);
      await expect(page.getByText(contact.success.title)).toHaveCount(0);
      await expectFieldsKept(page);
      expect(received).toHaveLength(1);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("when the endpoint does not answer within 10 s: the error, fields kept; double clicks send once", async ({
    page,
  }) => {
    const received = await formService(page, "slow");
    await openContact(page);
    await fillAndSubmit(page);
    const button = page.getByRole("button", { name: contact.sending });
    await expect(button).toBeVisible();
    await button.click({ force: true });
    await button.click({ force: true });
    await expect(page.getByRole("alert").filter({ hasText: contact.notices.failed.title })).toBeVisible({
      timeout: 15_000,
    });
    await expectFieldsKept(page);
    expect(received).toHaveLength(1);
  });

  test("sends nothing when a bot fills the honeypot, yet shows success", async ({ page }) => {
    const received = await formService(page, "ok");
    await openContact(page);
    const requests = recordRequests(page);
    await page
      .locator('input[name="website"]')
      .evaluate((input: HTMLInputElement) => (input.value = "http://spam.example"));
    await fillAndSubmit(page);
    await expect(page.getByRole("status").getByText(contact.success.title)).toBeVisible();
    expect(await requestsSoFar(page, requests)).toEqual([]);
    expect(received).toEqual([]);
  });

  test("shows field errors with axe-core finding no violations, and sends nothing", async ({ page }) => {
    const received = await formService(page, "ok");
    await openContact(page);
    const requests = recordRequests(page);
    await contactFields(page).email.fill("a@b");
    await page.getByRole("button", { name: contact.submitLabel }).click();
    await expect(page.getByText(MESSAGES.email)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await requestsSoFar(page, requests)).toEqual([]);
    expect(received).toEqual([]);
  });
});
