/**
 * The 404 page as the server answers it. What a visitor sees of it, and what it logs, is
 * tests/e2e/not-found.test.ts's.
 */
import { expect, test } from "vitest";
import { fetchPage } from "../support/html";
import { servedOrigin } from "../support/site";

test("is not for search engines and answers HEAD with 404 too", async () => {
  const origin = servedOrigin("SITE_ORIGIN");
  const { status, document } = await fetchPage(origin, "/nowhere");
  expect(status).toBe(404);
  expect(
    [...document.head.querySelectorAll('meta[name="robots"]')].map((meta) => meta.getAttribute("content")),
  ).toEqual(["noindex"]);
  const head = await fetch(origin + "/nowhere", { method: "HEAD" });
  expect(head.status).toBe(404);
});
