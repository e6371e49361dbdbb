/**
 * `npm run edit`'s repository of the working folder (./local-repository.ts), over a real HTTP
 * server on 127.0.0.1, asked as the editor's page (Sveltia CMS 0.221.1's github backend) asks: its
 * REST and GraphQL under /admin/api, with the Host, Origin, token and JSON the page sends. What the
 * owner sees is checked: the files in the folder, and the words of a refusal.
 */
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { spawnSync } from "node:child_process";
import type * as NodeFsPromises from "node:fs/promises";
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { filesUnder } from "../../tests/support/files";
import { writeStarterContent } from "../../tests/support/starter";
import { MAX_BODY } from "./backend";
import { MAX_PHOTO_MB } from "./paths";
import { localRepository, type LocalRepository } from "./local-repository";

/** While `disk.full`, a file written stops after its first bytes, as on a disk that fills up. */
const disk = vi.hoisted(() => ({ full: false }));
vi.mock("node:fs/promises", async (importOriginal) => {
  const fs = await importOriginal<typeof NodeFsPromises>();
  return {
    ...fs,
    writeFile: (async (...args: Parameters<typeof fs.writeFile>) => {
      if (!disk.full) return fs.writeFile(...args);
      await fs.writeFile(args[0], Buffer.from(args[1] as Buffer).subarray(0, 16));
      throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    }) as typeof fs.writeFile,
  };
});

const TOKEN = "a-token-made-at-this-start";
/** As the editor's configuration names the repository (./plugin.ts). */
const OWNER = "this-computer";
const REPO = "site";
const COMPANY = "app/content/company.json";
const PROJECTS = "app/content/projects";
const PHOTOS = "app/content/photos";
const DATA_FILES = ["company", "pages", "questions", "services", "testimonials"].map(
  (n) => `app/content/${n}.json`,
);
const STARTER_PROJECTS = [
  "luxury-residential-development",
  "modern-family-home",
  "victorian-house-renovation",
].map((slug) => `${PROJECTS}/${slug}.json`);

/** Git's SHA of a blob of these bytes, as Sveltia computes an upload's. */
const blobSha = (bytes: Buffer) =>
  createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
const image = (format: "png" | "jpeg", background = "#c60") => {
  const made = sharp({ create: { width: 4, height: 3, channels: 3, background } });
  return (format === "png" ? made.png() : made.jpeg()).toBuffer();
};

/** A temporary folder: the project, and the system's temporary folder while a test runs. */
let base: string;
let root: string;
let tmp: string;
let savedTmp: string | undefined;
let repository: LocalRepository;
let server: Server;
/** `127.0.0.1:<port>`: the server's own address, the Host and Origin the editor's page has. */
let host: string;

const company = () => JSON.parse(readFileSync(join(root, COMPANY), "utf8"));

/** Every file under the project and its bytes, by its path from the root. */
const snapshot = () => filesUnder(root);

/** The repository of the project at `root`, answered as scripts/edit.mjs's server answers it. */
async function start(options?: Parameters<typeof localRepository>[2]) {
  const local = await localRepository(root, TOKEN, options);
  const listening = createServer((req, res) => void local.handle(req, res, "/admin"));
  await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
  return { local, listening, host: `127.0.0.1:${(listening.address() as AddressInfo).port}` };
}
const stop = (listening: Server) =>
  new Promise<void>((resolve) => {
    listening.close(() => resolve());
    listening.closeAllConnections();
  });

