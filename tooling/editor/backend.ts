/**
 * What `npm run edit` lets the editor write, and from whom it takes a request: the guard and the
 * checks of the GitHub-shaped API it serves on 127.0.0.1 (./local-repository.ts). A save may write
 * only the data files, the project files (app/content/projects/<slug>.json, created and deleted
 * there), the same of each other of company.languages in app/content/<language>/ (its company.json
 * only the company's texts, its projects only those the first language has) and the photos folder
 * (every language's); a data file the content schema rejects (so a bad value never reaches the disk)
 * and a photo that is not an image are refused, and only requests from the editor's own page are
 * answered (editorRequestProblem).
 */
import { timingSafeEqual } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
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
import type { FileChanges } from "./github-api";
import { contentFolderOf, MAX_PHOTO_MB, PHOTO_MEDIA_TYPES, PHOTOS_FOLDER } from "./paths";

/** The largest request the editor's page sends: a save with its photos, as base64 in JSON. */
export const MAX_BODY = 140 * 1024 * 1024;
const PHOTO_TYPES = new Set<string>(PHOTO_MEDIA_TYPES.map((type) => type.slice("image/".length)));

/** The editor's own address: the one this request reached (npm run edit listens on 127.0.0.1 only). */
export const editorHost = (req: IncomingMessage) => {
  const address = req.socket.localAddress ?? "";
  return `${address.includes(":") ? `[${address}]` : address}:${req.socket.localPort}`;
};

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The token in a request's `Authorization` (`token <t>`, as Sveltia sends it, or `Bearer <t>`). */
const tokenOf = (authorization: string) => /^(?:token|bearer)\s+(\S+)$/i.exec(authorization)?.[1] ?? "";

/**
 * Why a request to the editor's API is not the editor's own, or "" when it is. Any web page open in
 * the owner's browser can send requests to 127.0.0.1 (a form, or fetch in "no-cors" mode, which
 * needs no preflight); only the editor's page sends all of these: the token made at this start, in
 * `Authorization` (a header other pages cannot send without a preflight, which this server never
 * answers, and a value only a page of this origin can read), from the same origin where the browser
 * says so, and a save (POST) with its exact origin and a JSON body. The Host is ours too, so a
 * DNS-rebound name is refused.
 */
export function editorRequestProblem(req: IncomingMessage, token: string): string {
  const host = editorHost(req);
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(",") : (value ?? "");
  };
  if (req.method !== "GET" && req.method !== "POST") return "GET and POST only";
  if (header("host") !== host) return "not addressed to the editor";
  const origin = header("origin");
  // A browser sends Origin with every POST, and with a GET from another origin.
  if ((req.method === "POST" || origin) && origin !== `http://${host}`)
    return "not sent by the editor's page";
  if (!["", "same-origin"].includes(header("sec-fetch-site"))) return "not sent by the editor's page";
  const type = header("content-type").split(";")[0]!.trim().toLowerCase();
  if (req.method === "POST" && type !== "application/json") return "not JSON";
  if (!sameText(tokenOf(header("authorization")), token)) return "without the editor's token";
  return "";
}

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

