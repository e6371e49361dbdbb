/**
 * The parts of Cloudflare's runtime the Worker uses (the whole of @cloudflare/workers-types would
 * replace the DOM's types for the rest of the project): D1, R2 and the email binding's message.
 */
declare global {
  interface D1Result<T = Record<string, unknown>> {
    results: T[];
    meta: { changes: number };
  }
  interface D1PreparedStatement {
    bind(...values: unknown[]): D1PreparedStatement;
    first<T = Record<string, unknown>>(): Promise<T | null>;
    all<T = Record<string, unknown>>(): Promise<D1Result<T>>;
    run(): Promise<D1Result>;
  }
  interface D1Database {
    prepare(query: string): D1PreparedStatement;
    batch(statements: D1PreparedStatement[]): Promise<D1Result[]>;
  }
  interface R2Bucket {
    put(
      key: string,
      value: Uint8Array | ArrayBuffer,
      options?: { httpMetadata?: { contentType?: string } },
    ): Promise<unknown>;
    delete(keys: string | string[]): Promise<void>;
    list(options?: { prefix?: string; cursor?: string; limit?: number }): Promise<{
      objects: { key: string; uploaded: Date }[];
      truncated: boolean;
      cursor?: string;
    }>;
  }
}

export {};
