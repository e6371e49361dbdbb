/**
 * The editor on the live site (/admin/): Sveltia CMS from node_modules, bundled by the build
 * (../admin-bundle.ts) and configured by admin/config.json, which each build writes from the
 * content schema (../admin-config.ts). Signing in goes through the site's own /api/auth (GitHub);
 * each save is a commit to the owner's repository, which publishes the site. `npm run edit` serves
 * the same bundle with a configuration of its own folder (../plugin.ts).
 */
import CMS from "@sveltia/cms";
import type { CustomFieldControlProps } from "@sveltia/cms";
import type { ReactNode } from "react";
import { COPIES } from "#shared/copy/all.ts";
import type { Language } from "#shared/copy/languages.ts";
import { checkSave } from "./checks";
import { followPublishing } from "./live-status";
import { photoListControl, plain } from "./photo-list";

/** Sveltia's own React's `createElement`: a field must render with the React that renders it. */
type Render = (type: string, props?: object | null, ...children: ReactNode[]) => ReactNode;

/**
 * A save the schema refuses is not made: Sveltia shows the message of a `saving_failed` error's
 * cause in its save dialog (a contract of the pinned version, 0.221.1, tested end to end). A save
 * it takes is written as the build reads it (./checks.ts).
 */
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const checked = checkSave(String(entry.get("path")), plain(entry.get("data")));
    if ("problem" in checked) throw new Error("saving_failed", { cause: { message: checked.problem } });
    return entry.set("data", checked.data);
  },
});

/** A value the specification fixes: shown beside the owner's fields, never written. */
function Fixed({ field, forID }: CustomFieldControlProps) {
  const h = (window as unknown as { h: Render }).h;
  const value = plain(field.get("value" as never));
  const lines = (typeof value === "string" ? [value] : Array.isArray(value) ? value : []) as string[];
  return h(
    "ul",
    { id: forID, "aria-readonly": "true", style: { listStyle: "none", margin: 0, padding: 0 } },
    ...lines.map((line) => h("li", { key: line }, line)),
  );
}
CMS.registerFieldType("fixed", Fixed);

// Beside this page (/admin/config.json): a publish changes it, never the cached bundle.
const response = await fetch(new URL("config.json", document.baseURI), { cache: "no-store" });
// `language` (the owner's) and `publishing` (./live-status.ts) are ours, not Sveltia's.
const {
  language,
  publishing: _ours,
  ...config
} = (await response.json()) as {
  language: Language;
  publishing: unknown;
  backend: { repo: string; branch: string; api_root?: string };
};
const words = (COPIES[language] ?? COPIES.en).liveEditor;
CMS.registerFieldType("photo-list", photoListControl(window as never, words, config.backend) as never);
// The sign-in runs on whatever host serves this page (npm start, the Worker).
CMS.init({
  config: { ...config, backend: { ...config.backend, base_url: window.location.origin } },
} as never);
followPublishing(
  (listener) => CMS.registerEventListener({ name: "postSave", handler: listener }),
  config.backend,
  words,
);
