/**
 * A project's photos in the editor on the live site: the list (each photo with its description,
 * moved up or down, removed) and "Add photos", a file input that takes many at once, so a phone's
 * camera roll gives a whole job's photos in one pick. Each picked photo is handed to Sveltia
 * (`addFile`), which commits it into the photos folder with the project when the owner saves;
 * until then it is shown from the phone itself. A file that is not a photo the site takes, or too
 * large, is named with the reason and the others are added all the same.
 *
 * Sveltia's own list cannot take several files at once, and its fields are Svelte components that
 * a custom field cannot wrap: hence this one, rendered with Sveltia's React (`window.h`).
 */
import type { CustomFieldControlProps } from "@sveltia/cms";
import type { ReactNode } from "react";
import { isLocalPhoto } from "../../../app/content/photo-source";
import { MAX_PHOTO_MB, PHOTO_EXTENSIONS, PHOTO_MEDIA_TYPES, PHOTOS_FOLDER } from "../paths";
import { fileOf, type Repository } from "./github";
import type { SiteCopy } from "#shared/copy/types.ts";
import { photoFileName } from "../photo-names";

/** What the list says, in the owner's language (#shared/copy/<language>/live-editor.ts). */
export type EditorWords = SiteCopy["liveEditor"];
/** A line of what the list says after a pick: `refused` for a file not added. */
type ReportLine = { text: string; refused: boolean };

type Photo = { image: string; alt: string };
type Render = (type: unknown, props?: object | null, ...children: ReactNode[]) => ReactNode;
type Sveltia = { h: Render; createClass: (spec: object) => unknown };
type State = { report: ReportLine[]; thumbnails: Record<string, string> };
type Self = {
  props: CustomFieldControlProps;
  state: State;
  setState(state: Partial<State> | ((state: State) => Partial<State>)): void;
  change(photos: Photo[]): void;
  photos(): Photo[];
  /** The photos of the repository whose thumbnails are asked for (each once). */
  asked?: Set<string>;
};

/** A value of Sveltia's Immutable.js maps as plain data. */
export const plain = (value: unknown): unknown =>
  value && typeof (value as { toJS?: unknown }).toJS === "function"
    ? (value as { toJS(): unknown }).toJS()
    : value;

/** The list as plain data, whatever Sveltia hands the control (nothing yet, for a new project). */
const photosOf = (value: unknown): Photo[] =>
  Array.isArray(value)
    ? value.map((p: Partial<Photo>) => ({ image: p?.image ?? "", alt: p?.alt ?? "" }))
    : [];

/**
 * The name a picked photo is saved under: as the schema wants it ("Küche (1).JPG" → "kuche-1.jpg"),
 * with the extension of its kind when its own is not one (a phone's picker may name a photo
 * "1000012345", with none).
 */
export function savedName(file: { name: string; type: string }): string {
  const name = photoFileName(file.name);
  if (isLocalPhoto(name)) return name;
  const extension = PHOTO_EXTENSIONS[file.type as keyof typeof PHOTO_EXTENSIONS] ?? "";
  return `${name.replace(/\.[^.]*$/, "")}${extension}`;
}

/**
 * The most one save takes: its photos are held by the phone, then sent to GitHub as base64, until
 * the save ends. A larger pick is saved in parts (save, then add the rest).
 */
export const MAX_SAVE_MB = 100;

/**
 * Why a picked file is not added, or nothing: the checks the build's photo pipeline makes first,
 * and the size of a save (`before`: the bytes of the photos already added in this pick).
 */
export function refusalOf(
  words: EditorWords,
  file: { type: string; size: number },
  before = 0,
): string | undefined {
  if (!(PHOTO_MEDIA_TYPES as readonly string[]).includes(file.type)) return words.notAPhoto;
  if (file.size > MAX_PHOTO_MB * 1024 * 1024) return words.tooLarge(MAX_PHOTO_MB);
  if (before + file.size > MAX_SAVE_MB * 1024 * 1024) return words.saveTooLarge(MAX_SAVE_MB);
  return undefined;
}

/** What the list says when a pick has been taken: what was added, what was not and why. */
export function pickReport(
  words: EditorWords,
  added: number,
  refused: { file: string; reason: string }[],
): ReportLine[] {
  return [
    ...(added > 0 ? [{ text: words.added(added), refused: false }] : []),
    ...refused.map(({ file, reason }) => ({ text: words.notAdded(file, reason), refused: true })),
  ];
}

const BUTTON = {
  minWidth: "44px",
  minHeight: "44px",
  padding: "0 12px",
  borderRadius: "6px",
  border: "1px solid currentColor",
  background: "transparent",
  color: "inherit",
  font: "inherit",
  cursor: "pointer",
};

/** Where a photo of the list is shown from: the phone (new), its https:// address, or the repository. */
const sourceOf = (image: string) =>
  image.startsWith("blob:") || image.startsWith("https://") ? "own" : image ? "repository" : "none";

