import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { company } from "~/content/site";
import { axeViolations, consoleProblems, launchChromium, openPage } from "../support/browser";
import { SPEC } from "../support/spec";
import { buildSite, startSite, type RunningSite } from "../support/site";

/**
 * A stand-in for the company's form service, on 127.0.0.1: answers each POST as the current test
 * says, and records what it received. It allows cross-origin requests, as form services do.
 */
type Behaviour = "ok" | "fail" | "slow" | "drop";
let behaviour: Behaviour = "ok";
const received: { body: string; contentType: string | undefined }[] = [];
const sockets = new Set<Socket>();

function endpoint(req: IncomingMessage, res: ServerResponse) {
  res.setHeader("Access-Control-Allow-Origin", "*");
  res.setHeader("Access-Control-Allow-Headers", "content-type, accept");
  res.setHeader("Access-Control-Allow-Methods", "POST");
  if (req.method === "OPTIONS") return res.writeHead(204).end();
  let body = "";
  req.on("data", (c: Buffer) => (body += c.toString()));
  req.on("end", () => {
    received.push({ body, contentType: req.headers["content-type"] });
    if (behaviour === "ok") res.writeHead(200, { "Content-Type": "application/json" }).end('{"ok":true}');
    if (behaviour === "fail") res.writeHead(500).end("Internal Server Error");
    if (behaviour === "drop") req.socket.destroy();
    if (behaviour === "slow") setTimeout(() => res.writeHead(200).end("late"), 15_000).unref();
  });
}

let endpointServer: Server;
let site: RunningSite;
let browser: Browser;
let endpointUrl: string;

beforeAll(async () => {
  endpointServer = createServer(endpoint);
  endpointServer.on("connection", (s) => sockets.add(s));
  await new Promise<void>((resolve) => endpointServer.listen(0, "127.0.0.1", resolve));
  const address = endpointServer.address();
  endpointUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/quote`;
  await buildSite("build-endpoint", { CONTACT_ENDPOINT: endpointUrl });
  site = await startSite("build-endpoint");
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  for (const s of sockets) s.destroy();
  await new Promise((resolve) => endpointServer?.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  behaviour = "ok";
});

const VALUES = {
  name: "Zoë O'Brien",
  email: "zoe@example.com",
  phone: "+1 (555) 555-0123",
  message: 'A new kitchen — <script>alert("x")</script> & a bay window 🏗️',
};

async function fillAndSubmit(page: Page) {
  await page.getByRole("textbox", { name: /Full Name/ }).fill(VALUES.name);
  await page.getByRole("textbox", { name: /Email Address/ }).fill(VALUES.email);
  await page.getByRole("textbox", { name: /Phone Number/ }).fill(VALUES.phone);
  await page.getByRole("textbox", { name: /Project Details/ }).fill(VALUES.message);
  await page.getByRole("button", { name: "Send Message" }).click();
}

async function openContact() {
  const opened = await openPage(browser);
  await opened.page.goto(site.origin + "/contact", { waitUntil: "networkidle" });
  await opened.page.locator("button[type=submit]:enabled").waitFor();
  return opened;
}

async function expectFieldsKept(page: Page) {
  expect(await page.getByRole("textbox", { name: /Full Name/ }).inputValue()).toBe(VALUES.name);
  expect(await page.getByRole("textbox", { name: /Email Address/ }).inputValue()).toBe(VALUES.email);
  expect(await page.getByRole("textbox", { name: /Phone Number/ }).inputValue()).toBe(VALUES.phone);
  expect(await page.getByRole("textbox", { name: /Project Details/ }).inputValue()).toBe(VALUES.message);
}

describe("contact form with CONTACT_ENDPOINT set", () => {
  it("allows that endpoint, and only it, in the Content-Security-Policy", async () => {
    const response = await fetch(site.origin + "/contact");
    expect(response.headers.get("content-security-policy")).toContain(
      `connect-src 'self' ${new URL(endpointUrl).origin};`,
    );
  });

  it("after a 200 answer: one POST with the JSON body, the notice, and cleared fields", async () => {
    const { page, console, close } = await openContact();
    await fillAndSubmit(page);
    await page.getByRole("status").getByText(SPEC.notice.value.title).waitFor();
    expect(received).toHaveLength(1);
    expect(received[0]!.contentType).toBe("application/json");
    expect(JSON.parse(received[0]!.body)).toEqual(VALUES);
    expect(await page.getByRole("textbox", { name: /Full Name/ }).inputValue()).toBe("");
    expect(await page.getByRole("textbox", { name: /Project Details/ }).inputValue()).toBe("");
    expect(consoleProblems(console)).toEqual([]);
    await close();
  });

  it.each([
    ["a 500 answer", "fail"],
    ["a dropped connection", "drop"],
  ] as const)("after %s: a clear error, every field kept, and axe finds nothing", async (_label, kind) => {
    behaviour = kind;
    const { page, close } = await openContact();
    await fillAndSubmit(page);
    const alert = page.getByRole("alert").filter({ hasText: "could not be sent" });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(company.phone.display);
    expect(await page.getByText(SPEC.notice.value.title).count()).toBe(0);
    await expectFieldsKept(page);
    expect(received).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });

  it("when the endpoint does not answer within 10 s: the error, fields kept; double clicks send once", async () => {
    behaviour = "slow";
    const { page, close } = await openContact();
    await fillAndSubmit(page);
    const button = page.getByRole("button", { name: "Sending…" });
    await button.waitFor();
    await button.click({ force: true });
    await button.click({ force: true });
    await page.getByRole("alert").filter({ hasText: "could not be sent" }).waitFor({ timeout: 15_000 });
    await expectFieldsKept(page);
    expect(received).toHaveLength(1);
    await close();
  }, 30_000);

  it("sends nothing when a bot fills the honeypot, yet shows success", async () => {
    const { page, close } = await openContact();
    await page
      .locator('input[name="website"]')
      .evaluate((input: HTMLInputElement) => (input.value = "http://spam.example"));
    await fillAndSubmit(page);
    await page.getByRole("status").getByText(SPEC.notice.value.title).waitFor();
    await page.waitForTimeout(300);
    expect(received).toHaveLength(0);
    await close();
  });

  it("shows field errors with axe-core finding no violations", async () => {
    const { page, close } = await openContact();
    await page.getByRole("textbox", { name: /Email Address/ }).fill("a@b");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText(/valid email address/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(received).toHaveLength(0);
    await close();
  });
});
