// @ts-check
/**
 * The lead inbox's answers in Node (what they are: #shared/inbox/answers.mjs): the build's answer
 * pages loaded, and an answer sent.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { answerPages } from "#shared/inbox/answers.mjs";
import { pathIn, routePath, SENT_OUTSIDE_AREA_PATH, SENT_PATH } from "#shared/paths.ts";

/** @typedef {import("#shared/inbox/answers.mjs").InboxPages} InboxPages */
/**
 * What the inbox says in one language, its answer pages' renderers and its words, and what that
 * language's form offers (app/inbox-kit.ts).
 * @typedef {{ pages: InboxPages, words: import("#shared/inbox/words.mjs").InboxWords, form: import("#shared/contact/fields.ts").FormChoices }} InboxKit
 */

/**
 * The inbox's kit in each of the site's languages, from the build's one server bundle
 * (app/entry.server.tsx exports them).
 * @param {string} buildDir @param {readonly string[]} languages the site's, the first at the root
 * @returns {Promise<Record<string, InboxKit>>}
 */
export async function loadInboxKits(buildDir, languages) {
  const file = join(buildDir, "server", "index.js");
  try {
    // The build's own file, found at run time (Vite, which loads the build's tools, need not follow it).
    const bundle = await import(/* @vite-ignore */ pathToFileURL(file).href);
    /** @type {((language: string) => InboxKit) | undefined} */
    const kitIn = bundle.entry.module.inboxKitIn;
    if (typeof kitIn !== "function" || !Array.isArray(languages))
      throw new Error("it was built by an older version of the kit, without the inbox's kit");
    return Object.fromEntries(languages.map((language) => [language, kitIn(language)]));
  } catch (error) {
    throw new Error(
      `the build's server bundle ${file} cannot be loaded (${error instanceof Error ? error.message : String(error)}): run npm run build, then npm start again`,
      { cause: error },
    );
  }
}

/**
 * The answer pages of a build's client folder in one language: its confirmation pages in that
 * language as shells.
 * @param {string} clientDir @param {InboxKit} kit
 * @param {string} language @param {readonly string[]} languages the site's, the first at the root
 */
export function buildAnswerPages(clientDir, { pages, words }, language, languages) {
  const file = (/** @type {string} */ path) =>
    readFileSync(join(clientDir, `${routePath(pathIn(language, languages, path))}.html`), "utf8");
  return answerPages({ sent: file(SENT_PATH), sentOutsideArea: file(SENT_OUTSIDE_AREA_PATH) }, pages, words);
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
