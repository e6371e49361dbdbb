// @ts-check
/**
 * `npm run mail-catcher`: a mail server for trying the lead inbox on your own computer. It listens
 * on 127.0.0.1:2525 (this computer only), accepts every mail, sends none on, and prints each one
 * it receives: its sender, recipients, subject and text (an attachment, such as a visitor's photo,
 * by its name and size only). Stop it with Ctrl+C.
 *
 *   npm run mail-catcher
 *   SMTP_URL=smtp://127.0.0.1:2525 LEADS_NOTIFY_TO=you@example.com npm start   (in a second terminal)
 *
 * For trying only: it keeps nothing, and takes any user and password over plain SMTP.
 * Tested: scripts/mail-catcher.test.ts.
 */
import { SMTPServer } from "smtp-server";

export const MAIL_CATCHER_PORT = 2525;

/**
 * A mail's raw text (RFC 5322) made readable: the main headers, the text parts decoded
 * (quoted-printable or base64), and each attachment named with its size instead of its bytes.
 * @param {string} raw
 */
export function readableMail(raw) {
  const [head = "", ...rest] = raw.replace(/\r\n/g, "\n").split("\n\n");
  const body = rest.join("\n\n");
  const headers = unfold(head);
  const shown = ["From", "To", "Reply-To", "Subject"]
    .map((name) =>
      headers[name.toLowerCase()] ? `${name}: ${decodeWords(headers[name.toLowerCase()] ?? "")}` : "",
    )
    .filter(Boolean);
  return [...shown, "", ...parts(headers, body)].join("\n").trimEnd();
}

/** @param {string} head @returns {Record<string, string>} */
function unfold(head) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** "=?UTF-8?Q?…?=" and "=?UTF-8?B?…?=" words of a header, decoded. @param {string} value */
function decodeWords(value) {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_, _charset, kind, text) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : decodeQuoted(text.replace(/_/g, " ")),
  );
}

/** @param {string} text */
function decodeQuoted(text) {
  const bytes = text
    .replace(/=\n/g, "")
    .replace(/=([0-9A-Fa-f]{2})|([^=])/g, (_, hex, char) => (hex ? `%${hex}` : encodeURIComponent(char)));
  try {
    return decodeURIComponent(bytes);
  } catch {
    return text;
  }
}

/**
 * The readable lines of a body with these headers: text decoded, multipart parts in turn.
 * @param {Record<string, string>} headers @param {string} body @returns {string[]}
 */
function parts(headers, body) {
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .flatMap((part) => {
        const [partHead = "", ...partBody] = part.replace(/^\n/, "").split("\n\n");
        return parts(unfold(partHead), partBody.join("\n\n"));
      });
  }
  const encoding = (headers["content-transfer-encoding"] ?? "").toLowerCase();
  const disposition = headers["content-disposition"] ?? "";
  const name = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? /name="?([^";]+)"?/i.exec(type)?.[1];
  if (/^attachment/i.test(disposition) || (!/^text\//i.test(type) && name)) {
    const bytes = encoding === "base64" ? Buffer.from(body.replace(/\s/g, ""), "base64").length : body.length;
    return [`[attachment ${decodeWords(name ?? "(no name)")}, ${type.split(";")[0]}, ${bytes} bytes]`];
  }
  if (!/^text\/plain/i.test(type)) return [`[${type.split(";")[0]} part, not shown]`];
  if (encoding === "base64")
    return [Buffer.from(body.replace(/\s/g, ""), "base64").toString("utf8").trimEnd()];
  if (encoding === "quoted-printable") return [decodeQuoted(body).trimEnd()];
  return [body.trimEnd()];
}

/**
 * Starts the catcher; `print` receives each mail, readable, as it arrives.
 * `maxBytes`: a bigger mail is refused (552) and none of it kept (the inbox's own mails are a few MB).
 * @param {{ port?: number, host?: string, maxBytes?: number, print?: (mail: string) => void }} [options]
 * @returns {Promise<{ port: number, stop: () => Promise<void> }>}
 */
export async function startMailCatcher({
  port = MAIL_CATCHER_PORT,
  host = "127.0.0.1",
  maxBytes = 64 * 1024 * 1024,
  print = (mail) => console.log(mail),
} = {}) {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on this computer only: a password is accepted in clear text (it goes nowhere).
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    size: maxBytes,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      // The server counts past `size` and says so at the end; nothing past it is kept meanwhile.
      stream.on("data", (chunk) => {
        if (!stream.sizeExceeded) chunks.push(chunk);
      });
      stream.on("end", () => {
        if (stream.sizeExceeded) {
          const error = Object.assign(new Error(`Mail over ${maxBytes} bytes refused`), {
            responseCode: 552,
          });
          return callback(error);
        }
        count += 1;
        const envelope = `Mail ${count}, from ${session.envelope.mailFrom ? session.envelope.mailFrom.address : "(none)"} to ${session.envelope.rcptTo.map((r) => r.address).join(", ")}`;
        print(`── ${envelope} ──\n${readableMail(Buffer.concat(chunks).toString("utf8"))}\n`);
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

if (import.meta.main) {
  try {
    const { port, stop } = await startMailCatcher();
    console.log(
      `Mail catcher listening on 127.0.0.1:${port}: every mail sent to it is printed here, and sent nowhere.\n` +
        `In another terminal: SMTP_URL=smtp://127.0.0.1:${port} LEADS_NOTIFY_TO=you@example.com npm start\n`,
    );
    const quit = () => void stop().then(() => process.exit(0));
    process.once("SIGINT", quit);
    process.once("SIGTERM", quit);
  } catch (error) {
    const code = /** @type {{ code?: string }} */ (error).code;
    console.error(
      code === "EADDRINUSE"
        ? `Port ${MAIL_CATCHER_PORT} on 127.0.0.1 is in use: is a mail catcher already running?`
        : `The mail catcher could not start: ${error instanceof Error ? error.message : error}`,
    );
    process.exit(1);
  }
}
