import { inboxCopy } from "./site-words.ts";
import { INBOX_PATH } from "./paths";
import { MAX_BODY_BYTES } from "#shared/inbox/limits.mjs";
import type { Inbox } from "./inbox";

/**
 * Requests no form would send, to npm start's inbox (lead-inbox-hostile's tests, without a browser
 * and in Chromium). Every client has its own address (X-Forwarded-For, trusted with TRUST_PROXY=1),
 * so each test meets the rate limit afresh.
 */
export const VALID = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "",
  message: "A porch, please.",
};

/** What the inbox says of a body larger than the form can send. */
export const REASON_413 = inboxCopy.reasons[413](MAX_BODY_BYTES);

export const form = (values: Record<string, string>) => new URLSearchParams(values).toString();
export const FORM = "application/x-www-form-urlencoded";

export type PostOptions = {
  type?: string;
  headers?: Record<string, string>;
  client?: string;
  origin?: string;
};

/**
 * The clients of the inbox `target()` names (read when a test runs: its server starts before the
 * file's tests): a new visitor's address, a post as one, and a check that an act stores nothing.
 */
export function hostileClients(target: () => { origin: string; inbox: Inbox }) {
  let clients = 0;
  /** A new visitor's address. */
  const newClient = () => `198.51.100.${++clients}`;

  /** POSTs `body` to the inbox of `origin` as one client (a new one unless given). */
  function post(
    body: string | Uint8Array<ArrayBuffer> | object,
    { type, headers = {}, client = newClient(), origin = target().origin }: PostOptions = {},
  ) {
    const text = typeof body === "string" || body instanceof Uint8Array ? body : JSON.stringify(body);
    return fetch(origin + INBOX_PATH, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": type ?? "application/json", "X-Forwarded-For": client, ...headers },
      body: text,
    });
  }

  /** Runs `act` and checks that no lead was stored meanwhile (in either runner: it throws). */
  async function storesNothing(act: () => Promise<void>) {
    const before = target().inbox.leads().length;
    await act();
    const after = target().inbox.leads().length;
    if (after !== before)
      throw new Error(`No lead should have been stored: ${before} before, ${after} after.`);
  }

  return { newClient, post, storesNothing };
}
