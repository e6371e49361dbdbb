/**
 * The editor's local backend: the file API that Decap CMS's "proxy" backend speaks (the protocol
 * of decap-server's local file system mode), served by `npm run edit` on 127.0.0.1 only. Its own
 * rather than decap-server, which listens on every interface and writes any path in the project:
 * this one reads and writes only the data files, the project files (app/content/projects/<slug>.json,
 * listed, created and deleted there), the same of each other of company.languages in
 * app/content/<language>/ (its company.json only the company's texts, its projects only those the
 * first language has) and the photos folder (every language's), refuses to write a data
 * file the content schema rejects (so a bad value never reaches the disk) and a photo that is not
 * an image, and acts only on requests from the editor's own page (editorRequestProblem).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { mkdir, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { basename, dirname, join } from "node:path";
import type { z } from "zod";
import {
  companyTextsSchema,
  dataFiles,
  isLocalPhoto,
  projectFile,
  projectFileName,
  PROJECTS_FOLDER,
  type DataFileName,
} from "../../app/content/schema";
import { LANGUAGE_NAMES, type Language } from "#shared/copy/languages.ts";
import { siteLanguagesOf } from "#shared/copy/site-language.ts";
import { imageType } from "#shared/image-type.mjs";
import { companyTextsProblems, dataFileProblems, projectFileProblems } from "../content-files";
import { normalize } from "./normalize";
import { contentFolderOf, MAX_PHOTO_MB, PHOTO_MEDIA_TYPES, PHOTOS_FOLDER } from "./paths";
import { freePhotoName } from "./photo-names";

const MAX_BODY = 40 * 1024 * 1024;
/** The header in which the editor's page sends the token it was served with. */
export const TOKEN_HEADER = "x-editor-token";
const PHOTO_TYPES = new Set<string>(PHOTO_MEDIA_TYPES.map((type) => type.slice("image/".length)));

/** The editor's own address: the one this request reached (npm run edit listens on 127.0.0.1 only). */
export const editorHost = (req: IncomingMessage) => {
  const address = req.socket.localAddress ?? "";
  return `${address.includes(":") ? `[${address}]` : address}:${req.socket.localPort}`;
};

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Why a request to the backend is not the editor's own, or "" when it is. Any web page open in the
 * owner's browser can send requests to 127.0.0.1 (a form, or fetch in "no-cors" mode, which needs
 * no preflight); only the editor's page sends all of these: its exact origin (and, where the browser
 * says, from the same origin), a JSON body (a type other pages cannot send without a preflight,
 * which this server never answers), and the token made at this start, which only a page of this
 * origin can read. The Host is ours too, so a DNS-rebound name is refused.
 */
export function editorRequestProblem(req: IncomingMessage, token: string): string {
  const host = editorHost(req);
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(",") : (value ?? "");
  };
  if (req.method !== "POST") return "POST only";
  if (header("host") !== host) return "not addressed to the editor";
  if (header("origin") !== `http://${host}`) return "not sent by the editor's page";
  if (!["", "same-origin"].includes(header("sec-fetch-site"))) return "not sent by the editor's page";
  if (header("content-type").split(";")[0]!.trim().toLowerCase() !== "application/json") return "not JSON";
  if (!sameText(header(TOKEN_HEADER), token)) return "without the editor's token";
  return "";
}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** One of the site's languages (company.languages), and where its files are. */
type Edition = {
  language: Language;
  /** The first language: app/content/ itself, every data file whole. */
  first: boolean;
  folder: string;
  /** Its projects' folder, relative to the project root. */
  projects: string;
};
/** A data file or a project file of one of the site's languages. */
type EntryFile = Edition & { name?: DataFileName; project?: string };

/** The site's languages' folders: company.languages as the file says now. */
const editionsOf = (languages: readonly Language[]): Edition[] =>
  languages.map((language) => {
    const folder = contentFolderOf(language, languages);
    return { language, first: language === languages[0], folder, projects: `${folder}/${PROJECTS_FOLDER}` };
  });

/**
 * The data file or the project file (a slug and ".json": no folders, no "..") a path names, in one
 * of the languages' folders, if it names one: each path is compared with the files there are, so
 * no other language, folder or file is ever one.
 */
function entryFileOf(path: string, editions: readonly Edition[]): EntryFile | undefined {
  for (const edition of editions) {
    const name = (Object.keys(dataFiles) as DataFileName[]).find(
      (n) => path === `${edition.folder}/${n}.json`,
    );
    if (name) return { ...edition, name };
    const project = path.startsWith(`${edition.projects}/`)
      ? projectFileName.exec(path.slice(edition.projects.length + 1))?.[1]
      : undefined;
    if (project) return { ...edition, project };
  }
  return undefined;
}

