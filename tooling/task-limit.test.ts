import { describe, expect, it } from "vitest";
import { taskLimit } from "./task-limit";

describe("the encoder's task limit", () => {
  it("runs at most so many tasks at once, and every task", async () => {
    const run = taskLimit(2);
    let running = 0;
    let most = 0;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        run(async () => {
          running++;
          most = Math.max(most, running);
          await new Promise((wait) => setTimeout(wait, 1 + (i % 3)));
          running--;
          return i;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(results).toEqual(Array.from({ length: 12 }, (_, i) => i));
  });
});
