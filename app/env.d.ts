/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly SITE_URL: string;
  readonly CONTACT_ENDPOINT: string;
  readonly SELF_HOST_IMAGES: boolean;
  readonly LEADS_RETENTION_DAYS: number;
  readonly INBOX_HOST: "server" | "cloudflare";
}

/** The photos the build serves itself, by the `image` value of their project (tooling/images.ts). */
declare module "virtual:photos" {
  import type { SelfHostedPhoto } from "~/lib/images";
  export const photos: Record<string, SelfHostedPhoto>;
}

/** The island loader's URL in a production build; undefined in development (tooling/islands.ts). */
declare module "virtual:islands" {
  export const loaderSrc: string | undefined;
}
