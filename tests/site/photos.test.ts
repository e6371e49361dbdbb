/**
 * Photos on the site's own origin: the owner's own (app/content/photos/) and, with
 * SELF_HOST_IMAGES=1, the content's remote ones downloaded at build time from a local HTTPS
 * stand-in for the image host. Every test here is about building (the photo pipeline, its cache,
 * the downloads), so the file builds several times in a copy of its own (sharing node_modules),
 * with its own photo cache (the copy's .cache/photos/): the first build, of the owner's photo beside
 * the content's remote ones, encodes the one and downloads the others; the next take both from it.
 * @runs-long: builds a copy of the project five times (the photo pipeline, its cache, downloads).
 */
import { spawn } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { photosOf } from "~/lib/images";
import { IMAGE_HOST, startImageHost } from "../../tooling/image-host.mjs";
import { PHOTO_WIDTHS } from "../../tooling/photo-encoding";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { pageFiles } from "#shared/site-manifest.mjs";
import { pageImages } from "../support/pages";
import { buildEnv, copyProject } from "../support/site";
import { writeStarterContent } from "../support/starter";
import { starter } from "../support/starter-content";

// The starter content in the copy, whatever the owner's own is: its three projects' photos, on the
// starter's image host, are what the tests below encode, cache and download.
const { projects } = starter;

// In order (Vitest's way), in one copy of the project: each group leaves the content file as it found it.

const CONTENT = join("app", "content", "site.ts");
/** A build in the copy on a busy machine: the photo pipeline encodes AVIF, WebP and JPEG. */
const BUILD_TIMEOUT = 600_000;

let copy: string;
let original: string;
let host: Awaited<ReturnType<typeof startImageHost>>;

beforeAll(async () => {
  copy = copyProject("site-photos-");
  writeStarterContent(join(copy, "app", "content"));
  original = readFileSync(join(copy, CONTENT), "utf8");
  host = await startImageHost();
});
afterAll(async () => {
  await host?.stop();
  rmSync(copy, { recursive: true, force: true });
});

