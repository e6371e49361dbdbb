// @ts-check
/**
 * The first step of `npm run build`: checks the owner's data files (app/content/*.json and a file
 * per project, app/content/projects/<slug>.json), then the whole content (app/content/site.ts,
 * which adds the fixed values) against the content schema and the build settings, and stops the
 * build, naming each field and what is wrong, before anything is built. Also says where the
 * contact form's requests go.
 */
import { runnerImport } from "vite";

// Vite loads the TypeScript modules; no config file: nothing of the site's build is needed here.
const load = async (/** @type {string} */ id) =>
  (await runnerImport(new URL(id, import.meta.url).pathname, { configFile: false, logLevel: "error" }))
    .module;

/** @type {typeof import("../tooling/content-check")} */
const { checkSite } = await load("../tooling/content-check.ts");
/** @type {typeof import("../tooling/content-files")} */
const { dataFilesProblems } = await load("../tooling/content-files.ts");

// The data files first, read as text: a file that is not JSON, or of the wrong shape, is named
// here rather than failing the content module's import with a bundler's stack trace.
const fileProblems = dataFilesProblems();
const { problems, notices } =
  fileProblems.length > 0
    ? { problems: fileProblems, notices: [] }
    : checkSite(
        /** @type {typeof import("../app/content/site")} */ (await load("../app/content/site.ts")).firstSite,
        process.env,
      );
if (problems.length > 0) {
  console.error(`The build stopped: fix ${problems.length === 1 ? "this" : "these"} first.`);
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error(
    "(Content is in app/content/*.json and app/content/projects/, edited with npm run edit, and app/content/site.ts; settings are environment variables, see the README.)",
  );
  process.exit(1);
}
for (const notice of notices) console.log(notice);
