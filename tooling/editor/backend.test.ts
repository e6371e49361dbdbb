import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localBackend } from "./backend";

let root: string;
let server: Server;
let url: string;
const company = () => JSON.parse(readFileSync(join(root, "app/content/company.json"), "utf8"));
const call = async (action: string, params: object) => {
  const res = await fetch(url, { method: "POST", body: JSON.stringify({ action, params }) });
  return { status: res.status, body: await res.json() };
};
const persist = (data: object) =>
  call("persistEntry", {
    dataFiles: [{ slug: "company", path: "app/content/company.json", raw: JSON.stringify(data) }],
    assets: [],
    options: {},
  });

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "editor-backend-"));
  cpSync(join(import.meta.dirname, "../../app/content"), join(root, "app/content"), { recursive: true });
  const handle = localBackend(root);
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

describe("the editor's local backend", () => {
  it("writes a valid data file, leaving emptied optional fields out", async () => {
    const { status } = await persist({ ...company(), tagline: "Builders since 2008", areaServed: "" });
    expect(status).toBe(200);
    expect(company().tagline).toBe("Builders since 2008");
    expect(company()).not.toHaveProperty("areaServed");
  });

  it("refuses a file the schema rejects, with its message, and writes nothing", async () => {
    const before = readFileSync(join(root, "app/content/company.json"), "utf8");
    const { status, body } = await persist({ ...company(), email: "hello@" });
    expect(status).toBe(422);
    expect(body.error).toContain("company.email: must be an email address");
    expect(readFileSync(join(root, "app/content/company.json"), "utf8")).toBe(before);
  });

  it("reads and writes nothing but the data files and the photos", async () => {
    expect((await call("getEntry", { path: "package.json" })).status).toBe(422);
    expect((await call("getEntry", { path: "app/content/site.ts" })).status).toBe(422);
    const asset = (path: string) => ({ asset: { path, content: "AAAA", encoding: "base64" } });
    expect((await call("persistMedia", asset("app/content/photos/../site.ts"))).status).toBe(422);
    expect((await call("persistMedia", asset("app/content/photos/run.sh"))).status).toBe(422);
    expect((await call("deleteFile", { path: "app/content/company.json" })).status).toBe(422);
  });
});
