// @ts-check
/**
 * The lead inbox's answers in Node (what they are: #shared/inbox/answers.mjs): the build's answer
 * pages loaded, and an answer sent.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { answerPages } from "#shared/inbox/answers.mjs";
import { routePath, SENT_OUTSIDE_AREA_PATH, SENT_PATH } from "#shared/paths.ts";

/** @typedef {import("#shared/inbox/answers.mjs").InboxPages} InboxPages */

/**
 * The answer pages of a build: its server bundle's renderers (app/entry.server.tsx exports them).
 * @param {string} buildDir @returns {Promise<InboxPages>}
 */
export async function loadInboxPages(buildDir) {
  const file = join(buildDir, "server", "index.js");
  try {
    const bundle = await import(pathToFileURL(file).href);
    return bundle.entry.module.inboxPages;
  } catch (error) {
    throw new Error(
      `the build's server bundle ${file} cannot be loaded (${error instanceof Error ? error.message : String(error)}): run npm run build, then npm start again`,
      { cause: error },
    );
  }
}

/**
 * The answer pages of a build's client folder: its confirmation pages as shells.
 * @param {string} clientDir @param {InboxPages} pages
 */
export function buildAnswerPages(clientDir, pages) {
  const file = (/** @type {string} */ path) =>
    readFileSync(join(clientDir, `${routePath(path)}.html`), "utf8");
  return answerPages({ sent: file(SENT_PATH), sentOutsideArea: file(SENT_OUTSIDE_AREA_PATH) }, pages);
}

/**
 * Sends an answer (its headers added to those already set).
 * @param {import("node:http").ServerResponse} res @param {import("#shared/inbox/answers.mjs").Answer} answer
 */
export function send(res, { status, headers, body }) {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(body);
}
