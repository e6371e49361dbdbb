/**
 * #shared/copy/owner.ts in a Vite bundle, in a language given: the Worker's build and the editor's
 * page (npm run edit) write in the owner's (neither has files to read company.json from when it
 * runs), and the unit tests pin English: the server's unit tests check the kit's behaviour in the
 * words they name, whatever the owner's language.
 */
import { join } from "node:path";
import type { Plugin } from "vite";
import type { Language } from "../shared/copy/languages.ts";

const ROOT = join(import.meta.dirname, "..");
const OWNER = "#shared/copy/owner.ts";

export function ownerWords(language: Language, root = ROOT): Plugin {
  // The language in the id and the name: Vitest's module cache tells plugins and modules apart by them.
  const id = `\0owner-words:${language}`;
  return {
    name: `owner-words:${language}`,
    enforce: "pre",
    resolveId: (source) => (source === OWNER ? id : undefined),
    load(loaded) {
      if (loaded !== id) return undefined;
      const words = join(root, "shared", "copy", language, "site.ts");
      return [
        `import * as ownerWords from ${JSON.stringify(words)};`,
        "export { ownerWords };",
        `export const OWNER_LANGUAGE = ${JSON.stringify(language)};`,
      ].join("\n");
    },
  };
}
