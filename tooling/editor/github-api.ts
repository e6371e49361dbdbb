/**
 * GitHub's API over a local bare git repository: what Sveltia CMS 0.221.1's `github` backend asks of
 * GitHub in simple publish mode (its src/lib/services/backends/git/github/, in the package's source
 * map), answered from real git objects, so a save in the editor is a real commit on the branch.
 * `npm run edit` serves it over a private repository of the working folder (./local-repository.ts);
 * the tests use it as a stand-in for api.github.com (tests/support/github-api.ts).
 *
 * Both URL shapes Sveltia derives from `api_root`: api.github.com's (REST at `/<path>`, GraphQL at
 * `POST /graphql`), for a browser test that routes `https://api.github.com/**` to `handle()`, and a
 * self-hosted one's (`/api/v3/<path>`, `POST /api/graphql`), for a server on 127.0.0.1.
 *
 * Every SHA is git's own (Sveltia keys its cache and its thumbnails by blob SHA and computes the
 * SHA of an upload itself), data that is merely absent is `null` (a GraphQL `errors` answer signs
 * the owner out), and every error body is JSON with a `message` (Sveltia parses any non-2xx as JSON).
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSchema, getOperationAST, graphql, parse, type GraphQLError } from "graphql";

export type GitHubApiOptions = {
  /** A bare git repository (the owner's GitHub repository). */
  repo: string;
  /** "owner/name", as in CONTENT_REPO. */
  fullName: string;
  /** The one token accepted, as `Authorization: token <t>` (Sveltia's) or `Bearer <t>`. */
  token: string;
  /** The token's user: `GET /user`, the collaborator, the author of each commit made here. */
  login?: string;
  name?: string;
  email?: string;
  /** The user's numeric id (`GET /user`'s `id`, GraphQL's `databaseId`). */
  id?: number;
  /** Keep every request in `requests` (the tests'); off for a long-running server. Default: on. */
  record?: boolean;
  /** Runs each commit, and anything that must not run beside one (default: one at a time here). */
  exclusive?: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * Why a commit's changes are refused, or undefined: asked before the commit is made, with the
   * additions' bytes. A refusal is GitHub's UNPROCESSABLE error with these words.
   */
  refusal?: (changes: FileChanges) => Promise<string | undefined>;
  /** Runs inside each commit's turn, before the branch is read (a folder taken in first). */
  beforeCommit?: () => Promise<void>;
  /**
   * Runs once a commit is made, before the branch moves to it: if it throws, the branch stays where
   * it was, and the error is the answer.
   */
  committing?: (changes: FileChanges) => Promise<void>;
};

/** A commit's changes: the files written (path and bytes) and the paths removed. */
export type FileChanges = { additions: { path: string; bytes: Buffer }[]; deletions: string[] };

export type RecordedRequest = {
  method: string;
  /** The path as api.github.com has it (`/api/v3` taken off; `/graphql` for GraphQL), with its query. */
  path: string;
  /** The URL as requested. */
  url: string;
  /** GraphQL: the document as sent, its variables and its operation's kind. */
  query?: string;
  variables?: Record<string, unknown>;
  operation?: "query" | "mutation" | "subscription";
  /** The answer's status (0 until it is made). */
  status: number;
};

/** A commit made by `createCommitOnBranch`. */
export type MadeCommit = {
  oid: string;
  parent: string;
  branch: string;
  message: string;
  /** The paths written and removed, as asked. */
  additions: string[];
  deletions: string[];
};

export type GitHubApi = {
  /** Answers one request as api.github.com (or a GitHub Enterprise Server at /api/v3) would. */
  handle(request: Request): Promise<Response>;
  /** Every request, in the order received. */
  requests: RecordedRequest[];
  /** Every commit made through the API, in order. */
  commits: MadeCommit[];
  /** The branch's head now (default: the repository's default branch), or undefined if it has none. */
  head(branch?: string): Promise<string | undefined>;
};

// ---------------------------------------------------------------------------------------------
// git

/** Git's own variables from the caller's environment (a hook's GIT_DIR or GIT_INDEX_FILE) left out. */
const gitEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("GIT_")));

class GitFailure extends Error {}

/**
 * At most this many gits at once: Sveltia's metadata pass asks for 250 files' histories in one query,
 * and the machine has other tests to run.
 */
const GIT_AT_ONCE = 8;
let running = 0;
const waiting: (() => void)[] = [];

