// @ts-check
/**
 * `npm run check-live -- <url>`: fetches the live site as a visitor and a search engine would, and
 * says, in words an owner understands, each thing that is wrong and how to fix it. Exits 1 when
 * anything is wrong, 2 on a wrong command line. Sends no quote request: the form's endpoint gets an
 * invalid request (the inbox) or a CORS preflight (a form service; the inbox on a server of its own
 * gets both), never a lead. The checks are in tooling/check-live/, one module each. A site that
 * Cloudflare serves (its answers carry `server: cloudflare` and `cf-ray`: npm run cloudflare:deploy's
 * Worker) is told Cloudflare's fixes: cloudflare:deploy, the Worker's log, the dashboard's settings.
 *
 *   npm run check-live -- https://www.your-company.com
 *   npm run check-live -- https://www.your-company.com --server 203.0.113.5
 *     (before DNS points at the new server: connect there, ask for the domain)
 */
import { readArguments, USAGE } from "../tooling/check-live/arguments.mjs";
import { checkLive } from "../tooling/check-live/check-live.mjs";
import { report } from "../tooling/check-live/report.mjs";

const command = readArguments(process.argv.slice(2));
if (!command) {
  console.error(USAGE);
  process.exit(2);
}
console.log(`Checking ${new URL(command.address).origin} as a visitor and a search engine would…\n`);
const findings = await checkLive(command.address, command.connect);
process.stdout.write(report(findings));
process.exit(findings.every((f) => f.ok) ? 0 : 1);
