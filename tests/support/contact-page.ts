import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { LABELS, PHOTO_LABEL } from "./form-rules";
import { contact } from "~/content/site";
import { escapeRegex } from "../../tooling/nginx-locations";
import { CONTACT_PATH } from "./paths";

/** The contact form's four fields, by role and label. */
export const contactFields = (page: Page) => ({
  name: page.getByRole("textbox", { name: LABELS.name }),
  email: page.getByRole("textbox", { name: LABELS.email }),
  phone: page.getByRole("textbox", { name: LABELS.phone }),
  message: page.getByRole("textbox", { name: LABELS.message }),
});

/** The form's photo field, by its label (its hint follows the label). */
export const photosField = (page: Page) => page.getByLabel(new RegExp(`^${escapeRegex(PHOTO_LABEL)}`));

/**
 * Waits until React has taken over the form: it then checks the fields itself (`novalidate`). With
 * an inbox the button is enabled before that, as the form also posts without JavaScript, so a click
 * that comes too early is the browser's own post, not the page's.
 */
export const formHydrated = (page: Page) => expect(page.getByRole("form")).toHaveAttribute("novalidate", "");

/** Opens the contact page and waits for React to hydrate the form (its button is enabled then). */
export async function openContact(page: Page) {
  await page.goto(CONTACT_PATH);
  await expect(page.getByRole("button", { name: contact.submitLabel })).toBeEnabled();
}
