// @ts-check

/** What the owner is told when the command line is not one address with optional servers. */
export const USAGE =
  "Use: npm run check-live -- https://www.your-company.com [--server <ip>[:port]] [--http-server <ip>[:port]]";

/**
 * `npm run check-live`'s command line: one http(s) address, and where to connect instead of its
 * DNS (`--server`, `--http-server`). Undefined when it is anything else.
 * @param {string[]} args
 * @returns {{ address: string, connect: import("./visit.mjs").Connect } | undefined}
 */
export function readArguments(args) {
  /** @type {import("./visit.mjs").Connect} */
  const connect = {};
  /** @type {string[]} */
  const rest = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? "";
    if (arg === "--server") connect.server = args[++i];
    else if (arg === "--http-server") connect.httpServer = args[++i];
    else rest.push(arg);
  }
  const [address] = rest;
  if (
    rest.length !== 1 ||
    !address ||
    !URL.canParse(address) ||
    !/^https?:$/.test(new URL(address).protocol)
  ) {
    return undefined;
  }
  return { address, connect };
}
