/**
 * A photo that costs a gigabyte to decode (issue 32): the inbox runs inside a 512 MB memory limit,
 * as on a small VPS or under deploy/site.service's MemoryMax, and receives a 0.7 MB interlaced PNG
 * and a 1.3 MB progressive JPEG of 15000 x 15000 pixels (each 730-780 MB to decode whole) and a
 * phone's photo. It keeps answering, stores and mails the three requests (the first two without a
 * web-sized copy, saying so), and its resident memory stays under 350 MB.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { INBOX_PATH } from "../support/paths";
import { PHOTOS } from "#shared/contact/fields.ts";
import { memoryCgroup, peakResident } from "../support/cgroup";
import { expect, test } from "vitest";
import { createInbox, INBOX_BUILD } from "../support/inbox";
import { madeOnce, noisyPhotoOnce } from "../support/photos";
import { ROOT } from "../support/site";
import { startSmtp } from "../support/smtp";

const MB = 1024 * 1024;
const LIMIT = 512 * MB;
const RESIDENT_GOAL = 350 * MB;

test("inside a 512 MB limit, photos that would cost a gigabyte to decode neither stop the inbox nor lose a request", async () => {
  const dir = mkdtempSync(join(tmpdir(), "inbox-memory-"));
  const flat = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 140, g: 120, b: 90 } } });
  const files = [
    { name: "plan.png", type: "image/png", path: join(dir, "plan.png") },
    { name: "site.jpg", type: "image/jpeg", path: join(dir, "site.jpg") },
    { name: "porch.jpg", type: "image/jpeg", path: join(dir, "porch.jpg") },
  ];
  // Made once and kept for later runs: encoding them takes 10 to 25 s each.
  const [plan, site, porch] = await Promise.all([
    madeOnce("flat 15000 x 15000, rgb(140, 120, 90), interlaced PNG", () =>
      flat(15_000, 15_000).png({ progressive: true, compressionLevel: 9 }).toBuffer(),
    ),
    madeOnce("flat 15000 x 15000, rgb(140, 120, 90), progressive JPEG", () =>
      flat(15_000, 15_000).jpeg({ progressive: true }).toBuffer(),
    ),
    noisyPhotoOnce(4032, 3024, { quality: 85, sigma: 40 }),
  ]);
  for (const [i, bytes] of [plan, site, porch].entries()) writeFileSync(files[i]!.path, bytes);

  const inbox = createInbox();
  const smtp = await startSmtp();
  const cgroup = memoryCgroup(`site-inbox-test-${process.pid}`, LIMIT);
  let output = "";
  // The server itself (node server/start.mjs, as deploy/site.service runs it), moved into the group
  // at once, before it has read its build.
  const child = spawn(process.execPath, ["server/start.mjs"], {
    cwd: ROOT,
    env: {
      ...process.env,
      BUILD_DIR: INBOX_BUILD,
      HOST: "127.0.0.1",
      PORT: "0",
      LEADS_DB: inbox.db,
      LEADS_RATE_LIMIT: "100",
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: "owner@example.com",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  cgroup.add(child.pid!);
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  try {
    await expect
      .poll(() => /Serving .* on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1], { timeout: 30_000 })
      .toBeTruthy();
    const origin = /Serving .* on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)![1]!;
    const page = () => fetch(origin + "/").then((answer) => answer.status);

    for (const [i, file] of files.entries()) {
      const body = new FormData();
      body.append("name", `Visitor ${i + 1}`);
      body.append("email", `visitor${i + 1}@example.com`);
      body.append("message", `Request ${i + 1}, with ${file.name}.`);
      body.append(PHOTOS.field, new Blob([readFileSync(file.path)], { type: file.type }), file.name);
      const [answer, meanwhile] = await Promise.all([
        fetch(origin + INBOX_PATH, { method: "POST", headers: { Accept: "application/json" }, body }),
        page(),
      ]);
      expect(answer.status, output).toBe(201);
      expect(meanwhile).toBe(200);
    }

    // Each mailed once, while the server keeps answering pages.
    await expect
      .poll(async () => [smtp.mails.length, await page()], { timeout: 120_000, message: output })
      .toEqual([3, 200]);
    const text = (n: number) =>
      smtp.mails.find((mail) => mail.text.includes(`Request ${n},`))!.text.replace(/=\r?\n/g, "");
    for (const n of [1, 2]) {
      expect(text(n)).toContain("is not attached: too large to process safely on this server.");
      expect(text(n)).not.toContain("Content-Type: image/jpeg");
    }
    expect(text(3)).toContain("Content-Type: image/jpeg");
    expect(inbox.leads().map((lead) => lead.email)).toEqual([
      "visitor1@example.com",
      "visitor2@example.com",
      "visitor3@example.com",
    ]);

    const resident = peakResident(child.pid!);
    console.log(
      `npm start's peak resident memory: ${(resident / MB).toFixed(0)} MB (goal: under ${RESIDENT_GOAL / MB} MB); ` +
        `its cgroup's peak, file cache included: ${(cgroup.peak() / MB).toFixed(0)} MB of ${LIMIT / MB} MB`,
    );
    expect(resident).toBeLessThan(RESIDENT_GOAL);
    expect(child.exitCode).toBeNull();
  } finally {
    child.kill("SIGTERM");
    await exited;
    cgroup.remove();
    await smtp.stop();
    inbox.remove();
    rmSync(dir, { recursive: true, force: true });
  }
}, 240_000);
