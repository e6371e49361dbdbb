import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openDeliveries } from "./deliveries.mjs";
import { createPublishHook, MAX_PAYLOAD_BYTES, MAX_READING_BYTES, signature } from "./webhook.mjs";

const SECRET = "s".repeat(16) + "e".repeat(16) + "cret";
const REPO = "ridgeline-builders/website";

let server: Server | undefined;
let folder: string | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/**
 * The webhook on a loopback server, and the publishes it started; `dir` keeps its record of
 * deliveries (a new folder unless given).
 */
async function hook({ secret = SECRET as string | undefined, dir = "", payloadMs = 10_000 } = {}) {
  folder = dir || mkdtempSync(join(tmpdir(), "webhook-"));
  const published: number[] = [];
  const { path, handle } = createPublishHook({
    secret,
    repo: REPO,
    branch: "main",
    deliveries: openDeliveries(join(folder, "deliveries.json")),
    publish: () => {
      published.push(Date.now());
      return "Publishing: live in about 30 seconds, if the check passes.";
    },
    payloadMs,
  });
  server = createServer(handle);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}${path}`;
  return { url, published };
}

/** GitHub's push payload, as its documentation shows it (the fields the hook reads, and more). */
const push = (change: Record<string, unknown> = {}) =>
  JSON.stringify({
    ref: "refs/heads/main",
    before: "1".repeat(40),
    after: "2".repeat(40),
    deleted: false,
    repository: { full_name: REPO, default_branch: "main" },
    pusher: { name: "owner" },
    head_commit: { id: "2".repeat(40), message: "New project" },
    ...change,
  });

/** A delivery as GitHub sends one: signed with `secret`, a fresh delivery ID. */
function deliver(
  url: string,
  body: string,
  {
    event = "push",
    secret = SECRET,
    delivery = randomUUID() as string,
    headers = {} as Record<string, string>,
  } = {},
) {
  return fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "User-Agent": "GitHub-Hookshot/abc1234",
      "X-GitHub-Event": event,
      "X-GitHub-Delivery": delivery,
      "X-Hub-Signature-256": signature(secret, body),
      ...headers,
    },
    body,
  });
}

describe("POST /api/publish", () => {
  it("publishes a signed push to the content branch, and says when it will be live", async () => {
    const { url, published } = await hook();
    const answer = await deliver(url, push());
    expect(answer.status).toBe(202);
    expect(await answer.text()).toBe("Publishing: live in about 30 seconds, if the check passes.\n");
    expect(published).toHaveLength(1);
  });

  it("answers GitHub's ping, and publishes nothing for other events", async () => {
    const { url, published } = await hook();
    const ping = await deliver(url, JSON.stringify({ zen: "Keep it logically awesome." }), { event: "ping" });
    expect(ping.status).toBe(200);
    expect(await ping.text()).toMatch(/webhook works: a push to main publishes/);
    const star = await deliver(url, JSON.stringify({ action: "created" }), { event: "star" });
    expect(star.status).toBe(202);
    expect(await star.text()).toMatch(/only a push publishes/);
    expect(published).toEqual([]);
  });

  it("refuses everything, saying why, while PUBLISH_SECRET is not set", async () => {
    const { url, published } = await hook({ secret: "" });
    const answer = await deliver(url, push(), { secret: "" });
    expect(answer.status).toBe(503);
    expect(await answer.text()).toMatch(/not set up on this server: set PUBLISH_SECRET/);
    expect(published).toEqual([]);
  });

  it.each([
    ["no signature", { "X-Hub-Signature-256": "" }],
    ["another secret's signature", { "X-Hub-Signature-256": signature("another secret", push()) }],
    ["the SHA-1 signature alone", { "X-Hub-Signature-256": "", "X-Hub-Signature": "sha1=" + "0".repeat(40) }],
    ["a signature of another length", { "X-Hub-Signature-256": "sha256=abc" }],
    ["an upper-case signature", { "X-Hub-Signature-256": signature(SECRET, push()).toUpperCase() }],
  ])("refuses a delivery with %s (401)", async (_, headers) => {
    const { url, published } = await hook();
    const answer = await deliver(url, push(), { headers });
    expect(answer.status).toBe(401);
    expect(await answer.text()).toMatch(/must be this server's PUBLISH_SECRET/);
    expect(published).toEqual([]);
  });

  it("refuses a body changed after it was signed", async () => {
    const { url, published } = await hook();
    const answer = await deliver(url, push({ ref: "refs/heads/other" }), {
      headers: { "X-Hub-Signature-256": signature(SECRET, push()) },
    });
    expect(answer.status).toBe(401);
    expect(published).toEqual([]);
  });

  it("refuses a delivery sent again (409), even after a restart", async () => {
    const delivery = randomUUID();
    const first = await hook();
    expect((await deliver(first.url, push(), { delivery })).status).toBe(202);
    const again = await deliver(first.url, push(), { delivery });
    expect(again.status).toBe(409);
    expect(await again.text()).toMatch(/received before .* push again to publish/);
    // The same folder, a new server: the record is on disk.
    await new Promise((resolve) => server!.close(resolve));
    const restarted = await hook({ dir: folder! });
    expect((await deliver(restarted.url, push(), { delivery })).status).toBe(409);
    expect(first.published).toHaveLength(1);
    expect(restarted.published).toEqual([]);
  });

  it.each([
    [
      "another branch",
      push({ ref: "refs/heads/draft" }),
      /push is to refs\/heads\/draft; this site publishes the branch main/,
    ],
    ["a tag named like the branch", push({ ref: "refs/tags/main" }), /refs\/tags\/main/],
    [
      "another repository",
      push({ repository: { full_name: "someone/else" } }),
      /push is to someone\/else; this site's content is/,
    ],
    ["the branch deleted", push({ deleted: true, after: "0".repeat(40) }), /deleted the branch main/],
  ])("publishes nothing for %s (422)", async (_, body, words) => {
    const { url, published } = await hook();
    const answer = await deliver(url, body);
    expect(answer.status).toBe(422);
    expect(await answer.text()).toMatch(words);
    expect(published).toEqual([]);
  });

  it("takes the repository's name in any case, as GitHub does", async () => {
    const { url, published } = await hook();
    const answer = await deliver(url, push({ repository: { full_name: REPO.toUpperCase() } }));
    expect(answer.status).toBe(202);
    expect(published).toHaveLength(1);
  });

  it("refuses other methods, types and malformed deliveries, in words", async () => {
    const { url, published } = await hook();
    const get = await fetch(url);
    expect([get.status, get.headers.get("allow")]).toEqual([405, "POST"]);
    const form = await deliver(url, push(), {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    expect(await form.text()).toMatch(/content type to application\/json/);
    const noId = await deliver(url, push(), { delivery: "" });
    expect(noId.status).toBe(400);
    const notJson = await deliver(url, "{not json");
    expect(notJson.status).toBe(400);
    expect(published).toEqual([]);
  });

  it("refuses a payload over the limit by its length, and one that does not say its length, without reading either", async () => {
    const { url, published } = await hook();
    const large = JSON.stringify({ padding: "x".repeat(MAX_PAYLOAD_BYTES) });
    const declared = await deliver(url, large);
    expect(declared.status).toBe(413);
    // No Content-Length (sent in chunks), as GitHub never sends one.
    const streamed = await new Promise<number>((resolve, reject) => {
      const sent = request(
        url,
        {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "X-GitHub-Event": "push",
            "X-GitHub-Delivery": randomUUID(),
            "X-Hub-Signature-256": signature(SECRET, large),
          },
        },
        (res) => resolve(res.statusCode ?? 0),
      );
      sent.on("error", reject);
      for (let at = 0; at < large.length; at += 64 * 1024) sent.write(large.slice(at, at + 64 * 1024));
      sent.end();
    });
    expect(streamed).toBe(411);
    expect(published).toEqual([]);
  });
});

describe("a disk that takes nothing (full, or a file where the record's folder should be)", () => {
  it("publishes nothing, and says why in words GitHub shows", async () => {
    const dir = mkdtempSync(join(tmpdir(), "webhook-disk-"));
    writeFileSync(join(dir, "not-a-folder"), "");
    const published: number[] = [];
    const { handle } = createPublishHook({
      secret: SECRET,
      repo: REPO,
      branch: "main",
      deliveries: openDeliveries(join(dir, "not-a-folder", "deliveries.json")),
      publish: () => {
        published.push(Date.now());
        return "Publishing";
      },
    });
    server = createServer(handle);
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api/publish`;
    const answer = await deliver(url, push());
    expect(answer.status).toBe(503);
    expect(await answer.text()).toMatch(
      /^The server could not record this delivery \(.*\): nothing was published\. Free space/,
    );
    expect(published).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe("openDeliveries", () => {
  it("forgets a delivery after the days it keeps them, and keeps at most the newest", () => {
    const dir = mkdtempSync(join(tmpdir(), "deliveries-"));
    let now = 0;
    const file = join(dir, "deliveries.json");
    const record = openDeliveries(file, { days: 1, max: 3, now: () => now });
    record.add("a");
    now = 2 * 24 * 60 * 60 * 1000;
    record.add("b");
    expect([record.has("a"), record.has("b")]).toEqual([false, true]);
    for (const id of ["c", "d", "e"]) record.add(id);
    const reopened = openDeliveries(file, { days: 1, max: 3, now: () => now });
    expect(["b", "c", "d", "e"].map((id) => reopened.has(id))).toEqual([false, true, true, true]);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe("unsigned bodies read at once", () => {
  it("stay under MAX_READING_BYTES of what has arrived: past it, a delivery is turned away", async () => {
    const { url } = await hook();
    // Large bodies, all but their last byte sent: held while being read.
    const held = await Promise.all(
      Array.from({ length: MAX_READING_BYTES / MAX_PAYLOAD_BYTES }, () =>
        slowPost(url, MAX_PAYLOAD_BYTES, MAX_PAYLOAD_BYTES - 1),
      ),
    );
    const next = await deliver(url, push());
    expect(next.status).toBe(503);
    expect(await next.text()).toMatch(/Too many deliveries at once/);
    for (const post of held) post.destroy();
    // Once they are gone, a delivery is read again.
    await vi.waitFor(async () => expect((await deliver(url, push())).status).toBe(202), { timeout: 5000 });
  });

  it("hold nothing for long: a body that stops arriving is dropped, and holds no room", async () => {
    const { url } = await hook({ payloadMs: 200 });
    const closed = new Promise<void>((resolve) => {
      void slowPost(url, MAX_PAYLOAD_BYTES, MAX_PAYLOAD_BYTES - 1).then((post) =>
        post.on("close", () => resolve()),
      );
    });
    await closed;
    expect((await deliver(url, push())).status).toBe(202);
  });
});

/** A POST that declares `length` bytes and sends `sent` of them: the hook is left reading it. */
async function slowPost(url: string, length: number, sent: number) {
  const post = request(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Content-Length": String(length) },
  });
  post.on("error", () => {});
  post.write("x".repeat(sent));
  await new Promise((resolve) => setTimeout(resolve, 100));
  return post;
}
