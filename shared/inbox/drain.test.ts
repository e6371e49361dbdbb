// @vitest-environment node
import { describe, expect, it } from "vitest";
import { drainable, drainReader } from "./drain.mjs";
import { DRAIN_MAX_BYTES } from "./limits.mjs";

/** A body of `chunks` pieces of 1 KB, then (when `stall`) no more and no end. `canceled` once it was. */
function body(chunks: number, { stall = false } = {}) {
  const state = { sent: 0, canceled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.sent === chunks) {
        if (!stall) controller.close();
        return new Promise(() => {});
      }
      state.sent += 1;
      controller.enqueue(new Uint8Array(1024));
    },
    cancel() {
      state.canceled = true;
    },
  });
  return { reader: stream.getReader(), state };
}

describe("the rest of a refused body, read and dropped within bounds", () => {
  it("reads a body to its end", async () => {
    const { reader, state } = body(100);
    expect(await drainReader(reader)).toBe(true);
    expect(state).toEqual({ sent: 100, canceled: false });
  });

  it("stops, cancelling it, past its bytes: what was read before counts", async () => {
    const { reader, state } = body(100);
    expect(await drainReader(reader, { read: 40 * 1024, maxBytes: 50 * 1024 })).toBe(false);
    expect(state.sent).toBeLessThan(100);
    expect(state.canceled).toBe(true);
  });

  it("stops, cancelling it, past its time: a body that stalls holds nothing for long", async () => {
    const { reader, state } = body(3, { stall: true });
    const started = Date.now();
    expect(await drainReader(reader, { maxMs: 100 })).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(state.canceled).toBe(true);
  });

  it("is worth it for a length a little over the form's, or none said; not for one hugely over", () => {
    expect(drainable(undefined)).toBe(true);
    expect(drainable(String(DRAIN_MAX_BYTES))).toBe(true);
    expect(drainable(String(DRAIN_MAX_BYTES + 1))).toBe(false);
  });
});
