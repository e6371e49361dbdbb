/** Build-time settings (see tooling/build-settings.ts), inlined by Vite. */
export const siteUrl: string = import.meta.env.SITE_URL;
export const contactEndpoint: string = import.meta.env.CONTACT_ENDPOINT;
export const selfHostImages: boolean = import.meta.env.SELF_HOST_IMAGES;
/** How long npm start's inbox keeps a request, in days (the privacy page states it). */
export const leadsRetentionDays: number = import.meta.env.LEADS_RETENTION_DAYS;
/** Where the site's own inbox runs: npm start's server, or Cloudflare (the privacy page names it). */
export const inboxHost: "server" | "cloudflare" = import.meta.env.INBOX_HOST;
