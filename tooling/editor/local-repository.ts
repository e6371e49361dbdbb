/**
 * `npm run edit`'s repository: the editor (Sveltia CMS, the same as the live site's /admin/) speaks
 * GitHub's API, so this start keeps a private git repository of the working folder's editable files
 * (./backend.ts's editableFiles) and answers that API over it (./github-api.ts). The folder stays
 * the truth: before each request the repository takes what the folder holds now (a file changed by
 * hand is a commit of its own), and a save the checks take is committed there and written into the
 * folder. The repository is thrown away when the editor stops; the owner's own git history is
 * never touched.
 */
import { rmSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { changeRefusal, editableFiles, editorRequestProblem, MAX_BODY, writeChanges } from "./backend";
import { gitHubApi, oneAtATimeQueue, reply, requestOf, runGit, TooLarge, type GitHubApi } from "./github-api";
import { isRunning } from "../process-running";

export const LOCAL_BRANCH = "main";
/** The one who saves, as the editor shows them (nobody signs in to the local editor). */
const OWNER = { login: "owner", name: "Site owner", email: "owner@localhost" };

export type LocalRepository = {
  /** The GitHub-shaped API (its `commits`: the saves made in this start). */
  api: GitHubApi;
  /** `owner/name`, as the editor's configuration names the repository. */
  fullName: string;
  /** Takes what the folder holds now: a commit when it differs from the branch. */
  sync(): Promise<void>;
  /** Answers a request to the API (`prefix` before its /api/v3 and /api/graphql), after the guard's checks. */
  handle(req: IncomingMessage, res: ServerResponse, prefix: string): Promise<void>;
  close(): Promise<void>;
};

const PREFIX = "site-editor-";
const PID_FILE = "editor.pid";
const RACY_MS = 2000;

/** Copies left by editors that were killed (a closed terminal, a crash): each holds every photo. */
async function removeLeftovers() {
  for (const name of await readdir(tmpdir()).catch(() => [] as string[])) {
    if (!name.startsWith(PREFIX)) continue;
    const pid = Number(await readFile(join(tmpdir(), name, PID_FILE), "utf8").catch(() => ""));
    if (pid > 0 && pid !== process.pid && !isRunning(pid))
      await rm(join(tmpdir(), name), { recursive: true, force: true }).catch(() => {});
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * The private repository of the project at `root`; `token`: the one the editor's page is served;
 * `maxBody`: the largest request taken (the tests' is smaller).
 */
export async function localRepository(
  root: string,
  token: string,
  { maxBody = MAX_BODY }: { maxBody?: number } = {},
): Promise<LocalRepository> {
  await removeLeftovers();
  const gitDir = await mkdtemp(join(tmpdir(), PREFIX)).catch((error: NodeJS.ErrnoException) => {
    throw new Error(
      `npm run edit could not make its copy of your content in ${tmpdir()} (${error.code}): free some space there, or set TMPDIR to a folder it may write to`,
    );
  });
  // Whose it is: a copy left by an editor that was killed is removed by the next start.
  await writeFile(join(gitDir, PID_FILE), String(process.pid));
  // However the editor ends (Ctrl+C, a closed terminal): its copy goes with it.
  const removeOnExit = () => rmSync(gitDir, { recursive: true, force: true });
  process.once("exit", removeOnExit);
  const git = (args: string[], run?: Parameters<typeof runGit>[2]) => runGit(gitDir, args, run);
  await git(["init", "--quiet", "--bare"]);
  await git(["symbolic-ref", "HEAD", `refs/heads/${LOCAL_BRANCH}`]);
  const fullName = "this-computer/site";
  const exclusive = oneAtATimeQueue();

  /**
   * Each file's blob, kept while its size, times and inode are the same: a sync reads only what
   * changed. A file changed less than two seconds before is read again each time, as git does: a
   * disk that keeps times to the second would show a second change within it as none.
   */
  const blobs = new Map<string, { stamp: string; oid: string }>();
  let lastListing = "";

  async function syncNow() {
    const started = Date.now();
    const files = await editableFiles(root);
    const rows: string[] = [];
    const changed: string[] = [];
    const stamps = await Promise.all(
      files.map(async (path) => {
        const info = await stat(join(root, path)).catch(() => null);
        if (!info) return null;
        const settled = started - Math.max(info.mtimeMs, info.ctimeMs) > RACY_MS;
        return settled ? `${info.size}:${info.mtimeMs}:${info.ctimeMs}:${info.ino}` : "racy";
      }),
    );
    files.forEach((path, i) => {
      if (stamps[i] !== null && (stamps[i] === "racy" || blobs.get(path)?.stamp !== stamps[i]))
        changed.push(path);
    });
    if (changed.length > 0) {
      const oids = (
        await git(["hash-object", "-w", "--no-filters", "--stdin-paths"], {
          input: changed.map((path) => `${join(root, path)}\n`).join(""),
        })
      )
        .toString()
        .trim()
        .split("\n");
      changed.forEach((path, i) => {
        const index = files.indexOf(path);
        blobs.set(path, { stamp: stamps[index]!, oid: oids[i]! });
      });
    }
    files.forEach((path, i) => {
      const blob = blobs.get(path);
      if (stamps[i] !== null && blob) rows.push(`100644 ${blob.oid}\t${path}\0`);
    });
    const listing = rows.join("");
    if (listing === lastListing) return;
    const scratch = await mkdtemp(join(tmpdir(), `${PREFIX}index-`));
    try {
      const env = { GIT_INDEX_FILE: join(scratch, "index") };
      await git(["update-index", "-z", "--add", "--index-info"], { input: listing, env });
      const tree = (await git(["write-tree"], { env })).toString().trim();
      const head = (
        await git(["rev-parse", "-q", "--verify", `refs/heads/${LOCAL_BRANCH}`]).catch(() => null)
      )
        ?.toString()
        .trim();
      const headTree = head ? (await git(["rev-parse", `${head}^{tree}`])).toString().trim() : "";
      if (tree !== headTree) {
        const identity = {
          GIT_AUTHOR_NAME: OWNER.name,
          GIT_AUTHOR_EMAIL: OWNER.email,
          GIT_COMMITTER_NAME: OWNER.name,
          GIT_COMMITTER_EMAIL: OWNER.email,
        };
        const message = head ? "Changed in the folder\n" : "The folder when the editor started\n";
        const commit = (
          await git(["commit-tree", tree, ...(head ? ["-p", head] : [])], { input: message, env: identity })
        )
          .toString()
          .trim();
        await git(["update-ref", `refs/heads/${LOCAL_BRANCH}`, commit]);
      }
      lastListing = listing;
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }
  const sync = () => exclusive(syncNow);
  await sync();

  const api = gitHubApi({
    repo: gitDir,
    fullName,
    token,
    ...OWNER,
    // A long-running server keeps no log of requests (a save's photos are in them).
    record: false,
    exclusive,
    refusal: async (changes) => changeRefusal(root, changes),
    // A change by hand since the editor's last request is taken in first: a save made without
    // having seen it is stale, rather than written over it.
    beforeCommit: syncNow,
    // Written into the folder before the branch moves: a save the folder did not take is not made.
    committing: async (changes) => {
      try {
        await writeChanges(root, changes);
      } catch (error) {
        // Should part of it be in the folder (a rename refused half way), the next request takes
        // the folder as it is, so the editor never shows more than the folder holds.
        lastListing = "";
        throw error;
      }
    },
  });

  async function handle(req: IncomingMessage, res: ServerResponse, prefix: string) {
    const problem = editorRequestProblem(req, token);
    if (problem) {
      res.setHeader("connection", "close");
      return reply(res, json(problem.endsWith("only") ? 405 : 403, { message: `Refused: ${problem}.` }));
    }
    try {
      // Under the editor's own path, the API as a GitHub Enterprise Server has it.
      const request = await requestOf(req, `http://${req.headers.host}`, { strip: prefix, limit: maxBody });
      await sync();
      const answer = await api.handle(request);
      // GitHub lets any origin read its answers; the editor's own page needs no such grant.
      for (const name of [...answer.headers.keys()])
        if (name.startsWith("access-control-")) answer.headers.delete(name);
      await reply(res, answer);
    } catch (error) {
      if (error instanceof TooLarge) {
        res.setHeader("connection", "close");
        return reply(res, json(413, { message: "Too large: save fewer photos at once." }));
      }
      // Said in words, never a crash of the editor's server: a file the folder could not give.
      await reply(res, json(500, { message: error instanceof Error ? error.message : String(error) }));
    }
  }

  return {
    api,
    fullName,
    sync,
    handle,
    close: async () => {
      process.off("exit", removeOnExit);
      await rm(gitDir, { recursive: true, force: true });
    },
  };
}