/** A system's error in words an owner can act on, naming the file. */
function inWords(error: unknown, file: string): Error {
  const code = (error as { code?: string }).code;
  if (code === "ENOSPC")
    return new Error(
      `${basename(file)} was not saved: the disk is full; free some space on it, then save again`,
    );
  if (code === "EACCES" || code === "EPERM" || code === "EROFS")
    return new Error(
      `${basename(file)} was not saved: this folder may not be written to; check its permissions, then save again`,
    );
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Renames a file over another; retried a few times where another program holds the file for a
 * moment (an antivirus or a file indexer on Windows).
 */
async function renameOver(from: string, to: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await rename(from, to);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 5 || !["EPERM", "EBUSY", "EACCES"].includes(code ?? "")) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** Why a photo's bytes are not a photo the site takes, or undefined. */
function photoProblem(path: string, bytes: Buffer): string | undefined {
  const notPhoto = `a photo must be a JPEG, PNG, WebP or AVIF file: ${path}`;
  // By its bytes: a file of HTML named .jpg is not a photo.
  if (!PHOTO_TYPES.has(imageType(bytes) ?? "")) return notPhoto;
  if (bytes.length > MAX_PHOTO_MB * 1024 * 1024) return `a photo may be at most ${MAX_PHOTO_MB} MB: ${path}`;
  return undefined;
}

/**
 * Another language has the first's projects, each at the same slug: a file of another name would
 * be a page no other language has, and leave the one it was meant to translate missing. `adding`:
 * the first language's project files added by the same save.
 */
function translatedProjectProblem(
  root: string,
  editions: readonly Edition[],
  file: EntryFile,
  path: string,
  adding: Set<string>,
): string | undefined {
  const firstProjects = editions[0]!.projects;
  const firstFile = `${firstProjects}/${file.project}.json`;
  if (file.first || adding.has(firstFile) || existsSync(join(root, firstFile))) return undefined;
  const slugs = existsSync(join(root, firstProjects))
    ? readdirSync(join(root, firstProjects)).flatMap((name) => projectFileName.exec(name)?.[1] ?? [])
    : [];
  const named = `${LANGUAGE_NAMES[file.language]} (${file.language})`;
  const names = slugs.map((slug) => `${slug}.json`).join(", ") || "none yet";
  return `${path}: ${firstProjects}/ has no project of that name: in ${named}, a project's texts are in a file named as its file there (${names})`;
}

/** The languages' folders as company.json names them now (the owner may add one). */
const editionsAt = (root: string) => editionsOf(siteLanguagesOf(root));

/**
 * The files the editor reads and writes, as they are in the folder now, by their paths from the
 * root: each language's data files and project files, and the photos. Nothing else of the project
 * is ever shown to the editor or written by it.
 */
export async function editableFiles(root: string): Promise<string[]> {
  // Plain files only: a folder or a link named like a photo is none of the editor's.
  const filesIn = async (folder: string) =>
    (await readdir(join(root, folder), { withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  const files: string[] = [];
  for (const edition of editionsAt(root)) {
    const here = new Set(await filesIn(edition.folder));
    for (const name of Object.keys(dataFiles))
      if (here.has(`${name}.json`)) files.push(`${edition.folder}/${name}.json`);
    for (const name of await filesIn(edition.projects))
      if (projectFileName.test(name)) files.push(`${edition.projects}/${name}`);
  }
  for (const name of await filesIn(PHOTOS_FOLDER))
    if (isLocalPhoto(name)) files.push(`${PHOTOS_FOLDER}/${name}`);
  return files;
}

/**
 * Why a save's changes are refused, or undefined: every file is checked before any is written, as
 * the build would check it, so a save is written whole or not at all.
 */
export function changeRefusal(root: string, { additions, deletions }: FileChanges): string | undefined {
  const editions = editionsAt(root);
  const adding = new Set(additions.map(({ path }) => path));
  for (const { path, bytes } of additions) {
    if (isPhotoPath(path)) {
      const problem = photoProblem(path, bytes);
      if (problem) return problem;
      continue;
    }
    const file = entryFileOf(path, editions);
    if (!file) return `not a data file, a project or a photo: ${path}`;
    let data: unknown;
    try {
      data = JSON.parse(bytes.toString("utf8"));
    } catch {
      return `${path} is not JSON`;
    }
    const elsewhere = file.project ? translatedProjectProblem(root, editions, file, path, adding) : undefined;
    if (elsewhere) return elsewhere;
    // Another language's problems say in which of its files they are, as the build says them.
    const where = file.first ? "" : ` (in ${file.project ? `${file.projects}/` : path})`;
    const found = checksOf(file)
      .problems(data)
      .map((problem) => `${problem}${where}`);
    if (found.length > 0) return found.join("; ");
  }
  for (const path of deletions)
    if (!isPhotoPath(path) && !entryFileOf(path, editions)?.project)
      return `only photos and projects can be deleted: ${path}`;
  return undefined;
}

/** Writes a save's changes into the folder, as they were committed (changeRefusal said nothing). */
export async function writeChanges(root: string, { additions, deletions }: FileChanges) {
  // The photos first: a data file never names a photo that is not there yet.
  const ordered = [...additions].sort((a, b) => Number(isPhotoPath(b.path)) - Number(isPhotoPath(a.path)));
  // Every file is written beside its place first; only when all are whole are they renamed into
  // place: a full disk leaves the folder as it was, never half of a save.
  const written: { temporary: string; file: string }[] = [];
  for (const { path, bytes } of ordered) {
    const file = join(root, path);
    const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);
    try {
      // A language's folder, its projects' folder or the photos' folder, made with its first file.
      await mkdir(dirname(file), { recursive: true });
      written.push({ temporary, file });
      await writeFile(temporary, bytes);
    } catch (error) {
      await Promise.all(written.map(({ temporary: t }) => rm(t, { force: true }).catch(() => {})));
      throw inWords(error, file);
    }
  }
  for (const { temporary, file } of written) {
    try {
      await renameOver(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => {});
      throw inWords(error, file);
    }
  }
  for (const path of deletions) await rm(join(root, path), { force: true });
}
