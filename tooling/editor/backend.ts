/**
 * The editor's local backend: the file API that Decap CMS's "proxy" backend speaks (the protocol
 * of decap-server's local file system mode), served by `npm run edit` on 127.0.0.1 only. Its own
 * rather than decap-server, which listens on every interface and writes any path in the project:
 * this one reads and writes only the data files and the photos folder, and refuses to write a data
 * file the content schema rejects, so a bad value never reaches the disk.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { basename, dirname, join } from "node:path";
import { dataFiles, isLocalPhoto, type DataFileName } from "../../app/content/schema";
import { dataFileProblems } from "../content-check";
import { normalize } from "./normalize";
import { CONTENT_FOLDER, PHOTOS_FOLDER } from "./paths";

const MAX_BODY = 40 * 1024 * 1024;

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** The data file a path names, if it names one. */
const dataFileOf = (path: string) =>
  (Object.keys(dataFiles) as DataFileName[]).find((name) => path === `${CONTENT_FOLDER}/${name}.json`);
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
  await writeFile(temporary, data);
  await rename(temporary, file);
}

type Asset = { path: string; content: string; encoding: "base64" };
type DataFileParam = { path: string; raw: string };

export function localBackend(root: string) {
  const abs = (path: string) => join(root, path);

  async function entry(path: string, label?: string) {
    if (!dataFileOf(path)) throw new Refused(`not a data file: ${path}`);
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

  async function writePhoto(asset: Asset) {
    if (!isPhotoPath(asset.path))
      throw new Refused(`a photo must be a JPEG, PNG, WebP or AVIF file: ${asset.path}`);
    await mkdir(abs(PHOTOS_FOLDER), { recursive: true });
    await replaceFile(abs(asset.path), Buffer.from(asset.content, "base64"));
  }

  /** Checks every file first: nothing is written unless all of it is valid. */
  async function persist(files: DataFileParam[], assets: Asset[]) {
    const checked = files.map(({ path, raw }) => {
      const name = dataFileOf(path);
      if (!name) throw new Refused(`not a data file: ${path}`);
      const data = normalize(JSON.parse(raw)) ?? {};
      const problems = dataFileProblems(name, data);
      if (problems.length > 0) throw new Refused(problems.join("; "));
      // Written as the schema orders the fields, whatever order the form sent them in.
      return { path, text: `${JSON.stringify(dataFiles[name].parse(data), null, 2)}\n` };
    });
    for (const asset of assets) await writePhoto(asset);
    for (const { path, text } of checked) await replaceFile(abs(path), text);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each action reads its own params from the request's JSON
  const actions: Record<string, (params: any) => Promise<unknown>> = {
    info: async () => ({ repo: basename(root), publish_modes: ["simple"], type: "local_fs" }),
    entriesByFiles: ({ files }: { files: { path: string; label?: string }[] }) =>
      Promise.all(files.map((file) => entry(file.path, file.label))),
    getEntry: ({ path }: { path: string }) => entry(path),
    persistEntry: async ({ entry: one, dataFiles: many, assets = [] }) => {
      await persist(many ?? [one], assets);
      return { message: "entry persisted" };
    },
    getMedia: async () => {
      const names = existsSync(abs(PHOTOS_FOLDER)) ? await readdir(abs(PHOTOS_FOLDER)) : [];
      return Promise.all(names.filter(isLocalPhoto).map((name) => media(`${PHOTOS_FOLDER}/${name}`)));
    },
    getMediaFile: ({ path }: { path: string }) => media(path),
    persistMedia: async ({ asset }: { asset: Asset }) => {
      await writePhoto(asset);
      return media(asset.path);
    },
    deleteFile: async ({ path }: { path: string }) => {
      if (!isPhotoPath(path)) throw new Refused(`only photos can be deleted: ${path}`);
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
    if (req.method !== "POST") return reply(405, { error: "POST only" });
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY) return reply(413, { error: "too large" });
      chunks.push(chunk as Buffer);
    }
    try {
      const { action, params } = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      const run = actions[action];
      if (!run) return reply(422, { error: `Unknown action ${action}` });
      reply(200, await run(params ?? {}));
    } catch (error) {
      const refused = error instanceof Refused || error instanceof SyntaxError;
      reply(refused ? 422 : 500, { error: (error as Error).message });
    }
  };
}
