/**
 * What the inbox says in the language this module is built in: the answer pages' renderers (the
 * contact page's own components, with this language's words and the owner's content in it) and its
 * words. Each language's build carries its own: npm start loads it from that build's server bundle
 * (app/entry.server.tsx), the Worker bundles one per language (tooling/cloudflare-build.ts).
 */
export { inboxPages } from "./inbox-pages";
export { inboxWords } from "#shared/inbox/words.mjs";
