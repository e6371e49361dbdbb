/** Work spread over the machine: so many tasks at once, the others waiting their turn. */
import { availableParallelism, freemem } from "node:os";
import type { RunTask } from "./photo-encoding";

/** How many photos (and pieces of encoding work) at once: the cores, less where memory is short. */
export function encodingConcurrency() {
  // A phone photo's decoded copy and its largest encodings hold some 300 MB at once.
  return Math.max(1, Math.min(availableParallelism(), Math.floor(freemem() / (300 * 2 ** 20))));
}

/** A limit of `concurrency` tasks running at once; the others wait their turn. */
export function taskLimit(concurrency: number): RunTask {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running < concurrency) running++;
    else await new Promise<void>((turn) => waiting.push(turn)); // the finished task's place
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
