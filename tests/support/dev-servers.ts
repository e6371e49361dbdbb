/**
 * `npm run dev` and `npm run edit`, both at once in one copy of the project, as an owner runs them
 * (tests/site/dev-servers.test.ts, tests/e2e/dev-servers.test.ts): each on a free port of
 * 127.0.0.1, with what it prints.
 */
import { spawn, type ChildProcess } from "node:child_process";
// (The dev server's own option takes no 0: the port is chosen before it starts.)
import { freePort } from "./hosts";

export type DevServers = {
  /** The address of each dev server. */
  origins: { dev: string; edit: string };
  /** What each has printed so far (its debug output among it). */
  output: { dev: () => string; edit: () => string };
  /** Stops both (their process groups) and resolves once they have exited. */
  stop: () => Promise<void>;
};

/** Resolves once `origin` answers `/` with 200; rejects with what the server printed after `timeoutMs`. */
async function answering(origin: string, printed: () => string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(`${origin}/`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > until) throw new Error(`${origin}/ answered ${status}:\n${printed()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Starts `npm run dev` and `npm run edit` in `copy` and waits until each answers `/`. `env` is
 * given to both (DEBUG=vite:deps makes Vite say when it finds a package to bundle).
 */
export async function startDevServers(
  copy: string,
  env: NodeJS.ProcessEnv = {},
  timeoutMs = 120_000,
): Promise<DevServers> {
  const children: ChildProcess[] = [];
  const printed = { dev: "", edit: "" };
  const start = (script: "dev" | "edit", args: string[], own: NodeJS.ProcessEnv) => {
    // In a process group of its own: stopping it stops npm and the server beneath it.
    const child = spawn("npm", ["run", script, "--silent", "--", ...args], {
      cwd: copy,
      env: { ...process.env, ...env, ...own },
      detached: true,
    });
    const closed = new Promise<void>((resolve) => child.once("close", () => resolve()));
    child.stdout!.on("data", (chunk: Buffer) => (printed[script] += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (printed[script] += chunk.toString()));
    children.push(child);
    return closed;
  };
  const [devPort, editPort] = [await freePort(), await freePort()];
  const origins = { dev: `http://127.0.0.1:${devPort}`, edit: `http://127.0.0.1:${editPort}` };
  const closed: Promise<void>[] = [];
  const stop = async () => {
    for (const child of children)
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        // Already gone.
      }
    await Promise.all(closed);
  };
  try {
    // One after the other: each server's React Router plugin empties and writes the project's
    // .react-router/types/ as it starts, and two doing so at once crash on each other's files
    // (ENOTEMPTY). Once one answers, the other's writing leaves it be.
    closed.push(start("dev", ["--host", "127.0.0.1", "--port", String(devPort), "--strictPort"], {}));
    await answering(origins.dev, () => printed.dev, timeoutMs);
    // scripts/edit.mjs takes its port from PORT (and passes no arguments on).
    closed.push(start("edit", [], { PORT: String(editPort) }));
    await answering(origins.edit, () => printed.edit, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origins, output: { dev: () => printed.dev, edit: () => printed.edit }, stop };
}
