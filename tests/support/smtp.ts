import { SMTPServer } from "smtp-server";

/** A mail the test's SMTP server received: its source as sent. */
export type Mail = { to: string[]; text: string };

/**
 * A mail's source as a mail client shows its text: quoted-printable undone (its soft line breaks
 * joined, its =XX bytes read as UTF-8), so words beyond ASCII ("Fotos nicht angehängt") read as written.
 */
export const readable = (mail: Mail) =>
  Buffer.from(
    mail.text
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

export type Smtp = {
  url: string;
  /** Every mail accepted so far, in order. */
  mails: Mail[];
  /** How many mails have started (DATA begun), accepted or not yet. */
  started: () => number;
  /** The passwords clients logged in with (AUTH), in order. */
  passwords: string[];
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
  refuse,
  size,
}: {
  acceptAfterMs?: number;
  mails?: Mail[];
  /** Refuses every mail for good with this answer (a content filter: 554). */
  refuse?: { code: number; words: string };
  /** The largest mail it takes (bytes); a larger one is refused for good with 552, as relays do. */
  size?: number;
} = {}): Promise<Smtp> {
  let started = 0;
  const passwords: string[] = [];
  const refusal = (code: number, words: string) => Object.assign(new Error(words), { responseCode: code });
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP only: no STARTTLS to offer.
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    ...(size ? { size } : {}),
    logger: false,
    onAuth(auth, _session, callback) {
      passwords.push(auth.password ?? "");
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      started += 1;
      let text = "";
      stream.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
      stream.on("end", () =>
        setTimeout(() => {
          if (refuse) return callback(refusal(refuse.code, refuse.words));
          if ((stream as { sizeExceeded?: boolean }).sizeExceeded) {
            return callback(refusal(552, "5.3.4 Message exceeds the fixed maximum message size"));
          }
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
    passwords,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
