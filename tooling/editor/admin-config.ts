/**
 * The configuration of the editor on the live site (/admin/, Sveltia CMS), written by each build
 * that has CONTENT_REPO as admin/config.json: the same forms as `npm run edit`'s (./fields.ts, from
 * the content schema), with each of Decap's own widgets given as Sveltia's built-in it stands for.
 * The rules those widgets checked as the owner typed are checked by the whole file's schema before
 * a save (./admin/checks.ts), which refuses it with the schema's message.
 */
import type { Language } from "#shared/copy/languages.ts";
import { company } from "../../app/content/site";
import { collections, type Field } from "./fields";
import { MAX_PHOTO_MB, PHOTOS_FOLDER } from "./paths";

/** Decap's custom widgets of ./main.ts, and the Sveltia built-in each is on the live site. */
const BUILT_INS: Record<string, string> = {
  "checked-string": "string",
  "checked-text": "text",
  "checked-number": "number",
  "checked-image": "image",
};
/** Keys of ./fields.ts's fields that only Decap's checked widgets read. */
const DECAP_ONLY = new Set(["zfile", "zpath"]);

type Node = Record<string, unknown>;

/** A field (and the fields inside it) in Sveltia's terms. */
function liveField(field: Field): Node {
  const entries = Object.entries(field)
    .filter(([key]) => !DECAP_ONLY.has(key))
    .map(([key, value]): [string, unknown] => {
      if (key === "widget") return [key, BUILT_INS[value as string] ?? value];
      if (key === "fields") return [key, (value as Field[]).map(liveField)];
      if (key === "field") return [key, liveField(value as Field)];
      return [key, value];
    });
  return Object.fromEntries(entries);
}

/** A collection: its files' fields, or its folder's. */
function liveCollection(collection: Node): Node {
  const files = collection.files as Node[] | undefined;
  return {
    ...collection,
    ...(collection.fields ? { fields: (collection.fields as Field[]).map(liveField) } : {}),
    ...(files
      ? { files: files.map((file) => ({ ...file, fields: (file.fields as Field[]).map(liveField) })) }
      : {}),
    // The preview pane of `npm run edit` is the dev server's page; the live site has no such server.
    editor: { preview: false },
  };
}

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
    collections: collections(languages).map((collection) => liveCollection(collection as unknown as Node)),
  };
}