beforeEach(async () => {
  base = mkdtempSync(join(tmpdir(), "local-repository-test-"));
  root = join(base, "project");
  tmp = join(base, "tmp");
  mkdirSync(tmp);
  // The private repository and its scratch indexes are made here, where the test sees them.
  savedTmp = process.env.TMPDIR;
  process.env.TMPDIR = tmp;
  writeStarterContent(join(root, "app/content"));
  writeFileSync(join(root, PHOTOS, "kitchen.jpg"), await image("jpeg", "#123"));
  // What else a project holds: none of it is the editor's.
  writeFileSync(join(root, "package.json"), '{ "name": "site" }\n');
  writeFileSync(join(root, ".env"), "SECRET=1\n");
  writeFileSync(join(root, "app/content/site.ts"), "export {};\n");
  writeFileSync(join(root, PHOTOS, "README.md"), "# Photos\n");
  mkdirSync(join(root, "app/content/es"));
  writeFileSync(join(root, "app/content/es/pages.json"), "{}\n");
  ({ local: repository, listening: server, host } = await start());
});
afterEach(async () => {
  disk.full = false;
  await stop(server);
  await repository.close();
  if (savedTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmp;
  rmSync(base, { recursive: true, force: true });
});

type Answer = {
  status: number;
  headers: IncomingHttpHeaders;
  bytes: Buffer;
  /** The body as JSON (the API's every answer is). */
  json: <T = { message?: string; errors?: unknown[] }>() => T;
};

/** A request with exactly these headers (node:http: fetch would not send a Host of our choosing). */
function send(
  method: string,
  path: string,
  headers: Record<string, string | undefined>,
  body?: string | Buffer,
  to = host,
) {
  const [hostname, port] = to.split(":");
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port: Number(port),
        method,
        path,
        setHost: false,
        headers: Object.fromEntries(
          Object.entries(headers).filter(([, value]) => value !== undefined),
        ) as Record<string, string>,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            bytes,
            json: <T>() => JSON.parse(bytes.toString("utf8")) as T,
          });
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** What the editor's page sends with a read: its own Host, no Origin (the browser sends none), the token. */
const ownGet = () => ({
  Host: host,
  Accept: "application/json",
  Authorization: `token ${TOKEN}`,
  "Sec-Fetch-Site": "same-origin",
});
/** What it sends with a GraphQL request (a POST): its exact Origin too, and JSON. */
const ownPost = () => ({
  ...ownGet(),
  Origin: `http://${host}`,
  "Content-Type": "application/json",
});

const rest = (path: string, headers: Record<string, string | undefined> = ownGet()) =>
  send("GET", `/admin/api/v3/repos/${OWNER}/${REPO}${path}`, headers);

type GraphQLAnswer<T> = { data?: T; errors?: { type?: string; message: string }[] };
/** A GraphQL request as Sveltia's fetchGraphQL sends it: the query on one line, its variables, JSON. */
async function graphql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string | undefined> = ownPost(),
) {
  const body = JSON.stringify({ query: query.replace(/\n\s*/g, " "), variables });
  const answer = await send("POST", "/admin/api/graphql", headers, body);
  return { status: answer.status, body: answer.json<GraphQLAnswer<T>>() };
}

/** github/commits.js: the branch's head, at load, every minute, before each save. */
const LAST_COMMIT = `
  query($owner: String!, $repo: String!, $branch: String!) {
    repository(owner: $owner, name: $repo) {
      ref(qualifiedName: $branch) {
        target {
          ... on Commit {
            history(first: 1) {
              nodes {
                oid
                message
              }
            }
          }
        }
      }
    }
  }
`;
type LastCommit = {
  repository: { ref: { target: { history: { nodes: { oid: string; message: string }[] } } } };
};
/** The branch's head as the editor asks for it (this request syncs the folder first). */
async function head() {
  const { body } = await graphql<LastCommit>(LAST_COMMIT, { owner: OWNER, repo: REPO, branch: "main" });
  return body.data!.repository.ref.target.history.nodes[0]!;
}

/** The paths of the files in the branch's tree, as the editor lists them. */
async function treeFiles() {
  const answer = await rest("/git/trees/main?recursive=1");
  expect(answer.status).toBe(200);
  const { tree } = answer.json<{ tree: { path: string; type: string; sha: string }[] }>();
  return tree.filter(({ type }) => type === "blob");
}

/** A file's text at the branch's head, or null. */
async function textAtHead(path: string) {
  const query = `query($owner: String!, $repo: String!) { repository(owner: $owner, name: $repo) {
    object(expression: ${JSON.stringify(`main:${path}`)}) { ... on Blob { text } } } }`;
  const { body } = await graphql<{ repository: { object: { text: string } | null } }>(query, {
    owner: OWNER,
    repo: REPO,
  });
  return body.data?.repository.object?.text ?? null;
}