/** `npm run build` in the copy, without blocking this process (the image host answers from here). */
function build(buildDir: string, env: Record<string, string> = {}) {
  const child = spawn("npm", ["run", "build", "--silent"], {
    cwd: copy,
    env: { ...process.env, ...buildEnv(buildDir, {}), ...env },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ status: number | null; output: string }>((resolve) =>
    child.on("close", (status) => resolve({ status, output })),
  );
}

/** What the downloader needs to reach the stand-in instead of the real host. */
const standIn = () => ({
  SELF_HOST_IMAGES: "1",
  SELF_HOST_IMAGES_RESOLVE: `${IMAGE_HOST}=127.0.0.1:${host.port}`,
  NODE_EXTRA_CA_CERTS: host.certFile,
});

const read = (buildDir: string, file: string) => readFileSync(join(copy, buildDir, file), "utf8");

/** Every image URL the page names: img and source src/srcset, and image preloads. */
function imageUrls(html: string): string[] {
  const tags = [...html.matchAll(/<(?:img|source|link rel="preload" as="image")\b[^>]*>/g)].map((m) => m[0]);
  return tags
    .flatMap((tag) => [...tag.matchAll(/\b(?:src|srcset|href|imagesrcset)="([^"]*)"/gi)].map((a) => a[1]!))
    .flatMap((value) => value.split(/,\s+/).map((candidate) => candidate.trim().split(/\s+/)[0]!))
    .map((url) => url.replaceAll("&amp;", "&"));
}

function expectOnlyOwnImages(buildDir: string) {
  const html = read(buildDir, "client/portfolio.html");
  const urls = imageUrls(html);
  expect(urls.filter((u) => u.startsWith("/assets/")).length).toBeGreaterThanOrEqual(projects.length * 9);
  for (const url of urls) expect(url, "a same-origin image").toMatch(/^\/(?!\/)/);
  expect(html).not.toMatch(/https?:\/\/[^"]*\.(?:jpe?g|webp|avif)|preconnect/);
  const csp = (JSON.parse(read(buildDir, "site.json")) as { csp: string }).csp;
  expect(csp).toContain("img-src 'self' data:;");
  // Every image of every page keeps its dimensions, so nothing shifts: at least the projects' photos.
  const imgs = pageImages((file) => read(buildDir, `client/${file}`), pageFiles(join(copy, buildDir)));
  expect(imgs.length).toBeGreaterThanOrEqual(projects.length);
  for (const img of imgs) {
    expect(img).toMatch(/ width="\d+"/);
    expect(img).toMatch(/ height="\d+"/);
  }
}

/** The files of the owner's photo the portfolio names (all but the full-size view). */
const porchFiles = (buildDir: string) => [
  ...new Set(
    [
      ...read(buildDir, "client/portfolio.html").matchAll(/\/assets\/porch-\d+-[\w-]+\.(?:avif|webp|jpg)/g),
    ].map((m) => m[0]),
  ),
];

/** The starter's content with `change` (a line of TypeScript on `content`) after it. */
const writeContent = (change = "") => writeFileSync(join(copy, CONTENT), `${original}\n${change}\n`);

/**
 * One build makes both kinds of photo the site serves from its own origin: the owner's own (the
 * first project's, app/content/photos/porch.jpg) and, with SELF_HOST_IMAGES=1, the content's remote
 * ones (the other projects'), downloaded from the stand-in.
 */
describe("the owner's own photo and, with SELF_HOST_IMAGES=1, the remote ones", () => {
  const buildDir = "build-own-photos";
  /** The remote photos the build downloads: every project's but the first's, which is the owner's. */
  const remote = () =>
    projects
      .slice(1)
      .flatMap(photosOf)
      .filter((p) => p.image.startsWith("https:"))
      .map((p) => new URL(p.image).pathname);

  beforeAll(async () => {
    // A phone photo as phones store it: on its side (EXIF orientation 6), with a GPS position.
    const sideways = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#8a6" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "41/1 52/1 0/1" } })
      .toBuffer();
    writeFileSync(join(copy, "app", "content", "photos", "porch.jpg"), sideways);
    writeContent(`firstSite.projects[0]!.photos[0]!.image = "porch.jpg";`);
    const { status, output } = await build(buildDir, standIn());
    expect(status, output).toBe(0);
  }, BUILD_TIMEOUT);
  afterAll(() => writeContent());

  test("are served from the site's origin, in AVIF, WebP and JPEG, with an inline placeholder", () => {
    expectOnlyOwnImages(buildDir);
    const html = read(buildDir, "client/portfolio.html");
    expect(html).toContain('type="image/avif"');
    expect(html).toContain('type="image/webp"');
    expect(html.match(/class="photo-placeholder/g)).toHaveLength(projects.length);
  });

  test("the remote ones are downloaded at build time", () => {
    expect(remote().length).toBeGreaterThan(0);
    for (const path of remote()) expect(host.requests.some((r) => r.startsWith(`${path}?`))).toBe(true);
  });

  test("the owner's comes out upright and without the phone's metadata", async () => {
    const files = porchFiles(buildDir);
    // Every width the pipeline makes up to the upright photo's 1200 px, in AVIF, WebP and JPEG.
    expect(files).toHaveLength(3 * PHOTO_WIDTHS.filter((w) => w <= 1200).length);
    for (const file of files) {
      const data = readFileSync(join(copy, buildDir, "client", file));
      const meta = await sharp(data).metadata();
      expect(meta.width! / meta.height!).toBeCloseTo(4 / 3, 2);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(data.toString("latin1")).not.toContain("GPS");
    }
  });

  test(
    "are encoded and downloaded once: a second build takes every file from the photo cache and asks the host for none",
    async () => {
      const asked = host.requests.length;
      const { status, output } = await build("build-own-photos-again", standIn());
      expect(status, output).toBe(0);
      expect(host.requests).toHaveLength(asked);
      expect(output).toMatch(
        /Photos: \d+ ready in [\d.]+ s \(0 encoded, \d+ from the cache in \.cache\/photos\/\)/,
      );
      expect(read("build-own-photos-again", "client/portfolio.html")).toBe(
        read(buildDir, "client/portfolio.html"),
      );
      expect(porchFiles("build-own-photos-again")).toEqual(porchFiles(buildDir));
      for (const file of porchFiles(buildDir)) {
        expect(readFileSync(join(copy, "build-own-photos-again", "client", file))).toEqual(
          readFileSync(join(copy, buildDir, "client", file)),
        );
      }
    },
    BUILD_TIMEOUT,
  );

  test(
    "a changed photo is encoded again, under new names the pages point to",
    async () => {
      const photo = join(copy, "app", "content", "photos", "porch.jpg");
      const before = readFileSync(photo);
      writeFileSync(
        photo,
        // Another photo of the same size, stored on its side as the first.
        await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#a36" } })
          .jpeg()
          .withMetadata({ orientation: 6 })
          .toBuffer(),
      );
      try {
        const { status, output } = await build("build-changed-photo", standIn());
        expect(status, output).toBe(0);
        expect(output).toMatch(/Photos: \d+ ready in [\d.]+ s \(1 encoded, /);
        const [old, changed] = [porchFiles(buildDir), porchFiles("build-changed-photo")];
        expect(changed).toHaveLength(old.length);
        for (const file of changed) {
          expect(old).not.toContain(file);
          expect(readFileSync(join(copy, "build-changed-photo", "client", file)).length).toBeGreaterThan(0);
        }
      } finally {
        writeFileSync(photo, before);
      }
    },
    BUILD_TIMEOUT,
  );

  test("are cached for a year under content-hashed names (host rules)", () => {
    expect(read(buildDir, "client/_headers")).toMatch(
      /\/assets\/\*\n\s+Cache-Control: public, max-age=31536000, immutable/,
    );
  });
});

describe("a photo the build cannot have stops it", () => {
  afterAll(() => writeContent());

  test(
    "an owner's photo that cannot be read, naming the file",
    async () => {
      writeFileSync(join(copy, "app", "content", "photos", "broken.jpg"), "this is not a JPEG");
      writeContent(`firstSite.projects[0]!.photos[0]!.image = "broken.jpg";`);
      const { status, output } = await build("build-broken-photo");
      expect(status).not.toBe(0);
      expect(output).toContain("app/content/photos/broken.jpg: not an image the build can read");
    },
    BUILD_TIMEOUT,
  );

  test(
    "SELF_HOST_IMAGES=1: a download that fails, naming the URL",
    async () => {
      writeContent();
      // An empty photo cache: the photos must be downloaded.
      const { status, output } = await build("build-download-fails", {
        ...standIn(),
        SELF_HOST_IMAGES_RESOLVE: `${IMAGE_HOST}=127.0.0.1:1`,
        PHOTO_CACHE_DIR: "empty-photo-cache",
      });
      expect(status).not.toBe(0);
      expect(output).toMatch(new RegExp(`SELF_HOST_IMAGES: could not download https://${IMAGE_HOST}/\\S+`));
    },
    BUILD_TIMEOUT,
  );
});
