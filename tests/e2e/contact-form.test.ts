import type { Page } from "@playwright/test";
import { company, contact, contactForm } from "~/content/site";
import { START_CHOICES, UNSURE_BUDGET } from "#shared/contact/rules.ts";
import { contactFields, openContact } from "../support/contact-page";
import { expect, PHONE, quoted, recordRequests, requestsSoFar, test } from "../support/fixtures";
import { SPEC } from "../support/spec";

/** A select's lines in an ARIA snapshot: its label, then its options ("Choose one" chosen). */
const select = (label: string, options: readonly string[]) =>
  [
    `- text: ${label} (optional)`,
    `- combobox ${quoted(`${label} (optional)`)}:`,
    `  - option "Choose one" [selected]`,
    ...options.map((option) => `  - option ${quoted(option)}`),
  ].join("\n        ");

/**
 * Records each "invalid" event the page fires from now on (constraint validation fires it on every
 * invalid field), with the ValidityState flags that were set.
 */
async function recordInvalid(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { invalid: string[] };
    w.invalid = [];
    const flags = ["valueMissing", "typeMismatch", "patternMismatch", "tooLong", "customError"] as const;
    document.addEventListener(
      "invalid",
      (e) => {
        const field = e.target as HTMLInputElement;
        w.invalid.push(`${field.name}: ${flags.filter((flag) => field.validity[flag]).join(" ")}`);
      },
      { capture: true },
    );
  });
  return () => page.evaluate(() => (window as unknown as { invalid: string[] }).invalid);
}