/** How a file is checked, and its schema: another language's company.json holds only the texts. */
function checksOf(file: EntryFile): { problems: (data: unknown) => string[]; schema: z.ZodType } {
  const { name, project, first } = file;
  if (project) return { problems: (data) => projectFileProblems(project, data), schema: projectFile };
  if (name === "company" && !first) return { problems: companyTextsProblems, schema: companyTextsSchema };
  return { problems: (data) => dataFileProblems(name!, data), schema: dataFiles[name!] };
}

/** A photo in the photos folder, by a plain file name the schema accepts (no folders, no "..").*/
const isPhotoPath = (path: string) =>
  path.startsWith(`${PHOTOS_FOLDER}/`) && isLocalPhoto(path.slice(PHOTOS_FOLDER.length + 1));

class Refused extends Error {}

/**
 * Replaces a file whole (a temporary file renamed over it): the dev server's watcher, a build or a
 * reader never sees half of one.
 */
async function replaceFile(file: string, data: string | Buffer) {
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch (error) {
    // Nothing half-written is left; the owner reads what to do, not a system code.
    await rm(temporary, { force: true });
    const code = (error as { code?: string }).code;
    if (code === "ENOSPC")
      throw new Error(
        `${basename(file)} was not saved: the disk is full; free some space on it, then save again`,
      );
    throw error;
  }
}

type Asset = { path: string; content: string; encoding: "base64" };
type DataFileParam = { path: string; raw: string };

/**
 * The backend for the project at `root`; `token` is the one the editor's page was served with.
 */
