import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import { dataFiles } from "../../app/content/schema";
import { adminConfig } from "./admin-config";
import { collections, editions } from "./fields";

const require = createRequire(import.meta.url);
/** Sveltia's own JSON Schema of its configuration, in the pinned version. */
const sveltiaSchema = JSON.parse(
  readFileSync(require.resolve("@sveltia/cms").replace(/npm\/index\.js$/, "schema/sveltia-cms.json"), "utf8"),
);
/** The field types Sveltia 0.221.1 has built in, and ours (./admin/main.ts registers "fixed"). */
const FIELD_TYPES = new Set([
  ...["boolean", "code", "color", "compute", "datetime", "file", "hidden", "image", "keyvalue", "list"],
  ...["map", "markdown", "number", "object", "relation", "richtext", "select", "string", "text", "uuid"],
  "fixed",
  "photo-list",
]);

type Node = { widget?: string; fields?: Node[]; field?: Node; files?: Node[]; [key: string]: unknown };
const fieldsOf = (node: Node): Node[] => [
  ...(node.fields ?? []),
  ...(node.field ? [node.field] : []),
  ...(node.files ?? []),
  ...[...(node.fields ?? []), ...(node.field ? [node.field] : []), ...(node.files ?? [])].flatMap(fieldsOf),
];

describe("the live editor's configuration (admin/config.json)", () => {
  const config = adminConfig({ repo: "owner/site", branch: "main", languages: ["en", "es"] });

  it("is a configuration Sveltia 0.221.1 accepts", () => {
    const validate = new Ajv({ allErrors: true, strictKeywords: false }).compile(sveltiaSchema);
    const valid = validate(config);
    expect(validate.errors ?? [], JSON.stringify(validate.errors?.slice(0, 3))).toEqual([]);
    expect(valid).toBe(true);
  });

  it("signs in through the site's own route and commits without skipping the publish", () => {
    expect(config.backend).toEqual({
      name: "github",
      repo: "owner/site",
      branch: "main",
      auth_endpoint: "api/auth",
      auth_methods: ["oauth"],
    });
    expect(JSON.stringify(config)).not.toMatch(/skip.ci|automatic_deployments|api_root/i);
    expect(config.show_preview_links).toBe(false);
  });

  it("lists every data file and the projects of every language", () => {
    const files = config.collections.flatMap((c) => ("files" in c ? c.files : []).map((f) => f.file));
    for (const edition of editions(["en", "es"]))
      for (const name of Object.keys(dataFiles)) expect(files).toContain(`${edition.folder}/${name}.json`);
    expect(config.collections.flatMap((c) => ("folder" in c ? [c.folder] : []))).toEqual([
      "app/content/projects",
      "app/content/es/projects",
    ]);
  });

  it("has the editor's forms as ./fields.ts makes them, each field of a type Sveltia has", () => {
    expect(config.collections).toEqual(collections(["en", "es"]));
    const fields = config.collections.flatMap((c) => fieldsOf(c as Node)).filter((f) => f.widget);
    expect(fields.length).toBeGreaterThan(50);
    for (const field of fields)
      expect(FIELD_TYPES, `${String(field.name)}: ${field.widget}`).toContain(field.widget);
    expect(fields.some((f) => f.widget === "fixed")).toBe(true);
    // A project's photos: our own field (./admin/photo-list.ts); its items' fields tell Sveltia
    // the value's shape (without them it hands the field an empty list).
    const photos = fieldsOf(config.collections.find((c) => c.name === "projects") as Node).find(
      (f) => f.name === "photos",
    );
    expect(photos).toMatchObject({ widget: "photo-list" });
    expect((photos?.fields as Node[]).map((f) => [f.name, f.widget])).toEqual([
      ["image", "image"],
      ["alt", "string"],
    ]);
  });

  it("has no preview pane: the live site has no dev server to show", () => {
    for (const collection of config.collections) expect(collection.editor).toEqual({ preview: false });
  });
});