export function photoListControl({ h, createClass }: Sveltia, words: EditorWords, repository: Repository) {
  return createClass({
    getInitialState(): State {
      return { report: [], thumbnails: {} };
    },
    /**
     * A thumbnail of each photo already in the repository, fetched once from GitHub (as the editor
     * fetches what it shows), so the owner sees which photo each description is of.
     */
    askThumbnails(this: Self) {
      this.asked ??= new Set();
      for (const { image } of this.photos()) {
        if (sourceOf(image) !== "repository" || this.asked.has(image)) continue;
        this.asked.add(image);
        void fileOf(repository, `${PHOTOS_FOLDER}/${image}`).then((blob) => {
          // From the state as it is when React applies it: two photos that arrive before the list is
          // drawn again each keep their thumbnail (`this.state` would still be the one before both).
          if (blob)
            this.setState((state) => ({
              thumbnails: { ...state.thumbnails, [image]: URL.createObjectURL(blob) },
            }));
        });
      }
    },
    componentDidMount(this: Self & { askThumbnails(): void }) {
      this.askThumbnails();
    },
    componentDidUpdate(this: Self & { askThumbnails(): void }) {
      this.askThumbnails();
    },
    /**
     * The photos as the draft holds them. Sveltia 0.221.1 hands a custom field whose value is a
     * list an empty list once the field has changed it (the placeholder `[]` it stores at the
     * field's own key path is taken for the value), so the list is read from the entry, which
     * Sveltia rebuilds at each change; `value` only until it has one.
     */
    photos(this: Self): Photo[] {
      const { entry, field, value } = this.props;
      const data = entry?.get("data") as unknown as { get?: (key: string) => unknown } | undefined;
      const fromEntry = data?.get?.(String(field.get("name" as never)));
      return photosOf(plain(fromEntry ?? value));
    },
    change(this: Self, photos: Photo[]) {
      this.props.onChange(photos);
    },
    async add(this: Self, event: { target: HTMLInputElement }) {
      const input = event.target;
      const files = [...(input.files ?? [])];
      input.value = "";
      const added: Photo[] = [];
      const refused: { file: string; reason: string }[] = [];
      let bytes = 0;
      for (const file of files) {
        const reason = refusalOf(words, file, bytes);
        if (reason) {
          refused.push({ file: file.name, reason });
          continue;
        }
        // Sveltia keeps the name free in the folder ("kuche-1-1.jpg" if taken). It refuses a file
        // it cannot read (a photo not yet downloaded from the phone's cloud): that one is named,
        // the others still added.
        try {
          const named = new File([file], savedName(file), { type: file.type });
          added.push({ image: await this.props.addFile(named), alt: "" });
          bytes += file.size;
        } catch (error) {
          refused.push({ file: file.name, reason: (error as Error).message || words.unreadable });
        }
      }
      if (added.length > 0) this.change([...this.photos(), ...added]);
      this.setState({ report: pickReport(words, added.length, refused) });
    },
    render(this: Self & { add(event: unknown): void }) {
      const { forID, classNameWrapper } = this.props;
      const photos = this.photos();
      const inputId = `${forID}-add`;
      /** A button of an item; one that cannot act (the first photo's "up") shown faded. */
      const button = (label: string, disabled: boolean, onClick: () => void) =>
        h(
          "button",
          { type: "button", style: { ...BUTTON, opacity: disabled ? 0.4 : 1 }, disabled, onClick },
          label,
        );
      const move = (from: number, to: number) => {
        const next = [...photos];
        const [photo] = next.splice(from, 1);
        next.splice(to, 0, photo!);
        this.change(next);
      };
      const item = (photo: Photo, index: number) => {
        const n = index + 1;
        const altId = `${forID}-alt-${index}`;
        const isNew = photo.image.startsWith("blob:");
        const shown = sourceOf(photo.image) === "own" ? photo.image : this.state.thumbnails[photo.image];
        return h(
          "li",
          {
            key: `${photo.image}-${index}`,
            style: { display: "grid", gap: "8px", padding: "12px 0", borderTop: "1px solid #8884" },
          },
          h(
            "div",
            { style: { display: "flex", gap: "12px", alignItems: "center", minWidth: 0 } },
            shown
              ? h("img", {
                  src: shown,
                  alt: "",
                  width: 96,
                  height: 72,
                  style: { objectFit: "cover", borderRadius: "4px", flex: "none" },
                })
              : null,
            h(
              "span",
              { style: { overflowWrap: "anywhere", minWidth: 0 } },
              `${n}. ${isNew ? words.newPhoto : photo.image}`,
            ),
          ),
          h("label", { htmlFor: altId }, words.description(n)),
          h("input", {
            id: altId,
            className: classNameWrapper,
            value: photo.alt,
            required: true,
            style: { width: "100%", boxSizing: "border-box" },
            onChange: (event: { target: HTMLInputElement }) =>
              this.change(photos.map((p, i) => (i === index ? { ...p, alt: event.target.value } : p))),
          }),
          h(
            "div",
            { style: { display: "flex", gap: "8px", flexWrap: "wrap" } },
            button(words.moveUp(n), index === 0, () => move(index, index - 1)),
            button(words.moveDown(n), index === photos.length - 1, () => move(index, index + 1)),
            button(words.remove(n), false, () => this.change(photos.filter((_, i) => i !== index))),
          ),
        );
      };
      return h(
        "div",
        { id: forID },
        h(
          "div",
          { style: { border: "1px dashed currentColor", borderRadius: "6px", padding: "12px" } },
          h("label", { htmlFor: inputId, style: { display: "block", fontWeight: 600 } }, words.addPhotos),
          h("input", {
            id: inputId,
            type: "file",
            multiple: true,
            accept: PHOTO_MEDIA_TYPES.join(","),
            "aria-describedby": `${inputId}-hint`,
            style: { maxWidth: "100%", marginTop: "8px" },
            onChange: (event: unknown) => void this.add(event),
          }),
          h(
            "p",
            { id: `${inputId}-hint`, style: { margin: "6px 0 0" } },
            words.addPhotosHint(MAX_PHOTO_MB, MAX_SAVE_MB),
          ),
          h(
            "div",
            { role: "status" },
            ...this.state.report.map((line) =>
              h(
                "p",
                { key: line.text, style: { margin: "6px 0 0", fontWeight: line.refused ? 600 : 400 } },
                line.text,
              ),
            ),
          ),
        ),
        h("ol", { style: { listStyle: "none", margin: "8px 0 0", padding: 0 } }, ...photos.map(item)),
      );
    },
  });
}
