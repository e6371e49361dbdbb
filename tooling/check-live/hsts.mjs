// @ts-check
import { STRICT_TRANSPORT_SECURITY } from "#shared/policy.mjs";
import { CLOUDFLARE_DEPLOY } from "./cloudflare.mjs";

/** Six months, the least HSTS max-age Mozilla's Observatory accepts. */
const HSTS_MIN_SECONDS = 15_768_000;

/**
 * An HTTPS site sends HSTS for six months or more.
 * @param {import("./visit.mjs").Visit} visit @param {import("./fetch-as.mjs").Answer} home
 */
export function checkHsts({ site, ok, problem, cloudflare }, home) {
  if (site.protocol !== "https:") return;
  // The build's _headers send it; Cloudflare's own setting does too, for every answer.
  const onCloudflare = `Deploy with ${CLOUDFLARE_DEPLOY} (the build's _headers send "${STRICT_TRANSPORT_SECURITY}"), or turn on HSTS in the Cloudflare dashboard (SSL/TLS > Edge Certificates > HTTP Strict Transport Security, Max Age 6 months or more).`;
  const hsts = String(home.headers["strict-transport-security"] ?? "");
  const maxAge = Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? 0);
  if (!hsts) {
    problem(
      "No HSTS (Strict-Transport-Security): browsers may still try plain HTTP, where the connection can be tampered with.",
      cloudflare
        ? onCloudflare
        : `Send "Strict-Transport-Security: ${STRICT_TRANSPORT_SECURITY}" over HTTPS: the generated Caddyfile, nginx.conf and _headers do; a proxy you wrote yourself must add it.`,
    );
  } else if (maxAge < HSTS_MIN_SECONDS) {
    problem(
      `HSTS lasts only ${maxAge} seconds; browsers and the Observatory expect six months or more.`,
      cloudflare ? onCloudflare : `Send "${STRICT_TRANSPORT_SECURITY}".`,
    );
  } else ok("HSTS is on.");
}
