/**
 * The stand-in for api.github.com (tests/support/github-api.ts) answers what Sveltia CMS 0.221.1's
 * github backend sends, word for word (its queries below, checked against the installed package's
 * source map), from a real bare repository: the SHAs are git's, a save is one real commit whose files
 * git returns byte for byte, a stale head commits nothing and is refused as GitHub refuses it.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Route } from "@playwright/test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { gitHubApi, serveGitHubApi, type GitHubApi } from "../support/github-api";

const OWNER = "ridgeline-builders";
const REPO = "site";
const TOKEN = "gho_standin0token0for0the0tests";
const LOGIN = "ridgeline-owner";
const USER = { name: "Dana Ridge", email: "dana@ridgeline.test", id: 4242 };
const HELPER = { name: "Helper", email: "helper@elsewhere.test" };
const COMPANY = "app/content/company.json";
const PROJECT = "app/content/projects/kitchen remodel.json";
const PHOTO = "public/photos/kitchen.jpg";

/**
 * Sveltia CMS 0.221.1's GraphQL, word for word from its sources (`${…}` kept as in the source, filled
 * in by `fill` with what Sveltia puts there); the first test finds each in the installed package.
 */
const SVELTIA = {
  /** github/repository.js: the default branch, when none is configured. */
  defaultBranch: {
    file: "repository.js",
    text: `
  query($owner: String!, $repo: String!) {
    repository(owner: $owner, name: $repo) {
      defaultBranchRef {
        name
      }
    }
  }
`,
  },
  /** github/commits.js: the branch's head, at load, every minute, before each save. */
  lastCommit: {
    file: "commits.js",
    text: `
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
`,
  },
  /** github/graphql.js: the wrapper of every aliased batch, and each alias. */
  aliased: {
    file: "graphql.js",
    text: `
    query($owner: String!, $repo: String!\${branchVar}) {
      repository(owner: $owner, name: $repo) {
        \${innerQuery}
      }
    }
  `,
  },
  alias: { file: "graphql.js", text: "`${alias}_${index}: ${fragment}`" },
  /** github/files.js: an entry's or config file's text. */
  contents: {
    file: "files.js",
    text: "`object(oid: ${JSON.stringify(sha)}) { ... on Blob { text isTruncated } }`",
  },
  /** github/files.js: each file's last commit, the slow second pass. */
  metadata: {
    file: "files.js",
    text: `
  ref(qualifiedName: $branch) {
    target {
      ... on Commit {
        history(first: 1, path: \${JSON.stringify(path)}) {
          nodes {
            author {
              name
              email
              user {
                id: databaseId
                login
              }
            }
            committedDate
          }
        }
      }
    }
  }
`,
  },
  /** github/commits.js: the History panel's. */
  history: {
    file: "commits.js",
    text: `
      ref(qualifiedName: $branch) {
        target {
          ... on Commit {
            history(first: 100, path: \${JSON.stringify(path)}) {
              nodes {
                oid
                author {
                  name
                  email
                  avatarUrl
                  user { login }
                }
                committedDate
              }
            }
          }
        }
      }
    `,
  },
  /** github/commits.js: the save, and each written file's new SHA. */
  commit: {
    file: "commits.js",
    text: `
    mutation($input: CreateCommitOnBranchInput!) {
      createCommitOnBranch(input: $input) {
        commit {
          oid
          committedDate
          \${fileShaQuery}
        }
      }
    }
  `,
  },
  fileSha: { file: "commits.js", text: "`file_${index}: file(path: ${JSON.stringify(path)}) { oid }`" },
  /** github/deployment.js: the branch's head for the deploy state, and the deploy lookups per commit. */
  branchHead: {
    file: "deployment.js",
    text: `
      query($owner: String!, $repo: String!, $branch: String!) {
        repository(owner: $owner, name: $repo) {
          ref(qualifiedName: $branch) {
            target {
              ... on Commit {
                oid
              }
            }
          }
        }
      }
    `,
  },
  deployCommit: {
    file: "deployment.js",
    text: "`object(oid: ${JSON.stringify(sha)}) { ... on Commit { ${selection} } }`",
  },
  deployStatus: {
    file: "deployment.js",
    text: "'status { contexts { context state targetUrl description } }'",
  },
  deployments: {
    file: "deployment.js",
    text: `\`deployments(
      last: \${MAX_ITEMS.deployments}
      orderBy: { field: CREATED_AT, direction: ASC }
    ) {
      nodes {
        environment
        latestStatus {
          state
          environmentUrl
          description
        }
      }
    }\``,
  },
  checks: {
    file: "deployment.js",
    text: `\`checkSuites(last: \${MAX_ITEMS.checkSuites}) {
      nodes {
        checkRuns(last: \${MAX_ITEMS.checkRuns}) {
          nodes {
            name
            status
            conclusion
            detailsUrl
            summary
          }
        }
      }
    }\``,
  },
};