/** `git --git-dir <dir> ...args`, its stdin `input`: its stdout, or a GitFailure with its stderr. */
export async function runGit(
  gitDir: string,
  args: string[],
  run: { input?: string | Buffer; env?: Record<string, string> } = {},
): Promise<Buffer> {
  // A slot is free, or one is handed over by a git that ends.
  if (running < GIT_AT_ONCE) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await spawnGit(gitDir, args, run);
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function spawnGit(
  gitDir: string,
  args: string[],
  { input, env }: { input?: string | Buffer; env?: Record<string, string> },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      "git",
      // No hook runs here: a hook set in the user's settings (core.hooksPath) is not this repository's.
      ["-c", "core.hooksPath=/dev/null", "--git-dir", gitDir, ...args],
      {
        encoding: "buffer",
        maxBuffer: 1 << 30,
        // A path is a path (GitHub's `path:` arguments are not globs). The machine's and the
        // user's settings are not read (git for Windows takes "/dev/null" too): an autocrlf or
        // a hook set there is not this repository's.
        env: {
          ...gitEnv,
          GIT_LITERAL_PATHSPECS: "1",
          GIT_CONFIG_NOSYSTEM: "1",
          GIT_CONFIG_GLOBAL: "/dev/null",
          ...env,
        },
      },
      (error, stdout, stderr) =>
        error ? reject(new GitFailure(`git ${args[0]}: ${stderr.toString().trim()}`)) : resolve(stdout),
    );
    // A git that fails before reading its stdin must not crash the process with EPIPE.
    child.stdin?.on("error", () => {});
    child.stdin?.end(input);
  });
}

type RawObject = { oid: string; type: string; content: Buffer };

/**
 * `git cat-file --batch` for every object asked for in the same turn of the event loop: Sveltia asks
 * for 250 aliased objects in one query, and graphql-js resolves them side by side.
 */
function objectReader(gitDir: string) {
  let queue: { spec: string; resolve: (object: RawObject | null) => void; reject: (e: unknown) => void }[] =
    [];
  const flush = async () => {
    const batch = queue;
    queue = [];
    try {
      const out = await runGit(gitDir, ["cat-file", "--batch"], {
        input: batch.map(({ spec }) => `${spec}\n`).join(""),
      });
      let at = 0;
      for (const { resolve } of batch) {
        const end = out.indexOf(0x0a, at);
        const header = /^([0-9a-f]{40}) (\w+) (\d+)$/.exec(out.subarray(at, end).toString());
        at = end + 1;
        // "<spec> missing" or "<spec> ambiguous", and nothing after it.
        if (!header) {
          resolve(null);
          continue;
        }
        const size = Number(header[3]);
        resolve({ oid: header[1]!, type: header[2]!, content: Buffer.from(out.subarray(at, at + size)) });
        at += size + 1;
      }
    } catch (error) {
      for (const { reject } of batch) reject(error);
    }
  };
  return (spec: string) =>
    new Promise<RawObject | null>((resolve, reject) => {
      // One spec a line: a line break would be two (and an empty one is never an object).
      if (!spec || /[\n\r\0]/.test(spec)) return resolve(null);
      if (queue.length === 0) setImmediate(flush);
      queue.push({ spec, resolve, reject });
    });
}

/** A ref name git would take (git check-ref-format's rules), so that it is never read as a revision. */
function isRefName(name: string) {
  return name.startsWith("refs/") && !/[\0- ~^:?*[\\\x7f]|\.\.|@\{|\/\/|\/\.|\.lock(\/|$)|[/.]$/.test(name);
}

/** A repository path GitHub would write: relative, no empty, `.` or `..` part, nothing in .git. */
function isRepoPath(path: string) {
  return (
    path.length > 0 &&
    !/[\0\n]/.test(path) &&
    path.split("/").every((part) => part !== "" && part !== "." && part !== ".." && part !== ".git")
  );
}

type Identity = { name: string; email: string; seconds: number; zone: string };

type CommitData = {
  tree: string;
  parents: string[];
  author: Identity;
  committer: Identity;
  message: string;
};

function parseIdentity(line: string): Identity {
  const match = /^(.*) <(.*)> (\d+) ([+-]\d{4})$/.exec(line);
  return match
    ? { name: match[1]!, email: match[2]!, seconds: Number(match[3]), zone: match[4]! }
    : { name: "", email: "", seconds: 0, zone: "+0000" };
}

/** A raw commit object (headers, a blank line, the message); a continued header (gpgsig) skipped. */
function parseCommit(raw: Buffer): CommitData {
  const text = raw.toString("utf8");
  const split = text.indexOf("\n\n");
  const headers = (split < 0 ? text : text.slice(0, split)).split("\n").filter((l) => !l.startsWith(" "));
  const data: CommitData = {
    tree: "",
    parents: [],
    author: parseIdentity(""),
    committer: parseIdentity(""),
    // GitHub's `message` has no trailing line break.
    message: split < 0 ? "" : text.slice(split + 2).replace(/\n+$/, ""),
  };
  for (const line of headers) {
    const space = line.indexOf(" ");
    const [key, value] = [line.slice(0, space), line.slice(space + 1)];
    if (key === "tree") data.tree = value;
    else if (key === "parent") data.parents.push(value);
    else if (key === "author") data.author = parseIdentity(value);
    else if (key === "committer") data.committer = parseIdentity(value);
  }
  return data;
}

/**
 * A GitTimestamp: ISO 8601 in the commit's own time zone, as GitHub gives it ("not converted in UTC",
 * its schema says) and as `git log --format=%cI` prints it.
 */
function gitTimestamp({ seconds, zone }: Identity) {
  const sign = zone.startsWith("-") ? -1 : 1;
  const offset = sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(3, 5)));
  const local = new Date((seconds + offset * 60) * 1000).toISOString().slice(0, 19);
  return `${local}${zone.slice(0, 3)}:${zone.slice(3, 5)}`;
}

