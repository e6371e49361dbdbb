/** Build-time settings (see tooling/build-settings.ts), inlined by Vite. */
export const siteUrl: string = import.meta.env.SITE_URL;
export const contactEndpoint: string = import.meta.env.CONTACT_ENDPOINT;