type Save = { additions?: Record<string, Buffer>; deletions?: string[] };
type SaveAnswer = {
  createCommitOnBranch: {
    commit: { oid: string; committedDate: string } & Record<string, { oid: string }>;
  } | null;
};
/** github/commits.js: the save, and each written file's new SHA, as Sveltia sends it. */
function saveRequest(expectedHeadOid: string, { additions = {}, deletions = [] }: Save) {
  const paths = Object.keys(additions);
  const fileShaQuery = paths.map(
    (path, index) => `file_${index}: file(path: ${JSON.stringify(path)}) { oid }`,
  );
  const query = `
    mutation($input: CreateCommitOnBranchInput!) {
      createCommitOnBranch(input: $input) {
        commit {
          oid
          committedDate
          ${fileShaQuery.join(" ")}
        }
      }
    }
  `;
  const input = {
    branch: { repositoryNameWithOwner: `${OWNER}/${REPO}`, branchName: "main" },
    expectedHeadOid,
    fileChanges: {
      additions: paths.map((path) => ({ path, contents: additions[path]!.toString("base64") })),
      deletions: deletions.map((path) => ({ path })),
    },
    message: { headline: "Update Company “company”" },
  };
  return { query, variables: { input } };
}
async function save(expectedHeadOid: string, changes: Save, headers = ownPost()) {
  const { query, variables } = saveRequest(expectedHeadOid, changes);
  return graphql<SaveAnswer>(query, variables, headers);
}
/** company.json as Sveltia writes it (its own formatting: the folder gets the commit's bytes). */
const companyBytes = (data: object) => Buffer.from(`${JSON.stringify(data, null, 2)}\n`);

describe("npm run edit's repository, as the editor reads it", () => {
  it("lists exactly the editable files, each with the folder's bytes", async () => {
    const files = await treeFiles();
    expect(files.map(({ path }) => path).sort()).toEqual(
      [...DATA_FILES, ...STARTER_PROJECTS, `${PHOTOS}/kitchen.jpg`].sort(),
    );
    for (const { path, sha } of files) expect(sha, path).toBe(blobSha(readFileSync(join(root, path))));
    // A photo's bytes, as the editor reads them for a thumbnail.
    const photo = files.find(({ path }) => path === `${PHOTOS}/kitchen.jpg`)!;
    const raw = await rest(`/git/blobs/${photo.sha}`, { ...ownGet(), Accept: "application/vnd.github.raw" });
    expect(raw.status).toBe(200);
    expect(raw.bytes).toEqual(readFileSync(join(root, PHOTOS, "kitchen.jpg")));
    expect(await textAtHead(COMPANY)).toBe(readFileSync(join(root, COMPANY), "utf8"));
  });

  it("has nothing else of the project to give", async () => {
    for (const path of [
      "package.json",
      ".env",
      "app/content/site.ts",
      `${PHOTOS}/README.md`,
      "app/content/es/pages.json",
    ])
      expect(await textAtHead(path), path).toBeNull();
    expect(await textAtHead("../package.json")).toBeNull();
    expect((await rest(`/git/blobs/${blobSha(readFileSync(join(root, ".env")))}`)).status).toBe(404);
  });

  it("starts with one commit of the folder, and makes none while the folder stays the same", async () => {
    const first = await head();
    expect(first.message).toBe("The folder when the editor started");
    await treeFiles();
    expect(await head()).toEqual(first);
    expect(repository.api.commits).toEqual([]);
  });
});

