// @ts-check
import { fromCloudflare } from "./cloudflare.mjs";
import { fetchAs } from "./fetch-as.mjs";
import { networkProblem } from "./network-problem.mjs";

/**
 * The site is on HTTPS, and its plain-HTTP address redirects there.
 * @param {import("./visit.mjs").Visit} visit
 */
export async function checkHttps({ origin, site, httpConnect, ok, problem }) {
  if (site.protocol !== "https:") {
    problem(
      `${origin} is not an HTTPS address: browsers mark the site "Not secure" and the form's data travels readable.`,
      "Serve it over HTTPS: the generated Caddyfile does it by itself (docs/deploy.md); then check https://" +
        site.host,
    );
    return;
  }
  const plain = `http://${site.hostname}/`;
  try {
    const answer = await fetchAs(plain, { connect: httpConnect });
    const location = answer.headers.location ? new URL(answer.headers.location, plain) : undefined;
    if (
      answer.status >= 300 &&
      answer.status < 400 &&
      location?.protocol === "https:" &&
      location.hostname === site.hostname
    ) {
      ok(`${plain} redirects to HTTPS (${answer.status}).`);
    } else {
      problem(
        `${plain} does not redirect to HTTPS (it answers ${answer.status}${location ? ` to ${location.href}` : ""}): visitors who type the address without https:// stay on an unencrypted page.`,
        fromCloudflare(answer.headers)
          ? `Cloudflare answers there: in its dashboard, turn on "Always Use HTTPS" for ${site.hostname} (SSL/TLS > Edge Certificates), and it redirects every plain-HTTP request.`
          : 'Redirect every plain-HTTP request to https:// on the same host: Caddy does it by itself; build/nginx.conf has the port-80 server; on Netlify or Cloudflare Pages turn on "Always use HTTPS".',
      );
    }
  } catch (error) {
    problem(
      `${plain} does not answer (${networkProblem(error)}): visitors who type the address without https:// get an error.`,
      "Open port 80 on the server and its firewall, and let it redirect to HTTPS (Caddy does; build/nginx.conf has the port-80 server).",
    );
  }
}