test.describe("contact form, default build (no endpoint)", () => {
  test("has the four labelled fields as specified, then the optional ones (issue 26)", async ({ page }) => {
    await openContact(page);
    await expect(page.getByRole("form", { name: SPEC.formTitle.value })).toMatchAriaSnapshot(`
      - form ${quoted(SPEC.formTitle.value)}:
        - /children: equal
        - text: Full Name
        - textbox "Full Name"
        - text: Email Address
        - textbox "Email Address"
        - text: Phone Number (optional)
        - textbox "Phone Number (optional)"
        - text: Project Details
        - textbox "Project Details":
          - /placeholder: ${quoted(SPEC.messagePlaceholder.value)}
        ${select("Type of project", [...contactForm.services.map((s) => s.title), "Something else"])}
        - text: ${contactForm.postcodeLabel} (optional)
        - textbox ${quoted(`${contactForm.postcodeLabel} (optional)`)}
        ${select("When would you like to start?", START_CHOICES)}
        ${contactForm.budgets.length > 0 ? select("Budget", [...contactForm.budgets, UNSURE_BUDGET]) : ""}
        - button "Send Message"
        - paragraph:
          - text: ${quoted(contact.privacyNote.noEndpoint)}
          - link ${quoted(contact.privacyNote.linkLabel)}:
            - /url: /privacy
          - text: .
    `);
    const f = contactFields(page);
    await expect(f.name).toHaveAttribute("required");
    await expect(f.email).toHaveAttribute("type", "email");
    await expect(f.email).toHaveAttribute("required");
    await expect(f.phone).toHaveAttribute("type", "tel");
    await expect(f.phone).not.toHaveAttribute("required");
    await expect(f.message).toHaveAttribute("rows", String(SPEC.messageRows.value));
  });

  test("blocks an empty submit through the browser's own check, says why next to each required field and focuses the first", async ({
    page,
  }) => {
    await openContact(page);
    const requests = recordRequests(page);
    const invalid = await recordInvalid(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    expect(await invalid()).toEqual(["name: valueMissing", "email: valueMissing", "message: valueMissing"]);
    const f = contactFields(page);
    await expect(f.name).toHaveAttribute("aria-invalid", "true");
    await expect(f.email).toHaveAttribute("aria-invalid", "true");
    await expect(f.message).toHaveAttribute("aria-invalid", "true");
    await expect(f.phone).not.toHaveAttribute("aria-invalid");
    await expect(f.name).toBeFocused();
    await expect(page.getByText("Please enter your name.")).toBeVisible();
    await expect(page.getByText("Please enter your email address.")).toBeVisible();
    await expect(page.getByText("Please tell us about your project.")).toBeVisible();
    await expect(page.getByText(SPEC.notice.value.title)).toHaveCount(0);
    expect(await requestsSoFar(page, requests)).toEqual([]);
  });

  test("a double click on Send: one notice, no error under any field, every field cleared", async ({
    page,
  }) => {
    await openContact(page);
    const f = contactFields(page);
    await f.name.fill("Ada Lovelace");
    await f.email.fill("ada@example.com");
    await f.message.fill("A new porch, please.");
    const requests = recordRequests(page);
    await page.getByRole("button", { name: "Send Message" }).dblclick();
    await expect(page.getByRole("status").getByText(SPEC.notice.value.title)).toBeVisible();
    await expect(page.getByText(SPEC.notice.value.title)).toHaveCount(1);
    for (const field of Object.values(f)) {
      await expect(field).toHaveValue("");
      await expect(field).not.toHaveAttribute("aria-invalid");
    }
    await expect(page.getByText("Please enter your name.")).toHaveCount(0);
    expect(await requestsSoFar(page, requests)).toEqual([]);
  });

  for (const [email, found] of [
    ["not-an-email", "email: typeMismatch"],
    ["ada @example.com", "email: typeMismatch"],
    // Chromium's own check accepts a@b; our rule, handed to it with setCustomValidity, does not.
    ["a@b", "email: customError"],
  ] as const) {
    test(`blocks the email address ${JSON.stringify(email)} (Chromium finds ${found}) with our message`, async ({
      page,
    }) => {
      await openContact(page);
      const f = contactFields(page);
      await f.name.fill("Ada Lovelace");
      await f.email.fill(email);
      await f.message.fill("A new porch, please.");
      const requests = recordRequests(page);
      const invalid = await recordInvalid(page);
      await page.getByRole("button", { name: "Send Message" }).click();
      expect(await invalid()).toEqual([found]);
      await expect(f.email).toHaveAttribute("aria-invalid", "true");
      await expect(f.email).toHaveAccessibleDescription(
        "Please enter a valid email address, like name@example.com.",
      );
      await expect(f.email).toBeFocused();
      await expect(page.getByText(SPEC.notice.value.title)).toHaveCount(0);
      await expect(f.name).toHaveValue("Ada Lovelace");

      // Fixing it is enough: the same submit now passes the browser's check.
      await f.email.fill("ada@example.com");
      await expect(f.email).not.toHaveAttribute("aria-invalid");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText(SPEC.notice.value.title)).toBeVisible();
      expect(await invalid()).toEqual([found]);
      expect(await requestsSoFar(page, requests)).toEqual([]);
    });
  }

  for (const [phone, found, message] of [
    [
      "call me maybe",
      "phone: patternMismatch",
      "Please use only digits, spaces and + ( ) - . / in the phone number.",
    ],
    // Seven digits make a complete number (a local one without its area code); six do not.
    ["555-019", "phone: customError", "Please enter a complete phone number."],
  ] as const) {
    test(`blocks the phone number ${JSON.stringify(phone)} (Chromium finds ${found})`, async ({ page }) => {
      await openContact(page);
      const f = contactFields(page);
      await f.name.fill("Ada Lovelace");
      await f.email.fill("ada@example.com");
      await f.phone.fill(phone);
      await f.message.fill("A new porch, please.");
      const invalid = await recordInvalid(page);
      await page.getByRole("button", { name: "Send Message" }).click();
      expect(await invalid()).toEqual([found]);
      await expect(f.phone).toHaveAccessibleDescription(message);
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByText(SPEC.notice.value.title)).toHaveCount(0);
    });
  }

  test("accepts a seven-digit phone number", async ({ page }) => {
    await openContact(page);
    const f = contactFields(page);
    await f.name.fill("Ada Lovelace");
    await f.email.fill("ada@example.com");
    await f.phone.fill("555-0199");
    await f.message.fill("A new porch, please.");
    const invalid = await recordInvalid(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(SPEC.notice.value.title)).toBeVisible();
    expect(await invalid()).toEqual([]);
  });

  for (const [kind, viewport] of [
    ["desktop", undefined],
    ["phone", PHONE],
  ] as const) {
    test.describe(`on ${kind}`, () => {
      if (viewport) test.use({ viewport });

      test("a valid submit shows the notice, clears every field and sends nothing", async ({ page }) => {
        await openContact(page);
        const f = contactFields(page);
        await f.name.fill("Ada Lovelace");
        await f.email.fill("ada@example.com");
        await f.phone.fill("(555) 555-0199");
        await f.message.fill("We would like a quote for a kitchen remodel.");
        const requests = recordRequests(page);
        const invalid = await recordInvalid(page);
        await page.getByRole("button", { name: "Send Message" }).click();

        await expect(page.getByRole("status")).toMatchAriaSnapshot(`
          - status:
            - /children: equal
            - paragraph: ${quoted(SPEC.notice.value.title)}
            - paragraph: ${quoted(SPEC.notice.value.text)}
            - button "Dismiss"
        `);
        for (const field of Object.values(f)) await expect(field).toHaveValue("");
        expect(await invalid()).toEqual([]);
        expect(await requestsSoFar(page, requests)).toEqual([]);
      });
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("offers the phone number and email instead of a form that cannot work", async ({ page }) => {
      await page.goto("/contact");
      await expect(page.getByRole("textbox", { name: /Full Name/ })).toBeHidden();
      const section = page.getByRole("region", { name: SPEC.formTitle.value });
      await expect(section.getByRole("link", { name: company.phone })).toHaveAttribute(
        "href",
        `tel:${company.phoneE164}`,
      );
      await expect(section.getByRole("link", { name: company.email })).toHaveAttribute(
        "href",
        `mailto:${company.email}`,
      );
    });
  });
});
