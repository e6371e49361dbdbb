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
 * What the inbox says in one language, from that language's own build: its answer pages' renderers
 * and its words (app/inbox-kit.ts).
 * @typedef {{ pages: InboxPages, words?: import("#shared/inbox/words.mjs").InboxWords }} InboxKit
 */

/**
 * Where the build of another of the owner's languages leaves its server bundle, which carries that
 * language's words and content (tooling/build-end.ts).
 * @param {string} buildDir @param {string} language
 */
export const languageServerDir = (buildDir, language) => join(buildDir, "server", "languages", language);

/**
 * The answer pages of a build: its server bundle's renderers (app/entry.server.tsx exports them).
 * @param {string} buildDir @returns {Promise<InboxPages>}
 */
export async function loadInboxPages(buildDir) {
  return (await loadKit(join(buildDir, "server"))).pages;
}

/**
 * The inbox kits of each of the owner's other languages (the first's words are this process's own).
 * @param {string} buildDir @param {readonly string[]} languages the site's, the first at the root
 * @returns {Promise<Record<string, InboxKit>>}
 */
export async function loadLanguageKits(buildDir, languages) {
  const kits = await Promise.all(
    languages
      .slice(1)
      .map(async (language) => [language, await loadKit(languageServerDir(buildDir, language))]),
  );
  return Object.fromEntries(kits);
}

/** @param {string} serverDir @returns {Promise<Required<InboxKit>>} */
async function loadKit(serverDir) {
  const file = join(serverDir, "index.js");
  try {
    // The build's own file, found at run time (Vite, which loads the build's tools, need not follow it).
    const bundle = await import(/* @vite-ignore */ pathToFileURL(file).href);
    return { pages: bundle.entry.module.inboxPages, words: bundle.entry.module.inboxWords };
  } catch (error) {
    throw new Error(
      `the build's server bundle ${file} cannot be loaded (${error instanceof Error ? error.message : String(error)}): run npm run build, then npm start again`,
      { cause: error },
    );
  }
}

/**
 * The answer pages of a build's client folder in one language: its confirmation pages in that
 * language as shells (the first language's without one).
 * @param {string} clientDir @param {InboxKit} kit
 * @param {string} [language] @param {readonly string[]} [languages]
 */
export function buildAnswerPages(clientDir, { pages, words }, language = "", languages = [language]) {
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