describe("a save through the editor's API", () => {
  it("writes the commit's files into the folder, byte for byte, and is the next head", async () => {
    const before = snapshot();
    const { oid } = await head();
    const edited = companyBytes({ ...company(), tagline: "Builders since 2008" });
    const photo = await image("png");
    const { status, body } = await save(oid, {
      additions: { [COMPANY]: edited, [`${PHOTOS}/deck.png`]: photo },
      deletions: [`${PROJECTS}/victorian-house-renovation.json`],
    });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const commit = body.data!.createCommitOnBranch!.commit;
    expect(commit.file_0!.oid).toBe(blobSha(edited));
    expect(commit.file_1!.oid).toBe(blobSha(photo));

    expect(readFileSync(join(root, COMPANY))).toEqual(edited);
    expect(readFileSync(join(root, PHOTOS, "deck.png"))).toEqual(photo);
    expect(existsSync(join(root, PROJECTS, "victorian-house-renovation.json"))).toBe(false);
    const after = snapshot();
    const untouched = Object.keys(before).filter(
      (path) => path !== COMPANY && path !== `${PROJECTS}/victorian-house-renovation.json`,
    );
    expect(Object.keys(after).sort()).toEqual([...untouched, COMPANY, `${PHOTOS}/deck.png`].sort());
    for (const path of untouched) expect(after[path], path).toBe(before[path]);

    // The folder now is the save: the next request finds the save's commit as the head, none of its own.
    expect(await head()).toEqual({ oid: commit.oid, message: "Update Company “company”" });
    expect((await treeFiles()).map(({ path }) => path)).toContain(`${PHOTOS}/deck.png`);
    expect(repository.api.commits).toHaveLength(1);
  });

  it("takes the next save on the last one's head", async () => {
    const first = await save((await head()).oid, {
      additions: { [COMPANY]: companyBytes({ ...company(), tagline: "One" }) },
    });
    const second = await save(first.body.data!.createCommitOnBranch!.commit.oid, {
      additions: { [COMPANY]: companyBytes({ ...company(), tagline: "Two" }) },
    });
    expect(second.body.errors).toBeUndefined();
    expect(company().tagline).toBe("Two");
  });

  it("takes one of two saves made at once on the same head (two tabs): the other is stale", async () => {
    const { oid } = await head();
    const answers = await Promise.all(
      ["From one tab", "From another tab"].map((tagline) =>
        save(oid, { additions: { [COMPANY]: companyBytes({ ...company(), tagline }) } }),
      ),
    );
    const taken = answers.filter(({ body }) => !body.errors);
    expect(taken).toHaveLength(1);
    expect(answers.find(({ body }) => body.errors)!.body.errors![0]).toMatchObject({ type: "STALE_DATA" });
    expect(repository.api.commits).toHaveLength(1);
    const tagline = company().tagline;
    expect(["From one tab", "From another tab"]).toContain(tagline);
    expect(await textAtHead(COMPANY)).toBe(readFileSync(join(root, COMPANY), "utf8"));
  });

  it.each([
    [
      "a mistake the schema finds",
      async () => ({ additions: { [COMPANY]: companyBytes({ ...company(), email: "hello@" }) } }),
      "company.email: must be an email address",
    ],
    [
      "a photo that is not an image",
      async () => ({
        additions: { [`${PHOTOS}/page.jpg`]: Buffer.from("<!doctype html><script>x()</script>") },
      }),
      `a photo must be a JPEG, PNG, WebP or AVIF file: ${PHOTOS}/page.jpg`,
    ],
    [
      "a good file beside a photo that is not an image",
      async () => ({
        additions: {
          [`${PHOTOS}/deck.png`]: await image("png"),
          [COMPANY]: companyBytes({ ...company(), tagline: "Never written" }),
          [`${PHOTOS}/page.jpg`]: Buffer.from("<!doctype html>"),
        },
      }),
      `a photo must be a JPEG, PNG, WebP or AVIF file: ${PHOTOS}/page.jpg`,
    ],
    [
      "a file of the project outside the content",
      async () => ({ additions: { "package.json": Buffer.from('{ "scripts": { "postinstall": "x" } }') } }),
      "not a data file, a project or a photo: package.json",
    ],
    [
      "a path out of the content folder",
      async () => ({ additions: { "app/content/../x": Buffer.from("{}") } }),
      '"app/content/../x" is not a valid path.',
    ],
    [
      "a path out of the project",
      async () => ({ additions: { [`${PHOTOS}/../../../../x.jpg`]: await image("jpeg") } }),
      `"${PHOTOS}/../../../../x.jpg" is not a valid path.`,
    ],
    [
      "a path in git's own folder",
      async () => ({ additions: { ".git/hooks/post-commit": Buffer.from("#!/bin/sh") } }),
      '".git/hooks/post-commit" is not a valid path.',
    ],
    [
      "a language the site does not have",
      async () => ({
        additions: { "app/content/es/pages.json": readFileSync(join(root, "app/content/pages.json")) },
      }),
      "not a data file, a project or a photo: app/content/es/pages.json",
    ],
    [
      "a data file deleted",
      async () => ({ deletions: [COMPANY] }),
      `only photos and projects can be deleted: ${COMPANY}`,
    ],
  ] as const)(
    "refuses %s: the reason in its words, no commit, the folder untouched",
    async (_case, changes, why) => {
      const before = snapshot();
      const { oid } = await head();
      const { status, body } = await save(oid, await changes());
      expect(status).toBe(200);
      expect(body.errors).toHaveLength(1);
      expect(body.errors![0]!.message).toContain(why);
      expect(body.data).toEqual({ createCommitOnBranch: null });
      expect(repository.api.commits).toEqual([]);
      expect(snapshot()).toEqual(before);
      expect((await head()).oid).toBe(oid);
    },
  );
});

