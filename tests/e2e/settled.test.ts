/**
 * The support the axe checks stand on (tests/support/fixtures.ts): `settled` waits out a page's
 * animations before colours are measured, including one cancelled on the way, as PhotoSwipe's
 * opening animation can be while axe switches the colour scheme (a run failed so, with "AbortError:
 * The user aborted a request").
 */
import { expect, settled, test } from "../support/fixtures";

test("waits out an animation cancelled on the way and the one that replaces it", async ({ page }) => {
  await page.setContent(`<div id="box" style="width:10px;height:10px;background:red"></div>`);
  const done = await page.evaluate(() => {
    const box = document.getElementById("box")!;
    const first = box.animate([{ opacity: 1 }, { opacity: 0 }], 2_000);
    // Cancelled while it runs, and replaced by a shorter one, as a viewer's animation is stopped.
    setTimeout(() => {
      first.cancel();
      box.animate([{ opacity: 0 }, { opacity: 1 }], 300).finished.then(() => (box.dataset.done = "yes"));
    }, 100);
    return box.dataset.done ?? "no";
  });
  expect(done).toBe("no");
  await settled(page);
  await expect(page.locator("#box")).toHaveAttribute("data-done", "yes");
});

test("leaves an animation that repeats forever running", async ({ page }) => {
  await page.setContent(`<div id="spinner"></div>`);
  await page.evaluate(() =>
    document
      .getElementById("spinner")!
      .animate([{ opacity: 1 }, { opacity: 0 }], { duration: 500, iterations: Infinity }),
  );
  await settled(page);
});