export function localBackend(root: string, token: string) {
  const abs = (path: string) => join(root, path);
  /** The languages' folders as company.json names them at this request (the owner may add one). */
  const editions = () => editionsOf(siteLanguagesOf(root));
  const entryFile = (path: string) => entryFileOf(path, editions());

  async function entry(path: string, label?: string) {
    if (!entryFile(path)) throw new Refused(`not a data file: ${path}`);
    const content = await readFile(abs(path)).catch(() => null);
    return {
      data: content?.toString("utf8") ?? null,
      file: { path, label, id: content ? sha256(content) : null },
    };
  }

  async function media(path: string) {
    if (!isPhotoPath(path)) throw new Refused(`not a photo in ${PHOTOS_FOLDER}/: ${path}`);
    const content = await readFile(abs(path));
    return {
      id: sha256(content),
      content: content.toString("base64"),
      encoding: "base64",
      path,
      name: basename(path),
    };
  }

  /**
   * Writes a photo after its checks; `unique`: under a free name ("deck-2.jpg") rather than over a
   * photo of the same name. Resolves with the path it was written to.
   */
  async function writePhoto(asset: Asset, unique = false) {
    if (typeof asset?.path !== "string" || typeof asset.content !== "string")
      throw new Refused("a photo's path and content are missing");
    const notPhoto = `a photo must be a JPEG, PNG, WebP or AVIF file: ${asset.path}`;
    if (!isPhotoPath(asset.path)) throw new Refused(notPhoto);
    const bytes = Buffer.from(asset.content, "base64");
    // By its bytes: a file of HTML named .jpg is not a photo.
    if (!PHOTO_TYPES.has(imageType(bytes) ?? "")) throw new Refused(notPhoto);
    if (bytes.length > MAX_PHOTO_MB * 1024 * 1024)
      throw new Refused(`a photo may be at most ${MAX_PHOTO_MB} MB: ${asset.path}`);
    await mkdir(abs(PHOTOS_FOLDER), { recursive: true });
    const path = unique
      ? `${PHOTOS_FOLDER}/${freePhotoName(basename(asset.path), (name) => existsSync(abs(`${PHOTOS_FOLDER}/${name}`)))}`
      : asset.path;
    await replaceFile(abs(path), bytes);
    return path;
  }

  /**
   * Another language has the first's projects, each at the same slug: a file of another name would
   * be a page no other language has, and leave the one it was meant to translate missing.
   */
  function translatedProjectProblem(file: EntryFile, path: string): string | undefined {
    const firstProjects = editions()[0]!.projects;
    if (file.first || existsSync(abs(`${firstProjects}/${file.project}.json`))) return undefined;
    const slugs = existsSync(abs(firstProjects))
      ? readdirSync(abs(firstProjects)).flatMap((name) => projectFileName.exec(name)?.[1] ?? [])
      : [];
    const named = `${LANGUAGE_NAMES[file.language]} (${file.language})`;
    const names = slugs.map((slug) => `${slug}.json`).join(", ") || "none yet";
    return `${path}: ${firstProjects}/ has no project of that name: in ${named}, a project's texts are in a file named as its file there (${names})`;
  }

  /** Checks every file first: nothing is written unless all of it is valid. */
  async function persist(files: DataFileParam[], assets: Asset[]) {
    const checked = files.map(({ path, raw }) => {
      const file = entryFile(path);
      if (!file) throw new Refused(`not a data file: ${path}`);
      const data = normalize(JSON.parse(raw)) ?? {};
      const elsewhere = file.project ? translatedProjectProblem(file, path) : undefined;
      if (elsewhere) throw new Refused(elsewhere);
      const { problems, schema } = checksOf(file);
      // Another language's problems say in which of its files they are, as the build says them.
      const where = file.first ? "" : ` (in ${file.project ? `${file.projects}/` : path})`;
      const found = problems(data).map((problem) => `${problem}${where}`);
      if (found.length > 0) throw new Refused(found.join("; "));
      // Written as the schema orders the fields, whatever order the form sent them in.
      return { path, text: `${JSON.stringify(schema.parse(data), null, 2)}\n` };
    });
    for (const asset of assets) await writePhoto(asset);
    // A language's folder, or its projects' folder, made with its first file.
    for (const { path, text } of checked) {
      await mkdir(dirname(abs(path)), { recursive: true });
      await replaceFile(abs(path), text);
    }
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each action reads its own params from the request's JSON
  const actions: Record<string, (params: any) => Promise<unknown>> = {
    info: async () => ({ repo: basename(root), publish_modes: ["simple"], type: "local_fs" }),
    entriesByFiles: ({ files }: { files: { path: string; label?: string }[] }) =>
      Promise.all(files.map((file) => entry(file.path, file.label))),
    getEntry: ({ path }: { path: string }) => entry(path),
    /** The project files of a language, the only folders the editor lists. */
    entriesByFolder: async ({ folder }: { folder: string }) => {
      if (!editions().some(({ projects }) => folder === projects))
        throw new Refused(`not the projects' folder: ${folder}`);
      const names = existsSync(abs(folder)) ? await readdir(abs(folder)) : [];
      return Promise.all(
        names.filter((name) => projectFileName.test(name)).map((name) => entry(`${folder}/${name}`)),
      );
    },
    persistEntry: async ({ entry: one, dataFiles: many, assets = [] }) => {
      await persist(many ?? [one], assets);
      return { message: "entry persisted" };
    },
    getMedia: async () => {
      const names = existsSync(abs(PHOTOS_FOLDER)) ? await readdir(abs(PHOTOS_FOLDER)) : [];
      return Promise.all(names.filter(isLocalPhoto).map((name) => media(`${PHOTOS_FOLDER}/${name}`)));
    },
    getMediaFile: ({ path }: { path: string }) => media(path),
    /** A photo uploaded on its own (Decap's media library), or one of several ("unique": ./photo-list.ts). */
    persistMedia: async ({ asset, unique }: { asset: Asset; unique?: boolean }) =>
      media(await writePhoto(asset, unique === true)),
    deleteFile: async ({ path }: { path: string }) => {
      if (!isPhotoPath(path) && !entryFile(path)?.project)
        throw new Refused(`only photos and projects can be deleted: ${path}`);
      await rm(abs(path), { force: true });
      return { message: `deleted file ${path}` };
    },
    deleteFiles: async ({ paths }: { paths: string[] }) => {
      for (const path of paths) await actions.deleteFile!({ path });
      return { message: `deleted files ${paths.join(", ")}` };
    },
    getDeployPreview: async () => null,
  };

  return async function handle(req: IncomingMessage, res: ServerResponse) {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, {
        "content-type": "application/json; charset=utf-8",
        "cache-control": "no-store",
      });
      res.end(JSON.stringify(body));
    };
    // Refused before a byte of the body is read.
    const problem = editorRequestProblem(req, token);
    if (problem) {
      res.setHeader("connection", "close");
      return reply(req.method === "POST" ? 403 : 405, { error: `Refused: ${problem}.` });
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY) return reply(413, { error: "too large" });
      chunks.push(chunk as Buffer);
    }
    try {
      const { action, params } = JSON.parse(Buffer.concat(chunks).toString("utf8")) ?? {};
      // Own actions only: "constructor" or "toString" are not actions.
      if (typeof action !== "string" || !Object.hasOwn(actions, action))
        return reply(400, { error: `Unknown action ${String(action)}` });
      const run = actions[action]!;
      reply(200, await run(params ?? {}));
    } catch (error) {
      const refused = error instanceof Refused || error instanceof SyntaxError;
      reply(refused ? 422 : 500, { error: (error as Error).message });
    }
  };
}