/** A fixture's text with each `${expression}` replaced by its value; quotes of a one-line literal off. */
function fill(fixture: { text: string }, values: Record<string, string | number> = {}) {
  const text = fixture.text.replace(/^[`']|[`']$/g, "");
  return text.replace(/\$\{([^}]+)\}/g, (_, expression: string) => {
    if (!(expression in values)) throw new Error(`No value for \${${expression}}`);
    return String(values[expression]);
  });
}

/** github/graphql.js's buildAliasedQuery: one aliased fragment per item, in one query. */
const aliased = (alias: string, fragments: string[], useBranch = false) =>
  fill(SVELTIA.aliased, {
    branchVar: useBranch ? ", $branch: String!" : "",
    innerQuery: fragments
      .map((fragment, index) => fill(SVELTIA.alias, { alias, index, fragment }))
      .join("\n"),
  });

const MAX_ITEMS = { "MAX_ITEMS.deployments": 10, "MAX_ITEMS.checkSuites": 10, "MAX_ITEMS.checkRuns": 20 };
const deploySelection = [
  fill(SVELTIA.deployStatus),
  fill(SVELTIA.deployments, MAX_ITEMS),
  fill(SVELTIA.checks, MAX_ITEMS),
].join("\n");

type GraphQLAnswer<T> = {
  data?: T;
  errors?: { type?: string; message: string; path?: (string | number)[] }[];
};
type Send = (request: Request) => Promise<Response>;
type Actor = { name: string; email: string; user: { id?: number; login: string } | null };
type History<N> = { target: { history: { nodes: N[] } } } | null;

/**
 * As Sveltia's fetchGraphQL sends it (shared/api.js, utils/networking.js): the query on one line,
 * `owner`, `repo` and `branch` added when the text names them, JSON, `Authorization: token`.
 */
async function sveltiaGraphQL<T>(
  send: Send,
  endpoint: string,
  query: string,
  variables: Record<string, unknown> = {},
  token = TOKEN,
) {
  const sent = query.replace(/\n\s*/g, " ");
  for (const [key, value] of Object.entries({ owner: OWNER, repo: REPO, branch: "main" })) {
    if (sent.includes(`$${key}`)) variables[key] ??= value;
  }
  const response = await send(
    new Request(endpoint, {
      method: "POST",
      headers: {
        Authorization: `token ${token}`,
        Accept: "application/json",
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ query: sent, variables }),
    }),
  );
  return { status: response.status, body: (await response.json()) as GraphQLAnswer<T> };
}

const GRAPHQL = "https://api.github.com/graphql";
const REST = "https://api.github.com";

const get = (api: GitHubApi, path: string, headers: Record<string, string> = {}) =>
  api.handle(
    new Request(`${REST}${path}`, {
      headers: { Authorization: `token ${TOKEN}`, Accept: "application/json", ...headers },
    }),
  );

/** The shell's git variables left out (a hook's GIT_DIR would send every command elsewhere). */
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("GIT_")));

