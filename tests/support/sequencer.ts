import { readFile } from "node:fs/promises";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The tag in a test file's opening comment that says it runs long, and why. */
export const RUNS_LONG = "@runs-long";

/**
 * Vitest's own order, but on a machine with no record of past runs (a clean clone, CI), where
 * Vitest falls back to the larger files first: then the files tagged RUNS_LONG (they build the
 * project, start the Worker or run a suite) start first, so none of them is left to run alone at
 * the end while the other workers wait.
 */
export default class LongFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const known = files.every((spec) => this.ctx.cache.getTestSpecificationResult(spec));
    if (known) return sorted;
    const long = new Set<string>();
    await Promise.all(
      files.map(async (spec) => {
        const opening = (await readFile(spec.moduleId, "utf8")).slice(0, 2000);
        if (opening.includes(RUNS_LONG)) long.add(spec.moduleId);
      }),
    );
    // Stable: the project order (groupOrder) first, then the long files, each group in Vitest's order.
    const rank = (spec: TestSpecification) =>
      spec.project.config.sequence.groupOrder * 2 + (long.has(spec.moduleId) ? 0 : 1);
    return sorted.toSorted((a, b) => rank(a) - rank(b));
  }
}