/** Git's own rule for "binary": a NUL in the first 8000 bytes (GitHub's Blob.text is then null). */
const isBinary = (content: Buffer) => content.subarray(0, 8000).includes(0);

// ---------------------------------------------------------------------------------------------
// GraphQL: the part of GitHub's schema Sveltia 0.221.1's github backend reads, with GitHub's names,
// types and nullability (an unknown repository, ref, object or path is null, not an error).

const SCHEMA = buildSchema(/* GraphQL */ `
  scalar GitObjectID
  scalar GitTimestamp
  scalar DateTime
  scalar URI
  scalar Base64String

  type Query {
    repository(owner: String!, name: String!, followRenames: Boolean = true): Repository
    viewer: User!
  }

  type Mutation {
    createCommitOnBranch(input: CreateCommitOnBranchInput!): CreateCommitOnBranchPayload
  }

  type Repository {
    id: ID!
    name: String!
    nameWithOwner: String!
    owner: RepositoryOwner!
    url: URI!
    isPrivate: Boolean!
    defaultBranchRef: Ref
    ref(qualifiedName: String!): Ref
    object(oid: GitObjectID, expression: String): GitObject
  }

  type RepositoryOwner {
    login: String!
  }

  type Ref {
    id: ID!
    name: String!
    prefix: String!
    target: GitObject
  }

  interface GitObject {
    id: ID!
    oid: GitObjectID!
    abbreviatedOid: String!
    commitUrl: URI!
  }

  type Commit implements GitObject {
    id: ID!
    oid: GitObjectID!
    abbreviatedOid: String!
    commitUrl: URI!
    url: URI!
    message: String!
    messageHeadline: String!
    messageBody: String!
    committedDate: GitTimestamp!
    authoredDate: GitTimestamp!
    author: GitActor
    committer: GitActor
    tree: Tree!
    history(first: Int, path: String): CommitHistoryConnection!
    file(path: String!): TreeEntry
    status: Status
    deployments(
      first: Int
      last: Int
      orderBy: DeploymentOrder
      environments: [String!]
    ): DeploymentConnection
    checkSuites(first: Int, last: Int): CheckSuiteConnection
  }

  type Blob implements GitObject {
    id: ID!
    oid: GitObjectID!
    abbreviatedOid: String!
    commitUrl: URI!
    text: String
    isTruncated: Boolean!
    isBinary: Boolean
    byteSize: Int!
  }

  type Tree implements GitObject {
    id: ID!
    oid: GitObjectID!
    abbreviatedOid: String!
    commitUrl: URI!
    entries: [TreeEntry!]
  }

  type TreeEntry {
    name: String!
    path: String
    oid: GitObjectID!
    mode: Int!
    type: String!
    size: Int!
    object: GitObject
  }

  type GitActor {
    name: String
    email: String
    date: GitTimestamp
    avatarUrl(size: Int): URI!
    user: User
  }

  type User {
    id: ID!
    databaseId: Int
    login: String!
    name: String
    email: String!
    avatarUrl(size: Int): URI!
  }

  type CommitHistoryConnection {
    nodes: [Commit]
    totalCount: Int!
  }

  # The deploy-preview lookups (show_preview_links): a commit with no status, deployment or check.
  type Status {
    state: StatusState!
    contexts: [StatusContext!]!
  }
  type StatusContext {
    context: String!
    state: StatusState!
    targetUrl: URI
    description: String
  }
  enum StatusState {
    ERROR
    EXPECTED
    FAILURE
    PENDING
    SUCCESS
  }
  input DeploymentOrder {
    field: DeploymentOrderField!
    direction: OrderDirection!
  }
  enum DeploymentOrderField {
    CREATED_AT
  }
  enum OrderDirection {
    ASC
    DESC
  }
  type DeploymentConnection {
    nodes: [Deployment]
    totalCount: Int!
  }
  type Deployment {
    environment: String
    latestStatus: DeploymentStatus
  }
  type DeploymentStatus {
    state: String!
    environmentUrl: URI
    description: String
  }
  type CheckSuiteConnection {
    nodes: [CheckSuite]
    totalCount: Int!
  }
  type CheckSuite {
    checkRuns(first: Int, last: Int): CheckRunConnection
  }
  type CheckRunConnection {
    nodes: [CheckRun]
    totalCount: Int!
  }
  type CheckRun {
    name: String!
    status: String!
    conclusion: String
    detailsUrl: URI
    summary: String
  }

  input CreateCommitOnBranchInput {
    branch: CommittableBranch!
    clientMutationId: String
    expectedHeadOid: GitObjectID!
    fileChanges: FileChanges
    message: CommitMessage!
  }
  input CommittableBranch {
    branchName: String
    id: ID
    repositoryNameWithOwner: String
  }
  input FileChanges {
    additions: [FileAddition!] = []
    deletions: [FileDeletion!] = []
  }
  input FileAddition {
    path: String!
    contents: Base64String!
  }
  input FileDeletion {
    path: String!
  }
  input CommitMessage {
    headline: String!
    body: String
  }
  type CreateCommitOnBranchPayload {
    clientMutationId: String
    commit: Commit
    ref: Ref
  }
`);

