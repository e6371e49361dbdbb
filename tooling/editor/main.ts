/**
 * The editor in the browser (`npm run edit` only; never part of the site's build): Decap CMS,
 * loaded from node_modules as a classic script before this module, with the form generated from the
 * content schema (./fields.ts). Every field checks its value with the schema as the owner types and
 * before saving, and shows the schema's own message next to the field; the save is refused until
 * all are fixed. The preview pane shows the site itself (the dev server this editor runs in), in
 * the first of company.languages: the forms of each other language (app/content/<language>/) have
 * none.
 */
import { fieldPath } from "../../app/content/schema";
import { normalize } from "./normalize";
import { FILES, PROJECTS, collections, formSchema, schemaAt, type FormName } from "./fields";
import { PHOTOS_FOLDER } from "./paths";
import { registerPhotoList } from "./photo-list";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Decap's Immutable.js maps, untyped
type Immutable = { get(key: string): any; toJS(): any };
type WidgetProps = {
  field: Immutable;
  value: unknown;
  forID: string;
  classNameWrapper: string;
  getEntry: () => Immutable;
  [prop: string]: unknown;
};
type Cms = {
  init(options: { config: unknown }): void;
  getWidget(name: string): { control: unknown; preview: unknown };
  registerWidget(name: string, control: unknown, preview?: unknown): void;
  registerPreviewTemplate(name: string, component: unknown): void;
};
declare global {
  interface Window {
    CMS: Cms;
    h: (type: unknown, props?: object | null, ...children: unknown[]) => unknown;
    createClass: (spec: object) => unknown;
  }
}
const { CMS, h, createClass } = window;

/** The schema's message for this field's value, or nothing when it is valid. */
function problemOf(props: WidgetProps): string | undefined {
  const file = props.field.get("zfile") as FormName;
  const path = props.field.get("zpath") as string;
  const value = normalize(props.value);
  // An empty field: the form's own "required" check speaks for a required one.
  if (value === undefined && props.field.get("required") !== false) return undefined;
  const own = value === undefined ? undefined : schemaAt(file, path)?.safeParse(value);
  if (own && !own.success) return own.error.issues[0]?.message;
  // Rules across fields (the shown and the dialled phone number) are the file's: only exact paths.
  if (path.includes("*")) return undefined;
  const whole = formSchema(file).safeParse(normalize(props.getEntry().get("data").toJS()) ?? {}, {
    error: (issue) => (issue.input === undefined ? "is missing" : undefined),
  });
  return whole.success ? undefined : whole.error.issues.find((i) => fieldPath(i.path) === path)?.message;
}

/** A built-in widget whose value the schema checks (Decap asks `isValid` before it saves). */
function checked(base: string) {
  const Base = CMS.getWidget(base);
  const Control = createClass({
    // Decap re-renders a widget only when its control agrees; the wrapped one decides on props this
    // wrapper cannot see (the image widget, on the photo just chosen), so always agree.
    shouldComponentUpdate() {
      return true;
    },
    isValid(this: { props: WidgetProps }) {
      const message = problemOf(this.props);
      return message ? { error: { type: "CUSTOM", message } } : true;
    },
    render(this: { props: WidgetProps }) {
      // Decap's image widget (decap-cms-widget-file 3.5) asks `getAsset` for its thumbnail only when
      // the value, the field or `getAsset` itself changes, and Decap passes one `getAsset` for good:
      // a photo of the photos folder is still loading then, so the thumbnail stayed Decap's empty
      // placeholder. A new `getAsset` at each render (this control renders again when the photo
      // has loaded) makes it ask again, and show the photo.
      if (base !== "image") return h(Base.control, this.props);
      const getAsset = this.props.getAsset as (...args: unknown[]) => unknown;
      return h(Base.control, { ...this.props, getAsset: (...args: unknown[]) => getAsset(...args) });
    },
  });
  CMS.registerWidget(`checked-${base}`, Control, Base.preview);
}
for (const base of ["string", "text", "number", "image"]) checked(base);

/** A value the specification fixes: shown, never written. */
CMS.registerWidget(
  "fixed",
  createClass({
    render(this: { props: WidgetProps }) {
      const value = this.props.field.get("value");
      const lines: string[] = typeof value === "string" ? [value] : value.toJS();
      const id = this.props.forID;
      return h(
        "div",
        { className: this.props.classNameWrapper },
        // Decap marks a field that is not required "(optional)": this one is not optional, it is fixed.
        h("style", null, `label[for="${id}"] > span { display: none }`),
        h(
          "ul",
          { id, "aria-readonly": "true", style: { listStyle: "none", margin: 0, padding: 0, opacity: 0.8 } },
          ...lines.map((line) => h("li", { key: line }, line)),
        ),
      );
    },
  }),
);

/** The preview pane: the page of the site this file shows up on, from the dev server. */
for (const [name, { preview }] of [...Object.entries(FILES), [PROJECTS.name, PROJECTS] as const]) {
  CMS.registerPreviewTemplate(
    name,
    createClass({
      render() {
        return h("iframe", {
          src: new URL(preview, window.location.origin).href,
          title: "Preview of the site",
          style: { border: 0, width: "100%", height: "100vh" },
        });
      },
    }),
  );
}

/**
 * The backend acts only on requests that carry the token this page was served with (./plugin.ts):
 * Decap's requests to it get the token's header added here.
 */
const BACKEND_URL = `${window.location.origin}/editor/api/v1`;
const tokenMeta = document.querySelector<HTMLMetaElement>('meta[name="editor-token"]');
const pageFetch = window.fetch.bind(window);
window.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url !== BACKEND_URL || !tokenMeta?.dataset.header) return pageFetch(input, init);
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  headers.set(tokenMeta.dataset.header, tokenMeta.content);
  return pageFetch(input, { ...init, headers });
};

/** A project's photos: Decap's list, and "Add several photos" uploading to the backend (./photo-list.ts). */
registerPhotoList(BACKEND_URL);

CMS.init({
  config: {
    load_config_file: false,
    // The proxy backend is Decap's local mode: no login, files on this machine (./backend.ts).
    backend: { name: "proxy", proxy_url: BACKEND_URL, branch: "main" },
    media_folder: PHOTOS_FOLDER,
    // A photo is named by its file name alone, as the schema wants ("kitchen.jpg").
    public_folder: "",
    site_url: window.location.origin,
    display_url: window.location.origin,
    logo_url: "/favicon.svg",
    // A new project's file name from its title: lower-case ASCII words joined by hyphens.
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    // The first language's files and projects, then each other of company.languages' (./fields.ts).
    collections: collections(),
  },
});