describe("the folder stays the truth", () => {
  it("shows a file changed by hand as a new head; a save on the old head is stale, and writes nothing", async () => {
    const before = await head();
    const byHand = `${JSON.stringify({ ...company(), tagline: "Changed by hand, a longer tagline" }, null, 2)}\n`;
    writeFileSync(join(root, COMPANY), byHand);
    writeFileSync(join(root, PHOTOS, "porch.jpg"), await image("jpeg", "#456"));
    unlinkSync(join(root, PROJECTS, "modern-family-home.json"));

    const after = await head();
    expect(after.oid).not.toBe(before.oid);
    expect(after.message).toBe("Changed in the folder");
    expect(await textAtHead(COMPANY)).toBe(byHand);
    const paths = (await treeFiles()).map(({ path }) => path);
    expect(paths).toContain(`${PHOTOS}/porch.jpg`);
    expect(paths).not.toContain(`${PROJECTS}/modern-family-home.json`);

    // The editor's save, from before the change by hand: refused as GitHub refuses it.
    const folder = snapshot();
    const stale = await save(before.oid, {
      additions: { [COMPANY]: companyBytes({ ...company(), tagline: "Stale" }) },
    });
    expect(stale.body.errors![0]).toMatchObject({
      type: "STALE_DATA",
      message: `Expected branch to point to "${before.oid}" but it did not. Pull and try again.`,
    });
    expect(snapshot()).toEqual(folder);
    // Saved again on the head it now reads: written.
    const again = await save(after.oid, {
      additions: { [COMPANY]: companyBytes({ ...company(), tagline: "Fresh" }) },
    });
    expect(again.body.errors).toBeUndefined();
    expect(company().tagline).toBe("Fresh");
  });

  it("on a full disk: the owner told so in words, nothing half-written, and the editor shows the folder", async () => {
    const before = snapshot();
    const { oid } = await head();
    const photo = await image("png");
    disk.full = true;
    const failed = await save(oid, { additions: { [`${PHOTOS}/deck.png`]: photo } });
    disk.full = false;
    expect(failed.body.errors![0]!.message).toBe(
      "deck.png was not saved: the disk is full; free some space on it, then save again",
    );
    expect(snapshot()).toEqual(before);
    // The branch stays where it was, so the editor says the reason above, not "changed by someone".
    expect((await head()).oid).toBe(oid);
    // The editor reads the folder, where the photo is not: it is not shown as saved.
    const paths = (await treeFiles()).map(({ path }) => path);
    expect(paths).not.toContain(`${PHOTOS}/deck.png`);
    // Saved again, once there is space: written.
    const again = await save((await head()).oid, { additions: { [`${PHOTOS}/deck.png`]: photo } });
    expect(again.body.errors).toBeUndefined();
    expect(readFileSync(join(root, PHOTOS, "deck.png"))).toEqual(photo);
  });
});

