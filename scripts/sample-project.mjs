// @ts-check
/**
 * A project as an owner adds one, made of generated test photos (tooling/stand-in-photo.mjs draws
 * them; no real job, no real client): twelve phone-sized photos (2400 x 1800 JPEG) and a
 * before-and-after pair, written into a copy of the project's content. The browser tests of the
 * gallery, the README's screenshot and the benchmark of a project page with photos use it:
 * `node scripts/sample-project.mjs <copy of the project>` (never the project itself: it writes
 * app/content/projects/sample-project-generated-photos.json).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { standInPhoto } from "../tooling/stand-in-photo.mjs";

/** The size of a photo from a phone camera. */
export const SAMPLE_SIZE = { width: 2400, height: 1800 };
export const SAMPLE_PHOTOS = 12;

/**
 * The sample project (its slug, the name of its file, and what its data file holds); every word
 * says its photos are generated.
 */
export const SAMPLE_PROJECT = {
  slug: "sample-project-generated-photos",
  /** Before every other project: the portfolio opens with it. */
  order: -1,
  title: "Sample project (generated test photos)",
  description: "A project page filled with generated test photos, to show and measure a gallery and a pair.",
  photos: Array.from({ length: SAMPLE_PHOTOS }, (_, i) => ({
    image: `sample-${String(i + 1).padStart(2, "0")}.jpg`,
    alt: `Generated test photo ${i + 1} of ${SAMPLE_PHOTOS}: coloured blocks under a blue sky`,
  })),
  beforeAfter: [
    {
      before: { image: "sample-before.jpg", alt: "Generated test photo: the view before the work" },
      after: { image: "sample-after.jpg", alt: "Generated test photo: the same view after the work" },
    },
  ],
  location: "Testville",
  year: 2024,
  scope: "Generated test photos",
  duration: "No time at all",
  story: {
    brief: "Show what a project page looks like with a dozen photos and a before-and-after pair.",
    work: "A script drew twelve phone-sized photos and a pair, and wrote this project's file.",
    result: "A page to look at and to measure; not a real project.",
  },
  placeholder: true,
};

/**
 * Writes the sample's photos into `<root>/app/content/photos/` and the project's own file,
 * `<root>/app/content/projects/<slug>.json` (first in the portfolio), serving `service` (default:
 * the first service).
 * @param {string} root a copy of the project @param {{ service?: string }} [options]
 */
export async function addSampleProject(root, { service } = {}) {
  const content = join(root, "app", "content");
  // An owner who has no project or photo yet has neither folder (git keeps no empty one).
  for (const folder of ["photos", "projects"]) mkdirSync(join(content, folder), { recursive: true });
  const photos = [
    ...SAMPLE_PROJECT.photos,
    ...SAMPLE_PROJECT.beforeAfter.flatMap((p) => [p.before, p.after]),
  ];
  for (const [i, photo] of photos.entries()) {
    const data = await standInPhoto({ ...SAMPLE_SIZE, seed: 101 + i, format: "jpeg", quality: 85 });
    writeFileSync(join(content, "photos", photo.image), data);
  }
  const services = JSON.parse(readFileSync(join(content, "services.json"), "utf8")).services;
  const { slug: _slug, ...project } = SAMPLE_PROJECT;
  writeFileSync(
    sampleFile(root),
    `${JSON.stringify({ ...project, service: service ?? services[0].slug }, null, 2)}\n`,
  );
  return SAMPLE_PROJECT;
}

/** The sample project's file in the copy at `root`. @param {string} root */
const sampleFile = (root) => join(root, "app", "content", "projects", `${SAMPLE_PROJECT.slug}.json`);

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2];
  if (!root || resolve(root) === resolve(import.meta.dirname, "..")) {
    console.error(
      "Usage: node scripts/sample-project.mjs <a copy of the project> (never the project itself)",
    );
    process.exit(1);
  }
  await addSampleProject(root);
  console.log(`Added "${SAMPLE_PROJECT.title}" as ${sampleFile(root)}, with its photos.`);
}
