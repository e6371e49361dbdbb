/**
 * The owner's repository on GitHub, asked as the editor (Sveltia) asks it: with the token it keeps
 * once the owner has signed in, at api.github.com (the editor's policy allows no other host), or
 * at `npm run edit`'s own API (its `api_root`).
 */
const API = "https://api.github.com";

/** The repository and branch the editor saves to (its configuration's `backend`). */
export type Repository = { repo: string; branch: string; api_root?: string };

/** Where REST and GraphQL are: a GitHub Enterprise Server's places under `api_root`, as Sveltia puts them. */
function endpoints(apiRoot?: string) {
  if (!apiRoot) return { rest: API, graphql: `${API}/graphql` };
  const root = apiRoot.replace(/\/+$/, "");
  const base = root.endsWith("/api") ? root : `${root}/api`;
  return { rest: `${base}/v3`, graphql: `${base}/graphql` };
}

const token = () =>
  (JSON.parse(localStorage.getItem("sveltia-cms.user") ?? "{}") as { token?: string }).token ?? "";

/** The answer to a GraphQL query about the repository (`$owner`, `$repo`, `$branch` given). */
async function query<T>(
  { repo, branch, api_root }: Repository,
  text: string,
  variables: object = {},
): Promise<T | undefined> {
  const [owner, name] = repo.split("/");
  const response = await fetch(endpoints(api_root).graphql, {
    method: "POST",
    headers: { Authorization: `token ${token()}`, "Content-Type": "application/json" },
    body: JSON.stringify({ query: text, variables: { owner, repo: name, branch, ...variables } }),
  });
  return ((await response.json()) as { data?: T }).data;
}

/** The commit the branch is at now, or undefined if it cannot be told. */
export async function branchHead(repository: Repository): Promise<string | undefined> {
  try {
    const data = await query<{ repository?: { ref?: { target?: { oid?: string } } } }>(
      repository,
      "query($owner: String!, $repo: String!, $branch: String!) { repository(owner: $owner, name: $repo) { ref(qualifiedName: $branch) { target { ... on Commit { oid } } } } }",
    );
    return data?.repository?.ref?.target?.oid;
  } catch {
    return undefined;
  }
}

/** The bytes of a file of the branch, as a Blob, or undefined if there is none. */
export async function fileOf(repository: Repository, path: string): Promise<Blob | undefined> {
  try {
    const data = await query<{ repository?: { object?: { oid?: string } } }>(
      repository,
      "query($owner: String!, $repo: String!, $expression: String!) { repository(owner: $owner, name: $repo) { object(expression: $expression) { ... on Blob { oid } } } }",
      { expression: `${repository.branch}:${path}` },
    );
    const oid = data?.repository?.object?.oid;
    if (!oid) return undefined;
    const response = await fetch(
      `${endpoints(repository.api_root).rest}/repos/${repository.repo}/git/blobs/${oid}`,
      {
        headers: { Authorization: `token ${token()}`, Accept: "application/vnd.github.raw" },
      },
    );
    return response.ok ? await response.blob() : undefined;
  } catch {
    return undefined;
  }
}