describe("what the folder holds, however it was changed", () => {
  it("sees a second change of the same size at the same time (a disk that keeps times to the second)", async () => {
    const at = new Date("2026-01-02T03:04:05Z");
    const withTagline = (tagline: string) => `${JSON.stringify({ ...company(), tagline }, null, 2)}\n`;
    writeFileSync(join(root, COMPANY), withTagline("First words, AAAA"));
    utimesSync(join(root, COMPANY), at, at);
    expect(await textAtHead(COMPANY)).toBe(withTagline("First words, AAAA"));
    writeFileSync(join(root, COMPANY), withTagline("First words, BBBB"));
    utimesSync(join(root, COMPANY), at, at);
    expect(await textAtHead(COMPANY)).toBe(withTagline("First words, BBBB"));
  });

  it("passes over a folder or a link named like a photo, and goes on answering", async () => {
    mkdirSync(join(root, PHOTOS, "folder.jpg"));
    symlinkSync(join(root, "package.json"), join(root, PHOTOS, "link.jpg"));
    const paths = (await treeFiles()).map(({ path }) => path);
    expect(paths).toContain(`${PHOTOS}/kitchen.jpg`);
    expect(paths).not.toContain(`${PHOTOS}/folder.jpg`);
    expect(paths).not.toContain(`${PHOTOS}/link.jpg`);
  });

  it("removes the copy an editor that was killed left, and keeps a running one's", async () => {
    const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
    const dead = join(tmp, "site-editor-killed");
    const running = join(tmp, "site-editor-running");
    for (const [folder, pid] of [
      [dead, child.stdout.toString()],
      [running, String(process.ppid)],
    ] as const) {
      mkdirSync(folder);
      writeFileSync(join(folder, "editor.pid"), pid);
    }
    const second = await localRepository(root, TOKEN);
    try {
      expect(existsSync(dead)).toBe(false);
      expect(existsSync(running)).toBe(true);
    } finally {
      await second.close();
    }
  });
});

describe("where it cannot make its copy", () => {
  it("says where, and what to do, in words", async () => {
    process.env.TMPDIR = join(base, "no-such-folder");
    await expect(localRepository(root, TOKEN)).rejects.toThrow(
      `npm run edit could not make its copy of your content in ${join(base, "no-such-folder")} (ENOENT): free some space there, or set TMPDIR to a folder it may write to`,
    );
  });
});

describe("only the editor's own page is answered", () => {
  /** A save that would send the leads elsewhere. */
  const hijack = async (headers: Record<string, string | undefined>) => {
    const { query, variables } = saveRequest((await repository.api.head()) ?? "", {
      additions: { [COMPANY]: companyBytes({ ...company(), email: "leads@attacker.example" }) },
    });
    return send("POST", "/admin/api/graphql", headers, JSON.stringify({ query, variables }));
  };

  it.each([
    // What any page can send without a preflight: fetch(..., { mode: "no-cors" }), a plain form.
    [
      "a page on another site, as text/plain",
      () => ({ Host: host, Origin: "https://evil.example", "Content-Type": "text/plain" }),
    ],
    [
      "another local page, guessing the token",
      () => ({ ...ownPost(), Origin: "http://localhost:3000", Authorization: "token guess" }),
    ],
    ["the editor's origin without the token", () => ({ ...ownPost(), Authorization: undefined })],
    ["the editor's origin with a wrong token", () => ({ ...ownPost(), Authorization: `token ${TOKEN}x` })],
    ["the editor's origin and token, as text/plain", () => ({ ...ownPost(), "Content-Type": "text/plain" })],
    [
      "the editor's origin and token, cross-site by the browser's word",
      () => ({ ...ownPost(), "Sec-Fetch-Site": "cross-site" }),
    ],
    ["a program with the token and no Origin", () => ({ ...ownPost(), Origin: undefined })],
    [
      "a DNS-rebound host name",
      () => {
        const rebound = `rebound.attacker.example:${host.split(":")[1]}`;
        return { ...ownPost(), Host: rebound, Origin: `http://${rebound}` };
      },
    ],
    ["the server under another name", () => ({ ...ownPost(), Host: `localhost:${host.split(":")[1]}` })],
  ] as const)("refuses %s: 403, nothing read, nothing written", async (_case, headers) => {
    const before = snapshot();
    const repositoryHead = await repository.api.head();
    // A change by hand the refused request must not even sync.
    writeFileSync(join(root, PHOTOS, "porch.jpg"), await image("jpeg", "#456"));
    const answer = await hijack(headers());
    expect(answer.status).toBe(403);
    expect(answer.json().message).toMatch(/^Refused: /);
    expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
    expect(repository.api.commits).toEqual([]);
    expect(await repository.api.head()).toBe(repositoryHead);
    expect(snapshot()).toEqual({ ...before, [`${PHOTOS}/porch.jpg`]: expect.any(String) });
    expect(company().email).not.toBe("leads@attacker.example");
  });

  it("refuses a read from another origin, another host or without the token", async () => {
    for (const headers of [
      { ...ownGet(), Origin: "https://evil.example" },
      { ...ownGet(), "Sec-Fetch-Site": "cross-site" },
      { ...ownGet(), Authorization: undefined },
      { ...ownGet(), Host: "rebound.attacker.example" },
    ]) {
      const answer = await rest("/git/trees/main?recursive=1", headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.bytes.toString()).not.toContain("company.json");
    }
  });

  it("answers no preflight and no other method", async () => {
    const preflight = await send("OPTIONS", "/admin/api/graphql", {
      Host: host,
      Origin: "https://evil.example",
      "Access-Control-Request-Method": "POST",
      "Access-Control-Request-Headers": "authorization, content-type",
    });
    expect(preflight.status).toBe(405);
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    expect(preflight.headers["access-control-allow-headers"]).toBeUndefined();
    expect(
      (await send("PUT", `/admin/api/v3/repos/${OWNER}/${REPO}/contents/x`, ownPost(), "{}")).status,
    ).toBe(405);
  });

  it("acts on the editor's own request", async () => {
    const answer = await hijack(ownPost());
    expect(answer.status).toBe(200);
    expect(answer.json().errors).toBeUndefined();
    expect(company().email).toBe("leads@attacker.example");
    // Its own page needs no cross-origin grant, so none is given (GitHub's own API gives one).
    expect(Object.keys(answer.headers).filter((name) => name.startsWith("access-control-"))).toEqual([]);
  });
});

