import { SMTPServer } from "smtp-server";

/** A mail the test's SMTP server received. */
export type Mail = { to: string[]; text: string };

export type Smtp = {
  url: string;
  /** Every mail accepted so far, in order. */
  mails: Mail[];
  /** How many mails have started (DATA begun), accepted or not yet. */
  started: () => number;
  stop: () => Promise<void>;
};

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 and a free port, for the outbox's tests.
 * `acceptAfterMs` holds each mail that long before accepting it: a mail in flight. `mails`: where to
 * keep what it accepts (to count across several servers, one after the other).
 */
export async function startSmtp({
  acceptAfterMs = 0,
  mails = [],
}: { acceptAfterMs?: number; mails?: Mail[] } = {}): Promise<Smtp> {
  let started = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      started += 1;
      let text = "";
      stream.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
      stream.on("end", () =>
        setTimeout(() => {
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address), text });
          callback();
        }, acceptAfterMs),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    started: () => started,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
