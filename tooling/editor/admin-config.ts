/**
 * The configuration of the editor (Sveltia CMS), written by each build that has CONTENT_REPO as the
 * live site's admin/config.json, and served by `npm run edit` with its own folder as the repository
 * (./plugin.ts): the forms of ./fields.ts, from the content schema, as they are. Sveltia's fields
 * check what a form says (a required field, a list's length); every other rule is checked by the
 * whole file's schema before a save (./admin/checks.ts), which refuses it with the schema's message.
 */
import type { Language } from "#shared/copy/languages.ts";
import { company } from "../../app/content/site";
import { collections } from "./fields";
import { MAX_PHOTO_MB, PHOTOS_FOLDER } from "./paths";

export type AdminSettings = {
  /** CONTENT_REPO: the owner's GitHub repository, `owner/name`. */
  repo: string;
  /** CONTENT_BRANCH. */
  branch: string;
  languages?: readonly Language[];
};

/**
 * The editor's whole configuration but the sign-in's address, which is the page's own origin
 * (./admin/main.ts adds it: the same build serves any host name).
 */
export function adminConfig({ repo, branch, languages = company.languages }: AdminSettings) {
  return {
    load_config_file: false,
    // The owner's company and icon on the sign-in screen and the tab, not the editor's make.
    app_title: `${company.name}: edit your site`,
    logo: { src: "/favicon.svg" },
    backend: {
      name: "github",
      repo,
      branch,
      // The sign-in's route on the site's own host (shared/editor/oauth.mjs), never a token typed in.
      auth_endpoint: "api/auth",
      auth_methods: ["oauth"],
      // No `skip_ci`: set either way, Sveltia offers a save that skips the publish ("[skip ci]").
    },
    publish_mode: "simple",
    // No deploy-preview lookups: the editor says itself when a save is live.
    show_preview_links: false,
    media_folder: PHOTOS_FOLDER,
    // A photo is named by its file name alone, as the schema wants ("kitchen.jpg").
    public_folder: "",
    media_libraries: {
      // A photo uploaded in the photo library (its Assets) is named as the site takes it, by the
      // slug's rules ("Küche 1.JPG" → "kuche-1.jpg"); the publish refuses any other name.
      default: { config: { max_file_size: MAX_PHOTO_MB * 1024 * 1024, slugify_filename: true } },
      // Stock photos would be invented facts, and their services are other hosts.
      stock_assets: { providers: [] },
    },
    // A new project's file name from its title: lower-case ASCII words joined by hyphens.
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    // The data files leave an emptied optional field out, as the schema expects.
    output: { omit_empty_optional_fields: true, json: { indent_style: "space", indent_size: 2 } },
    collections: collections(languages),
  };
}
