/**
 * The two build-time settings, read from the environment in one place. The site, the sitemap, the
 * security headers and the tests all take their values from here.
 *
 * - SITE_URL: the public origin every absolute URL is built on (canonical, Open Graph, sitemap).
 * - CONTACT_ENDPOINT: when set, the contact form POSTs each request as JSON to this URL; when unset,
 *   the form makes no network request at all, as the specification says.
 */
export type BuildSettings = { siteUrl: string; contactEndpoint: string };

export const DEFAULT_SITE_URL = "https://www.example.com";

export function readBuildSettings(env: Record<string, string | undefined>): BuildSettings {
  const siteUrl = new URL(env.SITE_URL?.trim() || DEFAULT_SITE_URL);
  if (siteUrl.protocol !== "https:" && siteUrl.protocol !== "http:") {
    throw new Error(`SITE_URL must be an http(s) origin, got ${siteUrl.href}`);
  }
  const endpoint = env.CONTACT_ENDPOINT?.trim() ?? "";
  if (endpoint && !/^https?:\/\//.test(endpoint)) {
    throw new Error(`CONTACT_ENDPOINT must be an absolute http(s) URL, got ${endpoint}`);
  }
  return { siteUrl: siteUrl.origin, contactEndpoint: endpoint };
}

/** Makes the settings available to app code as `import.meta.env.SITE_URL` / `.CONTACT_ENDPOINT`. */
export function defineBuildSettings(settings: BuildSettings) {
  return {
    "import.meta.env.SITE_URL": JSON.stringify(settings.siteUrl),
    "import.meta.env.CONTACT_ENDPOINT": JSON.stringify(settings.contactEndpoint),
  };
}
