/**
 * Mozilla's HTTP Observatory scoring (algorithm of github.com/mdn/mdn-http-observatory, 2024-),
 * for the answers a deployment serves: the HTTPS home page's headers and the answer to plain HTTP.
 * Every test and modifier of the real scanner is here except HSTS preloading (+5, a browser list
 * the site is not on) and Subresource Integrity, reduced to what a same-origin site can show.
 * Score: 100 plus every modifier when the penalties alone leave at least 90; otherwise 100 plus the
 * penalties only. Grades: 100+ A+, 90 A, 85 A-, 80 B+, 70 B, 65 B-, 60 C+, 50 C, 45 C-, 40 D+, 30 D,
 * 25 D-, below F.
 */

export type Headers = Record<string, string | string[] | undefined>;

export type ObservatoryInput = {
  /** The headers of the HTTPS answer for the home page. */
  https: Headers;
  /** The first answer to `http://<host>/`: a redirect to HTTPS, or anything else. */
  http: { status: number; location?: string };
  /** The host the scan is for (a redirect to another host costs 5). */
  host: string;
};

export type ObservatoryResult = {
  score: number;
  grade: string;
  /** Each test's outcome and modifier, named as the Observatory names them. */
  tests: Record<string, { result: string; modifier: number }>;
};

const BROAD = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"]);
const BROAD_OR_INLINE = new Set([...BROAD, "'unsafe-inline'", "data:"]);
const PASSIVE = new Set(["img-src", "media-src"]);

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
}

function csp(policy: string | undefined): [string, number] {
  if (!policy) return ["csp-not-implemented", -25];
  const directives = new Map<string, Set<string>>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().toLowerCase().split(/\s+/);
    if (name && !directives.has(name)) directives.set(name, new Set(sources));
  }
  const fallback = (name: string) => directives.get(name) ?? directives.get("default-src") ?? new Set(["*"]);
  const script = new Set(fallback("script-src"));
  const style = new Set(fallback("style-src"));
  const objects = fallback("object-src");
  // Hashes and nonces make browsers ignore 'unsafe-inline'.
  for (const list of [script, style]) {
    if ([...list].some((s) => /^'(sha(256|384|512)-|nonce-)/.test(s))) list.delete("'unsafe-inline'");
  }
  const active = [...directives]
    .filter(([n]) => !PASSIVE.has(n) && n !== "script-src")
    .flatMap(([, s]) => [...s]);
  active.push(...script);
  const passive = [...PASSIVE].flatMap((n) => [
    ...(directives.get(n) ?? directives.get("default-src") ?? []),
  ]);
  const insecure = (s: string) => s.startsWith("http:") || s.startsWith("ftp:");

  if ([...script].some((s) => BROAD_OR_INLINE.has(s)) || [...objects].some((s) => BROAD.has(s))) {
    return ["csp-implemented-with-unsafe-inline", -20];
  }
  if (active.some(insecure)) return ["csp-implemented-with-insecure-scheme", -20];
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'"))
    return ["csp-implemented-with-unsafe-eval", -10];
  if (passive.some(insecure)) return ["csp-implemented-with-insecure-scheme-in-passive-content-only", -10];
  if ([...style].some((s) => BROAD_OR_INLINE.has(s)))
    return ["csp-implemented-with-unsafe-inline-in-style-src-only", 0];
  const defaults = directives.get("default-src");
  if (defaults?.size === 1 && defaults.has("'none'"))
    return ["csp-implemented-with-no-unsafe-default-src-none", 10];
  return ["csp-implemented-with-no-unsafe", 5];
}

function hsts(value: string | undefined): [string, number] {
  if (!value) return ["hsts-not-implemented", -20];
  const maxAge = /(?:^|;)\s*max-age=(\d+)/i.exec(value)?.[1];
  if (maxAge === undefined) return ["hsts-header-invalid", -20];
  return Number(maxAge) < 15_768_000
    ? ["hsts-implemented-max-age-less-than-six-months", -10]
    : ["hsts-implemented-max-age-at-least-six-months", 0];
}

function frameOptions(value: string | undefined, policy: string | undefined): [string, number] {
  if (policy && /(?:^|;)\s*frame-ancestors\s/i.test(policy))
    return ["x-frame-options-implemented-via-csp", 5];
  if (!value) return ["x-frame-options-not-implemented", -20];
  const v = value.trim().toLowerCase();
  if (v === "deny" || v === "sameorigin") return ["x-frame-options-sameorigin-or-deny", 5];
  if (v.startsWith("allow-from ")) return ["x-frame-options-allow-from-origin", 0];
  return ["x-frame-options-header-invalid", -20];
}

function referrer(value: string | undefined): [string, number] {
  if (!value) return ["referrer-policy-not-implemented", 0];
  const good = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
  const bad = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];
  const policy = value
    .split(",")
    .map((p) => p.trim().toLowerCase())
    .filter((p) => good.includes(p) || bad.includes(p))
    .at(-1);
  if (!policy) return ["referrer-policy-header-invalid", -5];
  return good.includes(policy) ? ["referrer-policy-private", 5] : ["referrer-policy-unsafe", -5];
}

