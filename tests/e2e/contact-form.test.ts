import type { Page } from "@playwright/test";
import { company, contact, contactForm } from "~/content/site";
import { choicesOf, shows } from "#shared/contact/fields.ts";
import { LABELS, MESSAGES, REQUIRED } from "../support/form-rules";
import { contactCopy } from "../support/site-words.ts";
import { contactFields, openContact } from "../support/contact-page";
import { expect, PHONE, quoted, recordRequests, requestsSoFar, test } from "../support/fixtures";
import { SPEC } from "../support/spec";
import { CONTACT_PATH, PRIVACY_PATH } from "../support/paths";

/** An optional field's name: its label, then the form's word for optional. */
const optional = (label: string) => `${label} ${contactCopy.optional}`;

/** A select's lines in an ARIA snapshot: its label, then its options (the placeholder chosen). */
const select = (label: string, options: readonly string[]) =>
  [
    `- text: ${optional(label)}`,
    `- combobox ${quoted(optional(label))}:`,
    `  - option ${quoted(contactCopy.chooseOne)} [selected]`,
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
    await expect(page.getByRole("form", { name: contact.formTitle })).toMatchAriaSnapshot(`
      - form ${quoted(contact.formTitle)}:
        - /children: equal
        - text: ${LABELS.name}
        - textbox ${quoted(LABELS.name)}
        - text: ${LABELS.email}
        - textbox ${quoted(LABELS.email)}
        - text: ${optional(LABELS.phone)}
        - textbox ${quoted(optional(LABELS.phone))}
        - text: ${LABELS.message}
        - textbox ${quoted(LABELS.message)}:
          - /placeholder: ${quoted(contact.messagePlaceholder)}
        ${select(LABELS.service, choicesOf("service", contactForm))}
        - text: ${optional(contactForm.postcodeLabel)}
        - textbox ${quoted(optional(contactForm.postcodeLabel))}
        ${select(LABELS.start, choicesOf("start", contactForm))}
        ${shows("budget", contactForm) ? select(LABELS.budget, choicesOf("budget", contactForm)) : ""}
        - button ${quoted(contact.submitLabel)}
        - paragraph:
          - text: ${quoted(contact.privacyNote.noEndpoint)}
          - link ${quoted(contact.privacyNote.linkLabel)}:
            - /url: ${PRIVACY_PATH}
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
    await page.getByRole("button", { name: contact.submitLabel }).click();
    expect(await invalid()).toEqual(["name: valueMissing", "email: valueMissing", "message: valueMissing"]);
    const f = contactFields(page);
    await expect(f.name).toHaveAttribute("aria-invalid", "true");
    await expect(f.email).toHaveAttribute("aria-invalid", "true");
    await expect(f.message).toHaveAttribute("aria-invalid", "true");
    await expect(f.phone).not.toHaveAttribute("aria-invalid");
    await expect(f.name).toBeFocused();
    await expect(page.getByText(REQUIRED.name!)).toBeVisible();
    await expect(page.getByText(REQUIRED.email!)).toBeVisible();
    await expect(page.getByText(REQUIRED.message!)).toBeVisible();
    await expect(page.getByText(contact.success.title)).toHaveCount(0);
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
    await page.getByRole("button", { name: contact.submitLabel }).dblclick();
    await expect(page.getByRole("status").getByText(contact.success.title)).toBeVisible();
    await expect(page.getByText(contact.success.title)).toHaveCount(1);
    for (const field of Object.values(f)) {
      await expect(field).toHaveValue("");
      await expect(field).not.toHaveAttribute("aria-invalid");
    }
    await expect(page.getByText(REQUIRED.name!)).toHaveCount(0);
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
      await page.getByRole("button", { name: contact.submitLabel }).click();
      expect(await invalid()).toEqual([found]);
      await expect(f.email).toHaveAttribute("aria-invalid", "true");
      await expect(f.email).toHaveAccessibleDescription(MESSAGES.email);
      await expect(f.email).toBeFocused();
      await expect(page.getByText(contact.success.title)).toHaveCount(0);
      await expect(f.name).toHaveValue("Ada Lovelace");

      // Fixing it is enough: the same submit now passes the browser's check.
      await f.email.fill("ada@example.com");
      await expect(f.email).not.toHaveAttribute("aria-invalid");
      await page.getByRole("button", { name: contact.submitLabel }).click();
      await expect(page.getByText(contact.success.title)).toBeVisible();
      expect(await invalid()).toEqual([found]);
      expect(await requestsSoFar(page, requests)).toEqual([]);
    });
  }

  for (const [phone, found, message] of [
    ["call me maybe", "phone: patternMismatch", MESSAGES.phoneCharacters],
    // Seven digits make a complete number (a local one without its area code); six do not.
    ["555-019", "phone: customError", MESSAGES.phoneDigits],
  ] as const) {
    test(`blocks the phone number ${JSON.stringify(phone)} (Chromium finds ${found})`, async ({ page }) => {
      await openContact(page);
      const f = contactFields(page);
      await f.name.fill("Ada Lovelace");
      await f.email.fill("ada@example.com");
      await f.phone.fill(phone);
      await f.message.fill("A new porch, please.");
      const invalid = await recordInvalid(page);
      await page.getByRole("button", { name: contact.submitLabel }).click();
      expect(await invalid()).toEqual([found]);
      await expect(f.phone).toHaveAccessibleDescription(message);
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByText(contact.success.title)).toHaveCount(0);
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
    await page.getByRole("button", { name: contact.submitLabel }).click();
    await expect(page.getByText(contact.success.title)).toBeVisible();
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
        await page.getByRole("button", { name: contact.submitLabel }).click();

        await expect(page.getByRole("status")).toMatchAriaSnapshot(`
          - status:
            - /children: equal
            - paragraph: ${quoted(contact.success.title)}
            - paragraph: ${quoted(contact.success.text)}
            - button ${quoted(contact.notices.dismiss)}
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
      await page.goto(CONTACT_PATH);
      await expect(page.getByRole("textbox", { name: LABELS.name })).toBeHidden();
      const section = page.getByRole("region", { name: contact.formTitle });
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