/** An error as GitHub words it: its `type` beside `message` and `path` in the `errors` answer. */
class GitHubError extends Error {
  readonly type: string;
  constructor(type: string, message: string) {
    super(message);
    this.type = type;
  }
}

type CommitInput = {
  branch: { branchName?: string | null; repositoryNameWithOwner?: string | null; id?: string | null };
  clientMutationId?: string | null;
  expectedHeadOid: string;
  fileChanges?: {
    additions?: { path: string; contents: string }[] | null;
    deletions?: { path: string }[] | null;
  } | null;
  message: { headline: string; body?: string | null };
};

/** The repository and who is signed in: what every resolver reads. */
type Store = {
  owner: string;
  name: string;
  fullName: string;
  user: { id: number; login: string; name: string; email: string };
  git: (args: string[], run?: { input?: string | Buffer; env?: Record<string, string> }) => Promise<Buffer>;
  /** An object by oid or revision, read with the others of this turn; null if there is none. */
  read: (spec: string) => Promise<RawObject | null>;
  /** Commits never change: each parsed once. */
  commitCache: Map<string, Promise<CommitData>>;
};

const nodeId = (kind: string, key: string) => Buffer.from(`${kind}:${key}`).toString("base64url");

class UserNode {
  readonly id: string;
  readonly databaseId: number;
  readonly login: string;
  readonly name: string;
  readonly email: string;
  readonly avatarUrl = "";
  constructor({ id, login, name, email }: Store["user"]) {
    this.id = nodeId("User", String(id));
    this.databaseId = id;
    this.login = login;
    this.name = name;
    this.email = email;
  }
}

abstract class GitObjectNode {
  readonly id: string;
  readonly oid: string;
  protected readonly store: Store;
  constructor(store: Store, oid: string) {
    this.store = store;
    this.oid = oid;
    this.id = nodeId("GitObject", oid);
  }
  abbreviatedOid() {
    return this.oid.slice(0, 7);
  }
  commitUrl() {
    return `https://github.com/${this.store.fullName}/commit/${this.oid}`;
  }
}

function objectNode(store: Store, object: RawObject | null): GitObjectNode | null {
  if (object?.type === "commit") return new CommitNode(store, object.oid);
  if (object?.type === "blob") return new BlobNode(store, object.oid, object.content);
  if (object?.type === "tree") return new TreeNode(store, object.oid);
  return null;
}

class BlobNode extends GitObjectNode {
  readonly __typename = "Blob";
  readonly byteSize: number;
  readonly isBinary: boolean;
  // GitHub cuts `text` at 512 KB and says so here; the stand-in always gives the whole blob.
  readonly isTruncated = false;
  readonly text: string | null;
  constructor(store: Store, oid: string, content: Buffer) {
    super(store, oid);
    this.byteSize = content.length;
    this.isBinary = isBinary(content);
    this.text = this.isBinary ? null : content.toString("utf8");
  }
}

type TreeRow = { mode: string; type: string; oid: string; size?: number; path: string };

/** `git ls-tree -z -l`'s rows: "<mode> <type> <oid> <size or ->\t<path>". */
async function lsTree(store: Store, args: string[]): Promise<TreeRow[]> {
  const out = (await store.git(["ls-tree", "-z", "-l", ...args])).toString("utf8");
  return out
    .split("\0")
    .filter(Boolean)
    .map((row) => {
      const [, mode, type, oid, size, path] = /^(\d+) (\w+) ([0-9a-f]{40}) +(\S+)\t(.*)$/s.exec(row) ?? [];
      return {
        mode: mode!,
        type: type!,
        oid: oid!,
        size: size === "-" ? undefined : Number(size),
        path: path!,
      };
    });
}

function treeEntry(store: Store, { mode, type, oid, size, path }: TreeRow) {
  return {
    name: path.slice(path.lastIndexOf("/") + 1),
    path,
    oid,
    mode: parseInt(mode, 8),
    type,
    size: size ?? 0,
    object: async () => objectNode(store, await store.read(oid)),
  };
}

class TreeNode extends GitObjectNode {
  readonly __typename = "Tree";
  async entries() {
    return (await lsTree(this.store, [this.oid])).map((row) => treeEntry(this.store, row));
  }
}

class CommitNode extends GitObjectNode {
  readonly __typename = "Commit";

  private data() {
    const { commitCache } = this.store;
    let data = commitCache.get(this.oid);
    if (!data) {
      data = this.store.read(this.oid).then((object) => parseCommit(object!.content));
      commitCache.set(this.oid, data);
    }
    return data;
  }

