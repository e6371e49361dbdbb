// @ts-check
import { imageUrls } from "./page-html.mjs";

/**
 * Photos come from the site's own address, or from another one the site's policy allows.
 * @param {import("./visit.mjs").Visit} visit
 * @param {import("./fetch-as.mjs").Answer} home
 * @param {Map<string, string>} pageHtml the pages' HTML by path
 */
export function checkPhotos({ origin, ok, problem }, home, pageHtml) {
  const csp = String(home.headers["content-security-policy"] ?? "");
  const imgSrc = (/(?:^|;)\s*img-src([^;]*)/.exec(csp)?.[1] ?? "").trim().split(/\s+/);
  /** @type {Set<string>} */
  const remote = new Set();
  for (const [path, html] of pageHtml) {
    for (const url of imageUrls(html)) {
      const photo = new URL(url, origin + path);
      if (photo.origin !== origin) remote.add(photo.origin);
    }
  }
  const blocked = [...remote].filter((o) => csp && !imgSrc.includes(o));
  if (blocked.length > 0) {
    problem(
      `Photos load from ${blocked.join(", ")}, which the site's own security policy blocks: visitors see empty frames.`,
      "Deploy the host rules of the same build as the pages (they hold the policy), or build with SELF_HOST_IMAGES=1 to serve the photos yourself.",
    );
  } else if (remote.size > 0) {
    ok(
      `Photos load from ${[...remote].join(", ")} (allowed by the site's policy). Each visitor's browser contacts it; to serve them from ${origin} instead, build with SELF_HOST_IMAGES=1.`,
    );
  } else ok(`Every photo is served from ${origin}.`);
}