/** A policy header whose good values earn `bonus`, neutral ones 0, anything else -5. */
function crossOrigin(
  value: string | undefined,
  name: string,
  good: string[],
  neutral: string[],
  bonus: number,
) {
  if (!value) return [`${name}-not-implemented`, 0] as [string, number];
  const v = value.trim().toLowerCase();
  if (good.includes(v)) return [`${name}-implemented-with-${v}`, bonus] as [string, number];
  if (neutral.includes(v)) return [`${name}-implemented-with-${v}`, 0] as [string, number];
  return [`${name}-header-invalid`, -5] as [string, number];
}

function redirection(http: ObservatoryInput["http"], host: string): [string, number] {
  if (![301, 302, 303, 307, 308].includes(http.status) || !http.location) return ["redirection-missing", -20];
  const target = new URL(http.location, `http://${host}/`);
  if (target.protocol !== "https:") return ["redirection-not-to-https", -20];
  if (target.hostname !== host) return ["redirection-off-host-from-http", -5];
  return ["redirection-to-https", 0];
}

function cookies(value: string | undefined): [string, number] {
  if (!value) return ["cookies-not-found", 0];
  const all = value.split(/,(?=[^;]+=)/);
  if (all.some((c) => !/;\s*secure/i.test(c))) return ["cookies-without-secure-flag", -20];
  return all.every((c) => /;\s*httponly/i.test(c) && /;\s*samesite=/i.test(c))
    ? ["cookies-secure-with-httponly-sessions-and-samesite", 5]
    : ["cookies-secure-with-httponly-sessions", 0];
}

const GRADES: [number, string][] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];

export function observatory({ https, http, host }: ObservatoryInput): ObservatoryResult {
  const policy = header(https, "content-security-policy");
  const acao = header(https, "access-control-allow-origin");
  const results: Record<string, [string, number]> = {
    "content-security-policy": csp(policy),
    cookies: cookies(header(https, "set-cookie")),
    "cross-origin-resource-sharing": acao
      ? ["cross-origin-resource-sharing-implemented-with-public-access", 0]
      : ["cross-origin-resource-sharing-not-implemented", 0],
    redirection: redirection(http, host),
    "referrer-policy": referrer(header(https, "referrer-policy")),
    "strict-transport-security": hsts(header(https, "strict-transport-security")),
    // A same-origin site loads no script from elsewhere: nothing to protect with integrity hashes.
    "subresource-integrity": ["sri-not-implemented-but-all-scripts-loaded-from-secure-origin", 0],
    "x-content-type-options":
      header(https, "x-content-type-options")?.trim().toLowerCase() === "nosniff"
        ? ["x-content-type-options-nosniff", 0]
        : ["x-content-type-options-not-implemented", -5],
    "x-frame-options": frameOptions(header(https, "x-frame-options"), policy),
    "cross-origin-resource-policy": crossOrigin(
      header(https, "cross-origin-resource-policy"),
      "cross-origin-resource-policy",
      ["same-origin", "same-site"],
      ["cross-origin"],
      10,
    ),
    "cross-origin-opener-policy": crossOrigin(
      header(https, "cross-origin-opener-policy"),
      "coop",
      ["same-origin", "same-origin-allow-popups", "noopener-allow-popups"],
      ["unsafe-none"],
      10,
    ),
    "cross-origin-embedder-policy": crossOrigin(
      header(https, "cross-origin-embedder-policy"),
      "coep",
      ["require-corp", "credentialless"],
      ["unsafe-none"],
      10,
    ),
  };
  const modifiers = Object.values(results).map(([, m]) => m);
  const penalties = 100 + modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0);
  const score = Math.max(0, penalties >= 90 ? 100 + modifiers.reduce((a, b) => a + b, 0) : penalties);
  const grade = GRADES.find(([min]) => score >= min)![1];
  const tests = Object.fromEntries(
    Object.entries(results).map(([name, [result, modifier]]) => [name, { result, modifier }]),
  );
  return { score, grade, tests };
}