  private actor({ name, email, ...when }: Identity) {
    const { user } = this.store;
    // GitHub links an author to the account whose address it is; the token's user is the one here.
    const linked = email.toLowerCase() === user.email.toLowerCase();
    return {
      name,
      email,
      date: gitTimestamp({ name, email, ...when }),
      avatarUrl: "",
      user: linked ? new UserNode(user) : null,
    };
  }

  url() {
    return this.commitUrl();
  }
  async message() {
    return (await this.data()).message;
  }
  async messageHeadline() {
    return (await this.data()).message.split("\n")[0];
  }
  async messageBody() {
    return (await this.data()).message.split("\n").slice(1).join("\n").replace(/^\n+/, "");
  }
  async committedDate() {
    return gitTimestamp((await this.data()).committer);
  }
  async authoredDate() {
    return gitTimestamp((await this.data()).author);
  }
  async author() {
    return this.actor((await this.data()).author);
  }
  async committer() {
    return this.actor((await this.data()).committer);
  }
  async tree() {
    return new TreeNode(this.store, (await this.data()).tree);
  }

  /** Newest first, only the commits that changed `path` if given: `git rev-list [-- path]`. */
  async history({ first, path }: { first?: number | null; path?: string | null }) {
    const count = Math.min(Math.max(first ?? 100, 0), 100);
    const args = ["rev-list", `--max-count=${count}`, this.oid, ...(path ? ["--", path] : [])];
    const oids = (await this.store.git(args)).toString().split("\n").filter(Boolean);
    return {
      nodes: oids.map((oid) => new CommitNode(this.store, oid)),
      totalCount: async () => {
        const all = await this.store.git(["rev-list", "--count", this.oid, ...(path ? ["--", path] : [])]);
        return Number(all.toString().trim());
      },
    };
  }

  /** The entry at `path` in this commit's tree, or null. */
  async file({ path }: { path: string }) {
    const clean = path.replace(/\/+$/, "");
    if (!isRepoPath(clean)) return null;
    const row = (await lsTree(this.store, [this.oid, "--", clean])).find((r) => r.path === clean);
    return row ? treeEntry(this.store, row) : null;
  }

  // No CI here: no status, no deployment, no check run.
  status() {
    return null;
  }
  deployments() {
    return { nodes: [], totalCount: 0 };
  }
  checkSuites() {
    return { nodes: [], totalCount: 0 };
  }
}

class RefNode {
  readonly id: string;
  readonly name: string;
  readonly prefix: string;
  readonly target: CommitNode;
  constructor(qualified: string, target: CommitNode) {
    this.id = nodeId("Ref", qualified);
    const [, prefix, name] = /^(refs\/(?:heads|tags)\/|refs\/)(.*)$/.exec(qualified) ?? [];
    this.prefix = prefix!;
    this.name = name!;
    this.target = target;
  }
}

/** A ref as GitHub's `ref(qualifiedName:)` finds it: "main", "refs/heads/main", a tag. */
async function findRef(store: Store, qualifiedName: string): Promise<RefNode | null> {
  const candidates = qualifiedName.startsWith("refs/")
    ? [qualifiedName]
    : [`refs/heads/${qualifiedName}`, `refs/tags/${qualifiedName}`];
  for (const qualified of candidates.filter(isRefName)) {
    const commit = await store.read(`${qualified}^{commit}`);
    if (commit) return new RefNode(qualified, new CommitNode(store, commit.oid));
  }
  return null;
}

class RepositoryNode {
  readonly id: string;
  readonly name: string;
  readonly nameWithOwner: string;
  readonly owner: { login: string };
  readonly url: string;
  readonly isPrivate = true;
  private readonly store: Store;
  constructor(store: Store) {
    this.store = store;
    this.id = nodeId("Repository", store.fullName);
    this.name = store.name;
    this.nameWithOwner = store.fullName;
    this.owner = { login: store.owner };
    this.url = `https://github.com/${store.fullName}`;
  }
  /** HEAD's branch, or null in an empty repository. */
  async defaultBranchRef() {
    const head = await this.store.git(["symbolic-ref", "-q", "HEAD"]).catch(() => Buffer.from(""));
    const qualified = head.toString().trim();
    return qualified ? findRef(this.store, qualified) : null;
  }
  ref({ qualifiedName }: { qualifiedName: string }) {
    return findRef(this.store, qualifiedName);
  }
  /** By oid (40 hex digits) or by a revision expression ("main:path"); null if there is none. */
  async object({ oid, expression }: { oid?: string | null; expression?: string | null }) {
    if (oid != null && !/^[0-9a-f]{40}$/i.test(oid)) return null;
    const spec = oid?.toLowerCase() ?? expression;
    return spec ? objectNode(this.store, await this.store.read(spec)) : null;
  }
}

// ---------------------------------------------------------------------------------------------

