import { readFileSync } from "node:fs";
import { join } from "node:path";

/** The workflow that publishes the site on Cloudflare after a push (.github/workflows/publish.yml). */
export const PUBLISH_WORKFLOW = join(import.meta.dirname, "..", "..", ".github", "workflows", "publish.yml");

export const publishWorkflow = () => readFileSync(PUBLISH_WORKFLOW, "utf8");

/**
 * The environment the workflow gives its steps from the repository's variables (`NAME: ${{ vars.X }}`),
 * by name: what the site's settings are read from in a run on GitHub.
 */
export const workflowVariables = (text = publishWorkflow()) =>
  [...text.matchAll(/^\s+([A-Z_]+): \$\{\{ vars\.([A-Z_]+) \}\}$/gm)].map(([, name, variable]) => ({
    name: name!,
    variable: variable!,
  }));
