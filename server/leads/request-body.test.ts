// @vitest-environment node
import type { IncomingMessage } from "node:http";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { drainBody, readBody } from "./request-body.mjs";

/** A request's body as Node gives it: `complete` once its last byte came. */
function requestBody() {
  const stream = new PassThrough() as PassThrough & { complete: boolean };
  stream.complete = false;
  stream.on("end", () => (stream.complete = true));
  return stream;
}

describe("a request's body in Node", () => {
  it("is refused past its limit only once the rest is read (413)", async () => {
    const req = requestBody();
    const read = readBody(req as unknown as IncomingMessage, 10);
    req.write(Buffer.alloc(8));
    req.write(Buffer.alloc(8));
    req.write(Buffer.alloc(1024));
    req.end();
    await expect(read).rejects.toMatchObject({ status: 413 });
    expect(req.readableEnded).toBe(true);
  });

  it("is read and dropped within its bounds: past its bytes or its time, it stops", async () => {
    const big = requestBody();
    const tooMuch = drainBody(big as unknown as IncomingMessage, { maxBytes: 1024 });
    big.write(Buffer.alloc(2048));
    expect(await tooMuch).toBe(false);

    const stalled = requestBody();
    const started = Date.now();
    const slow = drainBody(stalled as unknown as IncomingMessage, { maxMs: 100 });
    stalled.write(Buffer.alloc(10));
    expect(await slow).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);

    const whole = requestBody();
    const drained = drainBody(whole as unknown as IncomingMessage);
    whole.end(Buffer.alloc(4096));
    expect(await drained).toBe(true);
  });
});