export function gitHubApi(options: GitHubApiOptions): GitHubApi {
  const [owner = "", name = ""] = options.fullName.split("/");
  const login = options.login ?? "owner-login";
  const gitDir = options.repo;
  const git: Store["git"] = (args, run) => runGit(gitDir, args, run);
  const store: Store = {
    owner,
    name,
    fullName: `${owner}/${name}`,
    user: {
      id: options.id ?? 1,
      login,
      name: options.name ?? "Site Owner",
      email: options.email ?? `${login}@users.noreply.github.com`,
    },
    git,
    read: objectReader(gitDir),
    commitCache: new Map(),
  };
  const requests: RecordedRequest[] = [];
  const commits: MadeCommit[] = [];
  const isThisRepo = (fullName: string) => fullName.toLowerCase() === store.fullName.toLowerCase();

  const head = async (branch?: string) => {
    const ref = branch
      ? await findRef(store, `refs/heads/${branch}`)
      : await new RepositoryNode(store).defaultBranchRef();
    return ref?.target.oid;
  };

  // One commit at a time, as GitHub moves a branch: the second of two with the same expected head is stale.
  const oneAtATime = options.exclusive ?? oneAtATimeQueue();

  async function createCommitOnBranch(input: CommitInput) {
    const { branch, expectedHeadOid, fileChanges, message } = input;
    const nameWithOwner = branch.repositoryNameWithOwner ?? "";
    if (!isThisRepo(nameWithOwner)) {
      throw new GitHubError(
        "NOT_FOUND",
        `Could not resolve to a Repository with the name '${nameWithOwner}'.`,
      );
    }
    await options.beforeCommit?.();
    const branchName = (branch.branchName ?? "").replace(/^refs\/heads\//, "");
    const qualified = `refs/heads/${branchName}`;
    const ref = isRefName(qualified) ? await findRef(store, qualified) : null;
    if (!ref) {
      throw new GitHubError("NOT_FOUND", `A ref named "${qualified}" does not exist in ${store.fullName}.`);
    }
    const parent = ref.target.oid;
    // GitHub's optimistic lock, word for word: the branch is not where the client last saw it.
    const stale = () =>
      new GitHubError(
        "STALE_DATA",
        `Expected branch to point to "${expectedHeadOid}" but it did not. Pull and try again.`,
      );
    if (expectedHeadOid.toLowerCase() !== parent) throw stale();

    const additions = fileChanges?.additions ?? [];
    const deletions = fileChanges?.deletions ?? [];
    for (const { path } of [...additions, ...deletions]) {
      if (!isRepoPath(path)) throw new GitHubError("UNPROCESSABLE", `"${path}" is not a valid path.`);
    }
    const existing = new Set(
      (await git(["ls-tree", "-r", "-z", "--name-only", parent]))
        .toString("utf8")
        .split("\0")
        .filter(Boolean),
    );
    for (const { path } of deletions) {
      if (!existing.has(path)) {
        throw new GitHubError(
          "UNPROCESSABLE",
          `A path was requested for deletion which does not exist as of commit oid \`${parent}\``,
        );
      }
    }
    for (const { path, contents } of additions) {
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(contents) || contents.length % 4 !== 0) {
        throw new GitHubError("UNPROCESSABLE", `The contents of "${path}" are not valid Base64.`);
      }
    }
    const changes: FileChanges = {
      additions: additions.map(({ path, contents }) => ({ path, bytes: Buffer.from(contents, "base64") })),
      deletions: deletions.map(({ path }) => path),
    };
    const refused = await options.refusal?.(changes);
    if (refused) throw new GitHubError("UNPROCESSABLE", refused);
    const blobs = await Promise.all(
      changes.additions.map(async ({ path, bytes }) => {
        const blob = await git(["hash-object", "-w", "--stdin"], { input: bytes });
        return { path, oid: blob.toString().trim() };
      }),
    );

    // The parent's tree in a throwaway index; the deletions, then the additions (a path in both is written).
    const scratch = await mkdtemp(join(tmpdir(), "github-api-index-"));
    try {
      const env = { GIT_INDEX_FILE: join(scratch, "index") };
      await git(["read-tree", `${parent}^{tree}`], { env });
      const rows = [
        ...deletions.map(({ path }) => `0 ${"0".repeat(40)}\t${path}\0`),
        ...blobs.map(({ path, oid }) => `100644 ${oid}\t${path}\0`),
      ];
      await git(["update-index", "-z", "--add", "--index-info"], { input: rows.join(""), env }).catch(
        (error: Error) => {
          throw new GitHubError("UNPROCESSABLE", error.message);
        },
      );
      const tree = (await git(["write-tree"], { env })).toString().trim();
      const text = message.body ? `${message.headline}\n\n${message.body}` : message.headline;
      // Authored by the token's user; committed by GitHub, as a commit made through the API is.
      const identity = {
        GIT_AUTHOR_NAME: store.user.name,
        GIT_AUTHOR_EMAIL: store.user.email,
        GIT_COMMITTER_NAME: "GitHub",
        GIT_COMMITTER_EMAIL: "noreply@github.com",
      };
      const oid = (await git(["commit-tree", tree, "-p", parent], { input: `${text}\n`, env: identity }))
        .toString()
        .trim();
      await options.committing?.(changes);
      // The compare-and-swap: git moves the branch only if it is still at the parent.
      await git(["update-ref", "-m", "createCommitOnBranch", qualified, oid, parent]).catch(() => {
        throw stale();
      });
      commits.push({
        oid,
        parent,
        branch: branchName,
        message: text,
        additions: additions.map(({ path }) => path),
        deletions: deletions.map(({ path }) => path),
      });
      const commit = new CommitNode(store, oid);
      return {
        clientMutationId: input.clientMutationId ?? null,
        commit,
        ref: new RefNode(qualified, commit),
      };
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  const root = {
    repository: ({ owner: o, name: n }: { owner: string; name: string }) =>
      isThisRepo(`${o}/${n}`) ? new RepositoryNode(store) : null,
    viewer: () => new UserNode(store.user),
    createCommitOnBranch: ({ input }: { input: CommitInput }) =>
      oneAtATime(() => createCommitOnBranch(input)),
  };

  async function answerGraphQL(request: Request, entry: RecordedRequest): Promise<Response> {
    let body: { query?: unknown; variables?: unknown; operationName?: unknown };
    try {
      body = JSON.parse(await request.text()) as typeof body;
    } catch {
      return json(400, { message: "Problems parsing JSON" });
    }
    if (typeof body?.query !== "string") {
      return json(200, {
        errors: [{ message: "A query attribute must be specified and must be a string." }],
      });
    }
    const variables = (body.variables ?? {}) as Record<string, unknown>;
    const operationName = typeof body.operationName === "string" ? body.operationName : undefined;
    entry.query = body.query;
    entry.variables = variables;
    try {
      entry.operation = getOperationAST(parse(body.query), operationName)?.operation;
    } catch {
      // graphql() answers the syntax error itself.
    }
    const result = await graphql({
      schema: SCHEMA,
      source: body.query,
      rootValue: root,
      variableValues: variables,
      operationName,
    });
    const errors = result.errors?.map((error: GraphQLError) => {
      const original = error.originalError;
      return original instanceof GitHubError ? { type: original.type, ...error.toJSON() } : error.toJSON();
    });
    // A GraphQL answer is 200 whatever it says (the errors are in the body), as GitHub's is.
    return json(200, { ...("data" in result ? { data: result.data } : {}), ...(errors ? { errors } : {}) });
  }

  async function answerRest(request: Request, path: string, base: string): Promise<Response> {
    const url = new URL(path, "http://api");
    const parts = url.pathname.split("/").slice(1).map(decodeURIComponent);
    const method = request.method;
    const { user } = store;

    if (method === "GET" && url.pathname === "/user") {
      return json(200, {
        login: user.login,
        id: user.id,
        node_id: nodeId("User", String(user.id)),
        avatar_url: "",
        html_url: `https://github.com/${user.login}`,
        type: "User",
        site_admin: false,
        name: user.name,
        email: user.email,
      });
    }
    if (parts[0] !== "repos" || !isThisRepo(`${parts[1]}/${parts[2]}`)) return notFound();
    const rest = parts.slice(3);
    const repoUrl = `${base}/repos/${store.fullName}`;

    if (method === "GET" && rest.length === 0) {
      const branch = await new RepositoryNode(store).defaultBranchRef();
      return json(200, {
        id: 1,
        node_id: nodeId("Repository", store.fullName),
        name: store.name,
        full_name: store.fullName,
        private: true,
        owner: { login: store.owner, id: user.id },
        html_url: `https://github.com/${store.fullName}`,
        url: repoUrl,
        default_branch: branch?.name ?? null,
        permissions: { admin: true, maintain: true, push: true, triage: true, pull: true },
      });
    }
    if (method === "GET" && rest[0] === "collaborators" && rest.length === 2) {
      // GitHub's answer to "is this user a collaborator?": 204 yes, 404 no.
      return rest[1]!.toLowerCase() === user.login.toLowerCase()
        ? new Response(null, { status: 204 })
        : notFound();
    }
    if (method === "GET" && rest[0] === "git" && rest[1] === "trees" && rest.length >= 3) {
      // A tree's, a commit's SHA or a branch (the rest of the path: a branch may hold slashes).
      const treeish = rest.slice(2).join("/");
      const spec = /^[0-9a-f]{40}$/i.test(treeish) ? treeish.toLowerCase() : `refs/heads/${treeish}`;
      const tree = spec.startsWith("refs/") && !isRefName(spec) ? null : await store.read(`${spec}^{tree}`);
      if (!tree) return notFound();
      // Any value of `recursive` asks for the whole tree, GitHub says (even "false").
      const recursive = url.searchParams.has("recursive");
      const rows = await lsTree(store, [...(recursive ? ["-r", "-t"] : []), tree.oid]);
      return json(200, {
        sha: tree.oid,
        url: `${repoUrl}/git/trees/${tree.oid}`,
        tree: rows.map(({ mode, type, oid, size, path: p }) => ({
          path: p,
          mode,
          type,
          sha: oid,
          ...(size === undefined ? {} : { size }),
          url: `${repoUrl}/git/${type === "tree" ? "trees" : "blobs"}/${oid}`,
        })),
        truncated: false,
      });
    }
    if (method === "GET" && rest[0] === "git" && rest[1] === "blobs" && rest.length === 3) {
      const sha = rest[2]!.toLowerCase();
      const blob = /^[0-9a-f]{40}$/.test(sha) ? await store.read(sha) : null;
      if (blob?.type !== "blob") return notFound();
      if (/application\/vnd\.github(\.v3)?\.raw/.test(request.headers.get("accept") ?? "")) {
        // Exactly this type: Sveltia reads any other as text, which would spoil a photo.
        return new Response(new Uint8Array(blob.content), {
          status: 200,
          headers: { "Content-Type": "application/octet-stream" },
        });
      }
      return json(200, {
        sha: blob.oid,
        node_id: nodeId("Blob", blob.oid),
        size: blob.content.length,
        url: `${repoUrl}/git/blobs/${blob.oid}`,
        // Base64 in lines of 60, as GitHub sends it.
        content: (blob.content.toString("base64").match(/.{1,60}/g) ?? [])
          .map((line) => `${line}\n`)
          .join(""),
        encoding: "base64",
      });
    }
    if (method === "POST" && rest[0] === "dispatches" && rest.length === 1) {
      // "Publish Changes" (repository_dispatch): accepted, and seen in `requests`.
      type Dispatch = { event_type?: unknown } | null;
      let body: Dispatch;
      try {
        body = JSON.parse(await request.text()) as Dispatch;
      } catch {
        return json(400, { message: "Problems parsing JSON" });
      }
      if (typeof body?.event_type !== "string") return json(422, { message: "Invalid request." });
      return new Response(null, { status: 204 });
    }
    return notFound();
  }

  async function answer(request: Request, url: URL, entry: RecordedRequest): Promise<Response> {
    // A self-hosted server's shape too: REST under /api/v3, GraphQL at /api/graphql.
    const pathname = url.pathname.replace(/\/+$/, "") || "/";
    const isGraphQL = pathname === "/graphql" || pathname === "/api/graphql";
    const prefix = pathname === "/api/v3" || pathname.startsWith("/api/v3/") ? "/api/v3" : "";
    entry.path = isGraphQL ? "/graphql" : `${pathname.slice(prefix.length) || "/"}${url.search}`;
    const scheme = /^(?:token|bearer)\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "");
    if (scheme?.[1] !== options.token) return json(401, { message: "Bad credentials" });
    if (isGraphQL) return request.method === "POST" ? answerGraphQL(request, entry) : notFound();
    return answerRest(request, entry.path, `${url.origin}${prefix}`);
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const origin = request.headers.get("origin");
    const entry: RecordedRequest = {
      method: request.method,
      path: url.pathname + url.search,
      url: url.href,
      status: 0,
    };
    if (options.record !== false) requests.push(entry);
    let response: Response;
    if (request.method === "OPTIONS") {
      // The preflight of a cross-origin call: whatever the page asks to send, from wherever it is.
      response = new Response(null, {
        status: 204,
        headers: {
          "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE",
          "Access-Control-Allow-Headers":
            request.headers.get("access-control-request-headers") ?? "Authorization, Content-Type, Accept",
          "Access-Control-Max-Age": "86400",
        },
      });
    } else {
      try {
        response = await answer(request, url, entry);
      } catch (error) {
        response = json(500, { message: error instanceof Error ? error.message : String(error) });
      }
    }
    response.headers.set("Access-Control-Allow-Origin", origin ?? "*");
    if (origin) response.headers.append("Vary", "Origin");
    entry.status = response.status;
    return response;
  }

  return { handle, requests, commits, head };
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}

const notFound = () => json(404, { message: "Not Found" });

/** One piece of work at a time, in the order asked; a failed one does not stop the next. */
export function oneAtATimeQueue() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = last.then(work, work);
    last = run.catch(() => {});
    return run;
  };
}

/** A request's body is larger than `requestOf` was asked to read. */
export class TooLarge extends Error {}

/**
 * A Node request as a fetch Request for `handle()`, at `origin`, its body read whole; `strip`: a
 * prefix taken off its path, `limit`: the most bytes of body read (else TooLarge).
 */
export async function requestOf(
  req: IncomingMessage,
  origin: string,
  { strip = "", limit = Infinity }: { strip?: string; limit?: number } = {},
): Promise<Request> {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(", ") : value);
  }
  const method = req.method ?? "GET";
  const hasBody = !["GET", "HEAD"].includes(method);
  const chunks: Buffer[] = [];
  let size = 0;
  if (hasBody)
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > limit) throw new TooLarge(`more than ${limit} bytes`);
      chunks.push(chunk as Buffer);
    }
  const path = req.url ?? "/";
  return new Request(`${origin}${strip && path.startsWith(strip) ? path.slice(strip.length) : path}`, {
    method,
    headers,
    body: hasBody ? new Uint8Array(Buffer.concat(chunks)) : undefined,
  });
}

/** Sends a fetch Response as the answer to a Node request. */
export async function reply(res: ServerResponse, response: Response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}
