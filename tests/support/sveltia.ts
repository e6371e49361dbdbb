/**
 * The editor (Sveltia CMS 0.221.1: the live site's /admin/ and `npm run edit`'s, one bundle) as the
 * browser tests drive it: its lists of collections and entries, its forms, its save, and our photo
 * list inside a project's form (tests/e2e/editor.test.ts, tests/e2e/configured/editor-live.test.ts).
 */
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Nothing wider than the screen: a phone never scrolls sideways. */
export const fitsTheScreen = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

/** A collection in the editor's list of collections (its toolbar names the one open, too). */
export const collectionNamed = (page: Page, label: string) =>
  page.getByRole("tree", { name: "Collection List" }).getByText(label, { exact: true });

/** An entry (a file, a project) in the open collection's list. */
export const entryNamed = (page: Page, label: string) => page.getByText(label, { exact: true }).first();

/** The form's own Save button (Sveltia's, at the top of the form). */
export const save = (page: Page) => page.getByRole("button", { name: "Save", exact: true }).click();

/** The dialog Sveltia opens over the editor: why a save was not made, or a question to confirm. */
export const editorDialog = (page: Page) => page.getByRole("alertdialog").or(page.getByRole("dialog"));

/**
 * The field at a key path of the open form ("email", "privacy.kept", "services.4.title"), drawn and
 * in view. Sveltia draws a form's fields as they are scrolled to (a placeholder each until then):
 * the placeholders before it are scrolled to, first to last, until it is there.
 */
export async function fieldAt(page: Page, keyPath: string): Promise<Locator> {
  await page.evaluate(async (keyPath) => {
    const selector = `[data-key-path="${CSS.escape(keyPath)}"]`;
    // A frame or two for each placeholder drawn (a form has a few dozen), and for the form to come.
    for (let frame = 0; frame < 1000; frame++) {
      const field = document.querySelector(selector);
      if (field) return field.scrollIntoView({ block: "center" });
      const next = [...document.querySelectorAll(".placeholder")].find((p) => p.getClientRects().length > 0);
      next?.scrollIntoView({ block: "center" });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    throw new Error(`The open form has no field ${keyPath}.`);
  }, keyPath);
  return page.locator(`[data-key-path="${keyPath}"]`);
}

/**
 * The photo list of the open project's form (../../tooling/editor/admin/photo-list.ts), once drawn:
 * its element, by the id its "Add photos" input's is made from. `addPhotos`: that input's label.
 */
export async function photoList(page: Page, addPhotos: string): Promise<Locator> {
  const input = page.getByLabel(addPhotos);
  const id = await input.evaluate((element) => element.id.replace(/-add$/, ""));
  return page.locator(`#${id}`);
}

/**
 * The width of each photo's thumbnail in a photo list, in order, as loaded: a photo shows its own,
 * one that failed to load (an address no test reaches) 0.
 */
export const thumbnailWidths = (list: Locator) =>
  list
    .locator("li img")
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth));