function run(args: string[], extra: Record<string, string> = {}, input?: Buffer) {
  const result = spawnSync("git", args, { env: { ...env, ...extra }, input });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr.toString()}`);
  return result.stdout;
}
const git = (gitDir: string, args: string[], extra: Record<string, string> = {}) =>
  run(["--git-dir", gitDir, ...args], extra);
const gitText = (gitDir: string, ...args: string[]) => git(gitDir, args).toString().trim();
const hashOf = (bytes: Buffer) => run(["hash-object", "--stdin"], {}, bytes).toString().trim();
const exists = (gitDir: string, spec: string) =>
  spawnSync("git", ["--git-dir", gitDir, "cat-file", "-e", spec], { env }).status === 0;

const companyText = `${JSON.stringify({ name: "Ridgeline Builders", phone: "+1 555 0100" }, null, 2)}\n`;
const companyEdited = `${JSON.stringify({ name: "Ridgeline Builders", phone: "+1 555 0199" }, null, 2)}\n`;
/** A photo's bytes: binary (a NUL and high bytes), so a text path anywhere would spoil them. */
const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), randomBytes(4096)]);

let folder: string;
/** The owner's repository, bare, as on GitHub. */
let bare: string;
/** The first commit (the owner's: company, project, photo) and the second (a helper's: company). */
let first: string;
let second: string;

/** Two commits on `main`, made in a clone and pushed as GitHub would hold them. */
function makeRepository() {
  folder = mkdtempSync(join(tmpdir(), "github-api-test-"));
  const work = join(folder, "work");
  const workGit = join(work, ".git");
  run(["init", "-q", "-b", "main", work]);
  const write = (path: string, data: string | Buffer) => {
    mkdirSync(dirname(join(work, path)), { recursive: true });
    writeFileSync(join(work, path), data);
  };
  const commit = (who: { name: string; email: string }, date: string, message: string) => {
    const identity = {
      GIT_AUTHOR_NAME: who.name,
      GIT_AUTHOR_EMAIL: who.email,
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_NAME: who.name,
      GIT_COMMITTER_EMAIL: who.email,
      GIT_COMMITTER_DATE: date,
    };
    git(workGit, ["--work-tree", work, "add", "-A"]);
    git(
      workGit,
      ["--work-tree", work, "-c", "commit.gpgsign=false", "commit", "-q", "-m", message],
      identity,
    );
    return gitText(workGit, "rev-parse", "HEAD");
  };
  write(COMPANY, companyText);
  write(PROJECT, `{"title":"Kitchen remodel"}\n`);
  write(PHOTO, photo);
  first = commit(USER, "2026-03-01T09:00:00+01:00", "Start the site\n\nThe starter's content.");
  write(COMPANY, companyEdited);
  second = commit(HELPER, "2026-03-02T17:30:00-05:00", "Update Company “company”");
  bare = join(folder, "repo.git");
  run(["clone", "-q", "--bare", work, bare]);
}

const options = () => ({ repo: bare, fullName: `${OWNER}/${REPO}`, token: TOKEN, login: LOGIN, ...USER });

/** The mutation as Sveltia sends it for these additions (text or bytes) and deletions. */
function saveQuery(additions: { path: string }[]) {
  const fileShaQuery = additions
    .map(({ path }, index) => fill(SVELTIA.fileSha, { index, "JSON.stringify(path)": JSON.stringify(path) }))
    .join(" ");
  return fill(SVELTIA.commit, { fileShaQuery });
}
function saveInput(
  expectedHeadOid: string,
  additions: { path: string; data: string | Buffer }[],
  deletions: string[],
  headline = "Update Company “company” +2",
) {
  return {
    input: {
      branch: { repositoryNameWithOwner: `${OWNER}/${REPO}`, branchName: "main" },
      expectedHeadOid,
      fileChanges: {
        additions: additions.map(({ path, data }) => ({
          path,
          contents: Buffer.from(data).toString("base64"),
        })),
        deletions: deletions.map((path) => ({ path })),
      },
      message: { headline },
    },
  };
}

type SaveAnswer = {
  createCommitOnBranch: {
    commit: { oid: string; committedDate: string } & Record<string, { oid: string }>;
  } | null;
};
type LastCommit = {
  repository: { ref: { target: { history: { nodes: { oid: string; message: string }[] } } } };
};

let api: GitHubApi;
beforeEach(() => {
  makeRepository();
  api = gitHubApi(options());
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe("a stand-in for api.github.com, as Sveltia CMS 0.221.1's github backend uses it", () => {
  it("is asked Sveltia 0.221.1's own queries: each fixture is in the installed package's sources", () => {
    const cms = new URL("../../node_modules/@sveltia/cms/", import.meta.url).pathname;
    expect(JSON.parse(readFileSync(join(cms, "package.json"), "utf8")).version).toBe("0.221.1");
    const map = JSON.parse(readFileSync(join(cms, "npm/index.js.map"), "utf8")) as {
      sources: string[];
      sourcesContent: string[];
    };
    const source = (file: string) =>
      map.sourcesContent[map.sources.indexOf(`../../src/lib/services/backends/git/github/${file}`)] ?? "";
    for (const [name, { file, text }] of Object.entries(SVELTIA)) {
      expect(source(file), `${name} in github/${file}`).toContain(text);
    }
  });

  it("says who the token is, and that they may write to the repository", async () => {
    const user = await get(api, "/user");
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({
      id: USER.id,
      login: LOGIN,
      name: USER.name,
      email: USER.email,
      avatar_url: "",
      html_url: `https://github.com/${LOGIN}`,
    });
    // github/repository.js: only `ok` is read; GitHub answers 204.
    const access = await get(api, `/repos/${OWNER}/${REPO}/collaborators/${encodeURIComponent(LOGIN)}`);
    expect(access.status).toBe(204);
    const stranger = await get(api, `/repos/${OWNER}/${REPO}/collaborators/someone-else`);
    expect([stranger.status, await stranger.json()]).toEqual([404, { message: "Not Found" }]);
    const other = await get(api, `/repos/${OWNER}/another/collaborators/${LOGIN}`);
    expect([other.status, await other.json()]).toEqual([404, { message: "Not Found" }]);
    const repository = await get(api, `/repos/${OWNER}/${REPO}`);
    expect(await repository.json()).toMatchObject({ full_name: `${OWNER}/${REPO}`, default_branch: "main" });
    const unknown = await get(api, "/rate_limit");
    expect([unknown.status, await unknown.json()]).toEqual([404, { message: "Not Found" }]);
  });

  it("refuses a wrong or missing token with 401 and JSON, REST and GraphQL alike", async () => {
    for (const authorization of [`token not-${TOKEN}`, "", `Bearer ${TOKEN}x`]) {
      const response = await api.handle(
        new Request(`${REST}/user`, { headers: authorization ? { Authorization: authorization } : {} }),
      );
      expect([response.status, await response.json()]).toEqual([401, { message: "Bad credentials" }]);
    }
    const graphql = await sveltiaGraphQL(api.handle, GRAPHQL, SVELTIA.defaultBranch.text, {}, "wrong");
    expect(graphql).toEqual({ status: 401, body: { message: "Bad credentials" } });
    // The token as a Bearer is GitHub's too.
    const bearer = await api.handle(
      new Request(`${REST}/user`, { headers: { Authorization: `Bearer ${TOKEN}` } }),
    );
    expect(bearer.status).toBe(200);
  });

  it("finds the default branch and its last commit, and null (not errors) for what is not there", async () => {
    const branch = await sveltiaGraphQL<{ repository: { defaultBranchRef: { name: string } } }>(
      api.handle,
      GRAPHQL,
      fill(SVELTIA.defaultBranch),
    );
    expect(branch).toEqual({
      status: 200,
      body: { data: { repository: { defaultBranchRef: { name: "main" } } } },
    });

    const last = await sveltiaGraphQL<LastCommit>(api.handle, GRAPHQL, fill(SVELTIA.lastCommit));
    expect(last.body).toEqual({
      data: {
        repository: {
          ref: { target: { history: { nodes: [{ oid: second, message: "Update Company “company”" }] } } },
        },
      },
    });
    expect(second).toBe(gitText(bare, "rev-parse", "main"));
    // GitHub's qualifiedName takes the full name too.
    const full = await sveltiaGraphQL<LastCommit>(api.handle, GRAPHQL, fill(SVELTIA.lastCommit), {
      branch: "refs/heads/main",
    });
    expect(full.body.data?.repository.ref.target.history.nodes[0]?.oid).toBe(second);

    // Absent data is null: an `errors` answer would sign the owner out (user/auth.svelte.js).
    const noBranch = await sveltiaGraphQL(api.handle, GRAPHQL, fill(SVELTIA.lastCommit), {
      branch: "drafts",
    });
    expect(noBranch.body).toEqual({ data: { repository: { ref: null } } });
    const noRepo = await sveltiaGraphQL(api.handle, GRAPHQL, fill(SVELTIA.lastCommit), { repo: "elsewhere" });
    expect(noRepo.body).toEqual({ data: { repository: null } });
  });

  it("lists the commit's files with git's own SHAs and sizes", async () => {
    // github/files.js: the tree-ish is the last commit's SHA.
    const response = await get(api, `/repos/${OWNER}/${REPO}/git/trees/${second}?recursive=1`);
    expect(response.status).toBe(200);
    const tree = (await response.json()) as {
      sha: string;
      truncated: boolean;
      tree: { path: string; mode: string; type: string; sha: string; size?: number }[];
    };
    expect(tree.sha).toBe(gitText(bare, "rev-parse", "main^{tree}"));
    expect(tree.truncated).toBe(false);
    const blobs = tree.tree.filter(({ type }) => type === "blob");
    expect(blobs.map(({ path }) => path).sort()).toEqual([COMPANY, PROJECT, PHOTO].sort());
    for (const { path, sha, size, mode } of blobs) {
      expect(sha, path).toBe(gitText(bare, "rev-parse", `main:${path}`));
      expect(size, path).toBe(Number(gitText(bare, "cat-file", "-s", `main:${path}`)));
      expect(mode).toBe("100644");
    }
    expect(tree.tree.find(({ path }) => path === "app/content")).toMatchObject({
      type: "tree",
      mode: "040000",
      sha: gitText(bare, "rev-parse", "main:app/content"),
    });
    const unknown = await get(api, `/repos/${OWNER}/${REPO}/git/trees/${"0".repeat(40)}?recursive=1`);
    expect([unknown.status, await unknown.json()]).toEqual([404, { message: "Not Found" }]);
  });

  it("reads each text file by its blob SHA, and answers null for an object that is not there", async () => {
    const shas = [COMPANY, PROJECT, PHOTO].map((path) => gitText(bare, "rev-parse", `main:${path}`));
    const missing = "1234567890abcdef1234567890abcdef12345678";
    const query = aliased(
      "content",
      [...shas, missing].map((sha) => fill(SVELTIA.contents, { "JSON.stringify(sha)": JSON.stringify(sha) })),
    );
    type Text = { text: string | null; isTruncated: boolean } | null;
    const { status, body } = await sveltiaGraphQL<{ repository: Record<string, Text> }>(
      api.handle,
      GRAPHQL,
      query,
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      data: {
        repository: {
          content_0: { text: companyEdited, isTruncated: false },
          content_1: { text: `{"title":"Kitchen remodel"}\n`, isTruncated: false },
          // GitHub's Blob.text is null for a binary blob.
          content_2: { text: null, isTruncated: false },
          content_3: null,
        },
      },
    });
  });

  it("hands a photo over byte for byte, raw as application/octet-stream or as base64 JSON", async () => {
    const sha = gitText(bare, "rev-parse", `main:${PHOTO}`);
    expect(sha).toBe(hashOf(photo));
    const raw = await get(api, `/repos/${OWNER}/${REPO}/git/blobs/${sha}`, {
      Accept: "application/vnd.github.raw",
    });
    expect(raw.status).toBe(200);
    // Exactly that type, or Sveltia reads the photo as text (github/files.js fetchBlob).
    expect(raw.headers.get("content-type")).toBe("application/octet-stream");
    expect(Buffer.from(await raw.arrayBuffer()).equals(photo)).toBe(true);

    const asJson = (await (await get(api, `/repos/${OWNER}/${REPO}/git/blobs/${sha}`)).json()) as {
      sha: string;
      size: number;
      encoding: string;
      content: string;
    };
    expect(asJson).toMatchObject({ sha, size: photo.length, encoding: "base64" });
    expect(Buffer.from(asJson.content, "base64").equals(photo)).toBe(true);

    const unknown = await get(api, `/repos/${OWNER}/${REPO}/git/blobs/${"f".repeat(40)}`);
    expect([unknown.status, await unknown.json()]).toEqual([404, { message: "Not Found" }]);
  });

  it("gives each file's last commit: its author, the account if it is the owner's, and the date", async () => {
    const query = aliased(
      "commit",
      [COMPANY, PHOTO].map((path) =>
        fill(SVELTIA.metadata, { "JSON.stringify(path)": JSON.stringify(path) }),
      ),
      true,
    );
    type Node = { author: Actor; committedDate: string };
    const { body } = await sveltiaGraphQL<{ repository: Record<string, History<Node>> }>(
      api.handle,
      GRAPHQL,
      query,
    );
    expect(body.errors).toBeUndefined();
    const company = body.data?.repository.commit_0?.target.history.nodes;
    const photoCommit = body.data?.repository.commit_1?.target.history.nodes;
    // The company file last changed in the helper's commit, not linked to an account here.
    expect(company).toEqual([
      { author: { ...HELPER, user: null }, committedDate: "2026-03-02T17:30:00-05:00" },
    ]);
    expect(photoCommit).toEqual([
      {
        author: { name: USER.name, email: USER.email, user: { id: USER.id, login: LOGIN } },
        committedDate: gitText(bare, "log", "-1", "--format=%cI", "--", PHOTO),
      },
    ]);
    expect(new Date(photoCommit![0]!.committedDate).toISOString()).toBe("2026-03-01T08:00:00.000Z");
  });

  it("gives a file's whole history, newest first, for the History panel", async () => {
    const query = aliased(
      "history",
      [fill(SVELTIA.history, { "JSON.stringify(path)": JSON.stringify(COMPANY) })],
      true,
    );
    type Node = { oid: string; author: Actor & { avatarUrl: string }; committedDate: string };
    const { body } = await sveltiaGraphQL<{ repository: Record<string, History<Node>> }>(
      api.handle,
      GRAPHQL,
      query,
    );
    const nodes = body.data?.repository.history_0?.target.history.nodes ?? [];
    expect(nodes.map(({ oid }) => oid)).toEqual([second, first]);
    expect(nodes.map(({ author }) => author.user?.login ?? null)).toEqual([null, LOGIN]);
    expect(typeof nodes[0]?.author.avatarUrl).toBe("string");
  });

  it("answers the branch-head and deploy lookups with no status, deployment or check, and no errors", async () => {
    const head = await sveltiaGraphQL<{ repository: { ref: { target: { oid: string } } } }>(
      api.handle,
      GRAPHQL,
      fill(SVELTIA.branchHead),
    );
    expect(head.body).toEqual({ data: { repository: { ref: { target: { oid: second } } } } });
    const query = aliased(
      "commit",
      [second, "0".repeat(40)].map((sha) =>
        fill(SVELTIA.deployCommit, {
          "JSON.stringify(sha)": JSON.stringify(sha),
          selection: deploySelection,
        }),
      ),
    );
    const deploys = await sveltiaGraphQL(api.handle, GRAPHQL, query);
    expect(deploys.body).toEqual({
      data: {
        repository: {
          commit_0: { status: null, deployments: { nodes: [] }, checkSuites: { nodes: [] } },
          commit_1: null,
        },
      },
    });
  });

  it("saves as one commit on the branch: the text, the photo and the deletion, byte for byte", async () => {
    const newPhoto = Buffer.concat([photo.subarray(0, 6), randomBytes(2048)]);
    const uploaded = "public/photos/new kitchen é.jpg";
    const edited = `${JSON.stringify({ name: "Ridgeline Builders “RB”", phone: "+1 555 0123" }, null, 2)}\n`;
    // Sveltia puts assets first (github/commits.js splitAdditions), each aliased by its index.
    const additions = [
      { path: uploaded, data: newPhoto },
      { path: COMPANY, data: edited },
    ];
    const before = Number(gitText(bare, "rev-list", "--count", "main"));
    const { status, body } = await sveltiaGraphQL<SaveAnswer>(
      api.handle,
      GRAPHQL,
      saveQuery(additions),
      saveInput(second, additions, [PROJECT]),
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const commit = body.data!.createCommitOnBranch!.commit;
    const head = gitText(bare, "rev-parse", "main");
    expect(commit.oid).toBe(head);
    expect(Number(gitText(bare, "rev-list", "--count", "main"))).toBe(before + 1);
    expect(gitText(bare, "rev-parse", "main^")).toBe(second);

    expect(git(bare, ["show", `main:${uploaded}`]).equals(newPhoto)).toBe(true);
    expect(git(bare, ["show", `main:${COMPANY}`]).toString("utf8")).toBe(edited);
    expect(exists(bare, `main:${PROJECT}`)).toBe(false);
    expect(git(bare, ["show", `main:${PHOTO}`]).equals(photo)).toBe(true);
    // Each new SHA is git's, the one the next file list gives (Sveltia caches by it).
    expect(commit.file_0?.oid).toBe(hashOf(newPhoto));
    expect(commit.file_1?.oid).toBe(gitText(bare, "rev-parse", `main:${COMPANY}`));
    expect(commit.file_1?.oid).toBe(hashOf(Buffer.from(edited)));
    expect(commit.committedDate).toBe(gitText(bare, "log", "-1", "--format=%cI", "main"));

    expect(gitText(bare, "log", "-1", "--format=%an <%ae>|%cn <%ce>|%B", "main")).toBe(
      `${USER.name} <${USER.email}>|GitHub <noreply@github.com>|Update Company “company” +2`,
    );
    expect(api.commits).toEqual([
      {
        oid: head,
        parent: second,
        branch: "main",
        message: "Update Company “company” +2",
        additions: [uploaded, COMPANY],
        deletions: [PROJECT],
      },
    ]);
    // And the next check of the branch sees the save as its head.
    const last = await sveltiaGraphQL<LastCommit>(api.handle, GRAPHQL, fill(SVELTIA.lastCommit));
    expect(last.body.data?.repository.ref.target.history.nodes[0]).toEqual({
      oid: head,
      message: "Update Company “company” +2",
    });
    expect(await api.head()).toBe(head);
  });

  it("writes a path both deleted and added, and refuses to delete a path that is not there", async () => {
    const additions = [{ path: PROJECT, data: `{"title":"Kitchen"}\n` }];
    const both = await sveltiaGraphQL<SaveAnswer>(
      api.handle,
      GRAPHQL,
      saveQuery(additions),
      saveInput(second, additions, [PROJECT]),
    );
    expect(both.body.errors).toBeUndefined();
    expect(git(bare, ["show", `main:${PROJECT}`]).toString()).toBe(`{"title":"Kitchen"}\n`);

    const head = gitText(bare, "rev-parse", "main");
    const gone = await sveltiaGraphQL<SaveAnswer>(
      api.handle,
      GRAPHQL,
      saveQuery([]),
      saveInput(head, [], ["nope.md"]),
    );
    expect(gone.body.data).toEqual({ createCommitOnBranch: null });
    expect(gone.body.errors?.[0]?.message).toBe(
      `A path was requested for deletion which does not exist as of commit oid \`${head}\``,
    );
    expect(gitText(bare, "rev-parse", "main")).toBe(head);
  });

  it("commits nothing on a stale head, and says so as GitHub does", async () => {
    const text = `{"stale":true}\n`;
    const additions = [{ path: COMPANY, data: text }];
    const { status, body } = await sveltiaGraphQL<SaveAnswer>(
      api.handle,
      GRAPHQL,
      saveQuery(additions),
      saveInput(first, additions, []),
    );
    // GitHub: 200, the field null, one STALE_DATA error at its path.
    expect(status).toBe(200);
    expect(body.data).toEqual({ createCommitOnBranch: null });
    expect(body.errors).toHaveLength(1);
    expect(body.errors?.[0]).toMatchObject({
      type: "STALE_DATA",
      path: ["createCommitOnBranch"],
      message: `Expected branch to point to "${first}" but it did not. Pull and try again.`,
    });
    expect(gitText(bare, "rev-parse", "main")).toBe(second);
    expect(exists(bare, hashOf(Buffer.from(text)))).toBe(false);
    expect(api.commits).toEqual([]);
    // Sveltia then looks the head up (github/commits.js createCommit), finds it moved, and tells the
    // owner someone else saved first.
    const last = await sveltiaGraphQL<LastCommit>(api.handle, GRAPHQL, fill(SVELTIA.lastCommit));
    expect(last.body.data?.repository.ref.target.history.nodes[0]?.oid).not.toBe(first);
    // And a test can see what tried to write, on which head.
    const writes = api.requests.filter(({ operation }) => operation === "mutation");
    expect(
      writes.map(({ path, variables }) => [
        path,
        (variables?.input as { expectedHeadOid: string }).expectedHeadOid,
      ]),
    ).toEqual([["/graphql", first]]);
    expect(writes[0]?.query).toContain("createCommitOnBranch(input: $input)");
  });

  it("lands only one of two saves made on the same head at once", async () => {
    const save = (text: string) => {
      const additions = [{ path: COMPANY, data: text }];
      return sveltiaGraphQL<SaveAnswer>(
        api.handle,
        GRAPHQL,
        saveQuery(additions),
        saveInput(second, additions, []),
      );
    };
    const answers = await Promise.all([save(`{"a":1}\n`), save(`{"b":2}\n`)]);
    const landed = answers.filter(({ body }) => body.data?.createCommitOnBranch);
    const refused = answers.filter(({ body }) => body.errors?.[0]?.type === "STALE_DATA");
    expect([landed.length, refused.length]).toEqual([1, 1]);
    expect(gitText(bare, "rev-parse", "main^")).toBe(second);
    expect(gitText(bare, "rev-parse", "main")).toBe(landed[0]!.body.data!.createCommitOnBranch!.commit.oid);
  });

  it("answers a full batch (Sveltia's 250 aliases a request) of texts and of last commits", async () => {
    const files = Array.from({ length: 250 }, (_, i) => ({
      path: `app/content/services/service ${i}.json`,
      data: `{"n":${i}}\n`,
    }));
    const saved = await sveltiaGraphQL<SaveAnswer>(
      api.handle,
      GRAPHQL,
      saveQuery(files),
      saveInput(second, files, []),
    );
    const head = saved.body.data!.createCommitOnBranch!.commit.oid;
    // The SHAs from one listing (git ls-tree), as Sveltia has them from the file list.
    const shas = new Map(
      [...gitText(bare, "ls-tree", "-r", "-z", "main").matchAll(/ ([0-9a-f]{40})\t([^\0]+)/g)].map(
        ([, sha, path]) => [path, sha],
      ),
    );
    const contents = aliased(
      "content",
      files.map(({ path }) =>
        fill(SVELTIA.contents, { "JSON.stringify(sha)": JSON.stringify(shas.get(path)) }),
      ),
    );
    type Text = { text: string; isTruncated: boolean };
    const texts = await sveltiaGraphQL<{ repository: Record<string, Text> }>(api.handle, GRAPHQL, contents);
    expect(files.map((_, i) => texts.body.data?.repository[`content_${i}`]?.text)).toEqual(
      files.map(({ data }) => data),
    );
    const metadata = aliased(
      "commit",
      files.map(({ path }) => fill(SVELTIA.metadata, { "JSON.stringify(path)": JSON.stringify(path) })),
      true,
    );
    type Node = { author: Actor; committedDate: string };
    const last = await sveltiaGraphQL<{ repository: Record<string, History<Node>> }>(
      api.handle,
      GRAPHQL,
      metadata,
    );
    expect(last.body.errors).toBeUndefined();
    const dates = new Set(
      files.map((_, i) => last.body.data?.repository[`commit_${i}`]?.target.history.nodes[0]?.committedDate),
    );
    expect([...dates]).toEqual([gitText(bare, "log", "-1", "--format=%cI", head)]);
  });

  it("answers a CORS preflight, and names the page's origin on every answer", async () => {
    const origin = "http://127.0.0.1:5173";
    const preflight = await api.handle(
      new Request(GRAPHQL, {
        method: "OPTIONS",
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "authorization,content-type,accept",
        },
      }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(origin);
    expect(preflight.headers.get("access-control-allow-methods")).toBe("GET, POST, PUT, PATCH, DELETE");
    expect(preflight.headers.get("access-control-allow-headers")).toBe("authorization,content-type,accept");
    expect(Number(preflight.headers.get("access-control-max-age"))).toBeGreaterThan(0);
    for (const authorization of [`token ${TOKEN}`, "token wrong"]) {
      const answer = await api.handle(
        new Request(`${REST}/user`, { headers: { Origin: origin, Authorization: authorization } }),
      );
      expect(answer.headers.get("access-control-allow-origin")).toBe(origin);
    }
  });

  it("serves the same on 127.0.0.1, at /api/v3 and /api/graphql (a self-hosted api_root)", async () => {
    const served = await serveGitHubApi(options());
    try {
      const headers = { Authorization: `token ${TOKEN}`, Accept: "application/json" };
      const user = await fetch(`${served.origin}/api/v3/user`, { headers });
      expect(((await user.json()) as { login: string }).login).toBe(LOGIN);
      const tree = (await (
        await fetch(`${served.origin}/api/v3/repos/${OWNER}/${REPO}/git/trees/${second}?recursive=1`, {
          headers,
        })
      ).json()) as { tree: { path: string; sha: string; url: string }[] };
      const entry = tree.tree.find(({ path }) => path === PHOTO)!;
      expect(entry.url).toBe(`${served.origin}/api/v3/repos/${OWNER}/${REPO}/git/blobs/${entry.sha}`);
      const raw = await fetch(entry.url, { headers: { ...headers, Accept: "application/vnd.github.raw" } });
      expect(Buffer.from(await raw.arrayBuffer()).equals(photo)).toBe(true);

      const send: Send = (request) => fetch(request);
      const additions = [{ path: COMPANY, data: `{"served":true}\n` }];
      const saved = await sveltiaGraphQL<SaveAnswer>(
        send,
        `${served.origin}/api/graphql`,
        saveQuery(additions),
        saveInput(second, additions, []),
      );
      expect(saved.body.data?.createCommitOnBranch?.commit.oid).toBe(gitText(bare, "rev-parse", "main"));
      expect(git(bare, ["show", `main:${COMPANY}`]).toString()).toBe(`{"served":true}\n`);
      expect(served.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
        "GET /user",
        `GET /repos/${OWNER}/${REPO}/git/trees/${second}?recursive=1`,
        `GET /repos/${OWNER}/${REPO}/git/blobs/${entry.sha}`,
        "POST /graphql",
      ]);
    } finally {
      await served.close();
    }
    await expect(fetch(`${served.origin}/api/v3/user`)).rejects.toThrow();
  });

  it("fulfils a Playwright route from handle()", async () => {
    let fulfilled: { status?: number; headers?: Record<string, string>; body?: string | Buffer } = {};
    const query = fill(SVELTIA.branchHead).replace(/\n\s*/g, " ");
    const postData = Buffer.from(
      JSON.stringify({ query, variables: { owner: OWNER, repo: REPO, branch: "main" } }),
    );
    // The two sides of Playwright's Route that route() uses, as a page's request to GraphQL.
    const route = {
      request: () => ({
        url: () => GRAPHQL,
        method: () => "POST",
        allHeaders: async () => ({ authorization: `token ${TOKEN}`, "content-type": "application/json" }),
        postDataBuffer: () => postData,
      }),
      fulfill: async (response: typeof fulfilled) => {
        fulfilled = response;
      },
    } as unknown as Route;
    await api.route(route);
    expect(fulfilled.status).toBe(200);
    expect(fulfilled.headers?.["content-type"]).toBe("application/json; charset=utf-8");
    expect(JSON.parse(String(fulfilled.body))).toEqual({
      data: { repository: { ref: { target: { oid: second } } } },
    });
  });
});