describe("a request too large", () => {
  it("takes a save with a photo of the largest size the editor uploads, as base64 in JSON", () => {
    expect(MAX_BODY).toBeGreaterThan(Math.ceil((MAX_PHOTO_MB * 1024 * 1024) / 3) * 4 + 64 * 1024);
  });

  it("is answered 413 in words, and nothing is saved", async () => {
    const limit = 64 * 1024;
    const small = await start({ maxBody: limit });
    try {
      const headers = { ...ownPost(), Host: small.host, Origin: `http://${small.host}` };
      const before = snapshot();
      const oid = (await small.local.api.head())!;
      const big = Buffer.concat([await image("png"), Buffer.alloc(limit)]);
      const { query, variables } = saveRequest(oid, { additions: { [`${PHOTOS}/big.png`]: big } });
      const answer = await send(
        "POST",
        "/admin/api/graphql",
        headers,
        JSON.stringify({ query, variables }),
        small.host,
      );
      expect(answer.status).toBe(413);
      expect(answer.json()).toEqual({ message: "Too large: save fewer photos at once." });
      expect(small.local.api.commits).toEqual([]);
      expect(snapshot()).toEqual(before);
      // A save within the limit is taken.
      const fits = saveRequest(oid, { additions: { [`${PHOTOS}/small.png`]: await image("png") } });
      const taken = await send("POST", "/admin/api/graphql", headers, JSON.stringify(fits), small.host);
      expect(taken.json().errors).toBeUndefined();
      expect(existsSync(join(root, PHOTOS, "small.png"))).toBe(true);
    } finally {
      await stop(small.listening);
      await small.local.close();
    }
  });
});

describe("when the editor stops", () => {
  it("close() removes the private repository, and no scratch index is left", async () => {
    // Made by this test's start: the repository, in the temporary folder (the project's folder untouched).
    const made = readdirSync(tmp);
    expect(made).toHaveLength(1);
    expect(existsSync(join(tmp, made[0]!, "HEAD"))).toBe(true);
    expect(existsSync(join(root, ".git"))).toBe(false);
    await save((await head()).oid, { additions: { [`${PHOTOS}/deck.png`]: await image("png") } });
    expect(readdirSync(tmp)).toEqual(made);
    await repository.close();
    expect(readdirSync(tmp)).toEqual([]);
  });
});
