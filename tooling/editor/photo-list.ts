/**
 * A project's photos in the editor: Decap's own list, unchanged (add, remove, drag to reorder, each
 * photo with its description), and above it "Add several photos", a file input that takes many at
 * once. Each picked file goes to the local backend's `persistMedia`, the action and checks of a
 * single upload (its name, its bytes an image, its size), one after the other, and each one written
 * becomes a new item `{ image, alt: "" }` at the end of the list, in the order picked; the owner
 * then writes each description (still required: the form refuses to save without one). A refused
 * file is named with the reason, and the others are added all the same.
 *
 * Decap 3's media library uploads one file per pick (`handlePersist` takes `files[0]`), hence this.
 */
import { MAX_PHOTO_MB, PHOTO_MEDIA_TYPES, PHOTOS_FOLDER } from "./paths";
import { photoFileName, refusalReason, uploadReport, type ReportLine } from "./photo-names";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Decap's Immutable.js values, untyped
type Immutable = any;
type Props = {
  value?: Immutable;
  field: Immutable;
  forID: string;
  onChange(value: Immutable): void;
  validate(): void;
  [prop: string]: unknown;
};
type State = { busy: string; report: ReportLine[]; generation: number };
type Self = {
  props: Props;
  state: State;
  list?: { validate?: () => void };
  setState(state: Partial<State>): void;
};

/** The file's bytes as base64, as the backend's `persistMedia` takes them. */
const base64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).slice(String(reader.result).indexOf(",") + 1));
    reader.onerror = () => reject(new Error("the file could not be read"));
    reader.readAsDataURL(file);
  });

/**
 * Uploads one file through the backend (`api`: its address; the page adds the editor's token to
 * requests to it, ./main.ts). Resolves with the name the photo was stored under, or throws with
 * the reason it was refused.
 */
async function upload(api: string, file: File): Promise<string> {
  if (file.size > MAX_PHOTO_MB * 1024 * 1024) throw new Error(`a photo may be at most ${MAX_PHOTO_MB} MB`);
  const asset = {
    path: `${PHOTOS_FOLDER}/${photoFileName(file.name)}`,
    content: await base64(file),
    encoding: "base64",
  };
  const response = await fetch(api, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ action: "persistMedia", params: { asset, unique: true } }),
  });
  const body = (await response.json().catch(() => ({}))) as { name?: string; error?: string };
  if (!response.ok || !body.name)
    throw new Error(refusalReason(body.error ?? `the editor answered ${response.status}`));
  return body.name;
}

/** Registers the "photo-list" widget (./fields.ts gives it to a project's `photos`). */
export function registerPhotoList(api: string) {
  const { CMS, h, createClass } = window;
  const List = CMS.getWidget("list");
  const Control = createClass({
    getInitialState(): State {
      return { busy: "", report: [], generation: 0 };
    },
    /** Decap validates the list's photos through the control it holds: the list's own. */
    validate(this: Self) {
      if (this.list?.validate) this.list.validate();
      else this.props.validate();
    },
    async add(this: Self, event: { target: HTMLInputElement }) {
      const input = event.target;
      const files = [...(input.files ?? [])];
      input.value = "";
      if (files.length === 0) return;
      const added: string[] = [];
      const refused: { file: string; reason: string }[] = [];
      for (const [index, file] of files.entries()) {
        this.setState({ busy: `Uploading photo ${index + 1} of ${files.length}: ${file.name}…`, report: [] });
        try {
          added.push(await upload(api, file));
        } catch (error) {
          refused.push({ file: file.name, reason: (error as Error).message });
        }
      }
      if (added.length > 0) {
        // New items made with the field's own Immutable types (Decap exposes no Immutable).
        const { field, value } = this.props;
        const list = value && typeof value.push === "function" ? value : field.get("fields").clear();
        const items = added.map((image) => field.clear().merge({ image, alt: "" }));
        this.props.onChange(list.push(...items));
      }
      // A new generation of the list: Decap's list keeps a key per item, made when it mounts.
      this.setState({
        busy: "",
        report: uploadReport(added, refused),
        generation: this.state.generation + (added.length > 0 ? 1 : 0),
      });
    },
    render(this: Self & { add(event: unknown): void }) {
      const { forID } = this.props;
      const inputId = `${forID}-several`;
      const { busy, report } = this.state;
      return h(
        "div",
        null,
        h(
          "div",
          {
            style: {
              border: "1px dashed #798291",
              borderRadius: "5px",
              padding: "12px 16px",
              margin: "0 0 12px",
              background: "#fff",
            },
          },
          h(
            "label",
            {
              htmlFor: inputId,
              // Decap greys its labels: this one is an action, in the text's own colour.
              style: {
                display: "block",
                fontWeight: 600,
                fontSize: "15px",
                color: "#1e2532",
                marginBottom: "6px",
              },
            },
            "Add several photos",
          ),
          h("input", {
            id: inputId,
            type: "file",
            multiple: true,
            accept: PHOTO_MEDIA_TYPES.join(","),
            disabled: Boolean(busy),
            "aria-describedby": `${inputId}-hint`,
            onChange: (event: unknown) => void this.add(event),
          }),
          h(
            "p",
            { id: `${inputId}-hint`, style: { margin: "6px 0 0", fontSize: "13px", color: "#5c6370" } },
            `Pick as many as you like at once (JPEG, PNG, WebP or AVIF, up to ${MAX_PHOTO_MB} MB each). Each is stored in app/content/photos/ and added at the end of the list below.`,
          ),
          h(
            "div",
            { role: "status", style: { marginTop: report.length > 0 || busy ? "8px" : 0 } },
            busy
              ? h("p", { style: { margin: 0 } }, busy)
              : report.map((line) =>
                  h(
                    "p",
                    { key: line.text, style: { margin: 0, color: line.refused ? "#b3261e" : "#1e6b33" } },
                    line.text,
                  ),
                ),
          ),
        ),
        h(List.control, {
          ...this.props,
          key: this.state.generation,
          ref: (list: Self["list"] | null) => {
            if (list) this.list = list;
          },
        }),
      );
    },
  });
  CMS.registerWidget("photo-list", Control, List.preview);
}
