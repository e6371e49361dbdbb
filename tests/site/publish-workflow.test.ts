/**
 * The workflow an owner's repository on GitHub runs after each push (.github/workflows/publish.yml):
 * valid for GitHub Actions (actionlint, the linter GitHub's own docs point to, here compiled to
 * WebAssembly: no Go, no network), on the content branch only, once the owner has set it up, with
 * only the project's own commands, the token only where the deploy needs it, and every setting of
 * the site on Cloudflare from the repository's variables. (The deploy as the workflow runs it:
 * scripts/cloudflare-deploy.test.ts. It has not run on GitHub itself: no outside host from here.)
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { PUBLISH_WORKFLOW, publishWorkflow, workflowVariables } from "../support/publish-workflow";
import { ROOT } from "../support/site";
import { photoCacheDir } from "../../tooling/photo-cache";

const ACTIONLINT = join(ROOT, "node_modules", "@tktco", "node-actionlint", "bin", "node-actionlint.js");
const lint = (file: string) => {
  const result = spawnSync(process.execPath, [ACTIONLINT, file], { encoding: "utf8" });
  return { status: result.status, output: result.stdout + result.stderr };
};

const scratch = mkdtempSync(join(tmpdir(), "site-workflow-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the publish workflow", () => {
  test("passes actionlint, which refuses a broken copy of it", () => {
    expect(lint(PUBLISH_WORKFLOW)).toMatchObject({ status: 0 });
    const broken = join(scratch, "publish.yml");
    writeFileSync(broken, publishWorkflow().replace("runs-on: ubuntu-24.04", "runs-on: ubuntu-2404"));
    const refused = lint(broken);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('label "ubuntu-2404" is unknown');
  });

  test("runs on a push to CONTENT_BRANCH (main unless set), once CLOUDFLARE_ACCOUNT_ID is set, one run at a time", () => {
    const text = publishWorkflow();
    expect(text).toMatch(/^on:\n {2}push:\n/m);
    // The branch by its full name: a tag named "main" is not the content branch.
    expect(text).toContain(
      "if: vars.CLOUDFLARE_ACCOUNT_ID != '' && github.ref == format('refs/heads/{0}', vars.CONTENT_BRANCH || 'main')",
    );
    // On the job, which only a push to the content branch reaches: a skipped run of another branch
    // never takes a waiting publish's place in the group.
    expect(text).not.toMatch(/^concurrency:/m);
    expect(text).toMatch(/^ {4}concurrency:\n {6}group: publish\n {6}cancel-in-progress: false$/m);
    // Never code from a fork's pull request with the repository's secrets.
    expect(text).not.toMatch(/pull_request/);
    expect(text).toMatch(/^permissions:\n {2}contents: read$/m);
  });

  test("runs the project's own commands only, on the Node.js the project asks for", () => {
    const text = publishWorkflow();
    const runs = [...text.matchAll(/^\s+run: (.+)$/gm)].map((m) => m[1]!);
    expect(runs).toEqual(["npm ci", "npm run cloudflare:deploy", "npm run photo-cache -- --prune"]);
    const scripts = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: object })
      .scripts;
    for (const run of runs.slice(1))
      expect(Object.keys(scripts)).toContain(/^npm run ([\w:-]+)/.exec(run)![1]);
    expect(text).toContain("node-version-file: .nvmrc");
  });

  test("keeps the photo cache between runs, where the build looks for it", () => {
    const cache = relative(ROOT, photoCacheDir({}));
    expect(publishWorkflow()).toContain(`uses: actions/cache@v5\n        with:\n          path: ${cache}\n`);
  });

  test("hands the API token to the deploy's step only, and keeps no Git credential on the runner", () => {
    const text = publishWorkflow();
    const from = text.indexOf("run: npm run cloudflare:deploy");
    const deployStep = text.slice(from, text.indexOf("\n      - ", from));
    expect([...text.matchAll(/secrets\.[A-Z_]+/g)].map((m) => m[0])).toEqual([
      "secrets.CLOUDFLARE_API_TOKEN",
    ]);
    expect(deployStep).toContain("CLOUDFLARE_API_TOKEN: ${{ secrets.CLOUDFLARE_API_TOKEN }}");
    expect(text).toContain("persist-credentials: false");
  });

  test("builds the editor at /admin/ for this repository and the content branch it publishes", () => {
    const text = publishWorkflow();
    expect(text).toContain("CONTENT_REPO: ${{ vars.CONTENT_REPO || github.repository }}");
    expect(text).toContain("CONTENT_BRANCH: ${{ vars.CONTENT_BRANCH || 'main' }}");
  });

  test("reads each setting of the site on Cloudflare from the repository's variable of its name", () => {
    const variables = workflowVariables();
    for (const { name, variable } of variables) expect(variable).toBe(name);
    // The inbox's settings on Cloudflare as docs/deploy.md's table lists them, and the build's.
    const guide = readFileSync(join(ROOT, "docs", "deploy.md"), "utf8");
    const table = guide.slice(guide.indexOf("**The inbox's settings**"), guide.indexOf("### What it costs"));
    const documented = [...table.matchAll(/^\| `([A-Z_]+)`/gm)].map((m) => m[1]!);
    expect(documented).toContain("LEADS_NOTIFY_TO");
    expect(variables.map(({ name }) => name).sort()).toEqual(
      [...documented, "SITE_URL", "SELF_HOST_IMAGES", "CLOUDFLARE_ACCOUNT_ID"].sort(),
    );
  });
});
