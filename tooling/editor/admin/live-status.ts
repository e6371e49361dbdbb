/**
 * After a save, the editor says when the change will be on the site, and then that it is: each
 * build of the site writes into admin/config.json when it was built and how long a publish takes
 * on this host (`publishing`), and this page asks for it every few seconds until a newer build is in
 * service. (One file of the editor's, which every host already serves uncached.)
 * A save the build refuses never goes live: the owner's mail says what to fix (the server's
 * publish), or the workflow's run on GitHub does (Cloudflare).
 */

import { branchHead, type Repository } from "./github";
import type { EditorWords } from "./photo-list";

/** What each build writes in the editor's configuration (../admin-bundle.ts). */
export type Published = {
  /** When the build in service was made (ISO 8601). */
  builtAt: string;
  /** The commit it was built from, when its sources were a clean checkout. */
  commit?: string;
  /** About how long from a save to the site showing it, in seconds. */
  seconds: number;
  /** "server": npm start's own publish on a push; "workflow": GitHub's workflow and a deploy. */
  via: "server" | "workflow";
};

/** "about 20 seconds", "about 3 minutes": rounded up to tens of seconds, or to minutes. */
export function aboutHowLong(words: EditorWords, seconds: number): string {
  if (seconds < 90) return words.seconds(Math.max(10, Math.ceil(seconds / 10) * 10));
  return words.minutes(Math.round(seconds / 60));
}

/** The words shown after a save, while waiting, and once live or late. */
export function statusWords(
  words: EditorWords,
  published: Published,
  state: "waiting" | "live" | "late",
): string {
  if (state === "live") return words.live;
  if (state === "late") return published.via === "workflow" ? words.lateWorkflow : words.lateServer;
  return words.saved(aboutHowLong(words, published.seconds));
}

/** How long to wait for a publish before saying it is late: three times the usual, at least 2 min. */
export const lateAfterSeconds = (published: Published) => Math.max(120, published.seconds * 3);

const readPublished = async (): Promise<Published | undefined> => {
  try {
    const response = await fetch(new URL("config.json", document.baseURI), { cache: "no-store" });
    return response.ok ? ((await response.json()) as { publishing?: Published }).publishing : undefined;
  } catch {
    return undefined;
  }
};

/** The line at the foot of the screen that says it, with a button that closes it. */
function statusLine(words: EditorWords): { say(words: string): void; close(): void } {
  let line = document.getElementById("site-publish-status");
  if (!line) {
    line = document.createElement("div");
    line.id = "site-publish-status";
    Object.assign(line.style, {
      position: "fixed",
      insetInline: "8px",
      // Above a phone's bottom bar and the editor's own "saved" toast; a computer has neither.
      bottom: window.innerWidth < 768 ? "128px" : "16px",
      zIndex: "1000",
      display: "flex",
      gap: "8px",
      alignItems: "center",
      padding: "8px 8px 8px 16px",
      borderRadius: "8px",
      background: "#1d2733",
      color: "#ffffff",
      font: "15px/1.4 system-ui, sans-serif",
      boxShadow: "0 2px 12px #0004",
      maxWidth: "560px",
    });
    // Announced as it changes (a status), and out of the way at once with its button.
    const text = document.createElement("p");
    text.setAttribute("role", "status");
    text.style.margin = "0";
    text.style.flex = "1";
    const close = document.createElement("button");
    close.type = "button";
    close.textContent = words.close;
    Object.assign(close.style, {
      minWidth: "44px",
      minHeight: "44px",
      border: "1px solid #ffffff",
      borderRadius: "6px",
      background: "transparent",
      color: "inherit",
      font: "inherit",
    });
    close.addEventListener("click", () => line?.remove());
    line.append(text, close);
  }
  const element = line;
  return {
    say(words: string) {
      if (!element.isConnected) document.body.append(element);
      element.querySelector("p")!.textContent = words;
    },
    close: () => element.remove(),
  };
}

/**
 * Whether `now` is the publish of the save: a build of the branch's head just after the save (or of a
 * later commit, which holds it too, unknown here) when builds say their commit; else any build
 * newer than the one in service when the save was made.
 */
export function isLive(before: Published, now: Published, head: string | undefined): boolean {
  if (now.builtAt === before.builtAt) return false;
  return !head || !now.commit || now.commit === head;
}

/**
 * Follows the site's publishing after each save; `every` is how often to ask (ms). `backend`: the
 * repository and branch the editor saves to.
 */
export function followPublishing(
  onSave: (listener: () => void) => void,
  backend: Repository,
  words: EditorWords,
  every = 5000,
) {
  let timer: ReturnType<typeof setInterval> | undefined;
  onSave(() => {
    void (async () => {
      const [before, head] = await Promise.all([readPublished(), branchHead(backend)]);
      if (!before) return;
      const line = statusLine(words);
      line.say(statusWords(words, before, "waiting"));
      const started = Date.now();
      clearInterval(timer);
      timer = setInterval(async () => {
        const now = await readPublished();
        if (now && isLive(before, now, head)) {
          clearInterval(timer);
          line.say(statusWords(words, now, "live"));
          // Said; then out of the way of the editor's own buttons.
          timer = setTimeout(line.close, 10_000);
        } else if (Date.now() - started > lateAfterSeconds(before) * 1000) {
          clearInterval(timer);
          line.say(statusWords(words, before, "late"));
        }
      }, every);
    })();
  });
}
