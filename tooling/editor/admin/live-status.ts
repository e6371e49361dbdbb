/**
 * After a save, the editor says when the change will be on the site, and then that it is: each
 * build of the site writes into admin/config.json when it was built and how long a publish takes
 * on this host (`publishing`), and this page asks for it every few seconds until a newer build is in
 * service. (One file of the editor's, which every host already serves uncached.)
 * A save the build refuses never goes live: the owner's mail says what to fix (the server's
 * publish), or the workflow's run on GitHub does (Cloudflare).
 */

/** What each build writes in the editor's configuration (../admin-bundle.ts). */
export type Published = {
  /** When the build in service was made (ISO 8601). */
  builtAt: string;
  /** About how long from a save to the site showing it, in seconds. */
  seconds: number;
  /** "server": npm start's own publish on a push; "workflow": GitHub's workflow and a deploy. */
  via: "server" | "workflow";
};

/** "about 20 seconds", "about 3 minutes". */
export function aboutHowLong(seconds: number): string {
  if (seconds < 90) return `about ${Math.max(10, Math.ceil(seconds / 10) * 10)} seconds`;
  return `about ${Math.round(seconds / 60)} minutes`;
}

/** The words shown after a save, while waiting, and once live or late. */
export function statusWords(published: Published, state: "waiting" | "live" | "late"): string {
  if (state === "live") return "Your change is live on the site now.";
  if (state === "late")
    return published.via === "workflow"
      ? "Not live yet. If the site's check found a mistake, the run in your repository's Actions tab on GitHub says what to fix; meanwhile the site shows the previous version."
      : "Not live yet. If the site's check found a mistake, the email it sent you says what to fix; meanwhile the site shows the previous version.";
  return `Saved. Your site shows the change in ${aboutHowLong(published.seconds)}.`;
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

/** The line at the foot of the screen that says it; announced to screen readers as it changes. */
function statusLine(): HTMLElement {
  const existing = document.getElementById("site-publish-status");
  if (existing) return existing;
  const line = document.createElement("p");
  line.id = "site-publish-status";
  line.setAttribute("role", "status");
  Object.assign(line.style, {
    position: "fixed",
    insetInline: "8px",
    bottom: "72px",
    zIndex: "1000",
    margin: "0",
    padding: "12px 16px",
    borderRadius: "8px",
    background: "#1d2733",
    color: "#ffffff",
    font: "15px/1.4 system-ui, sans-serif",
    boxShadow: "0 2px 12px #0004",
    maxWidth: "560px",
  });
  document.body.append(line);
  return line;
}

/** Follows the site's publishing after each save; `every` is how often to ask (ms). */
export async function followPublishing(onSave: (listener: () => void) => void, every = 5000) {
  const first = await readPublished();
  if (!first) return;
  let shown = first.builtAt;
  let timer: ReturnType<typeof setInterval> | undefined;
  onSave(() => {
    const line = statusLine();
    line.textContent = statusWords(first, "waiting");
    const started = Date.now();
    clearInterval(timer);
    timer = setInterval(async () => {
      const now = await readPublished();
      if (now && now.builtAt !== shown) {
        shown = now.builtAt;
        line.textContent = statusWords(now, "live");
        clearInterval(timer);
      } else if (Date.now() - started > lateAfterSeconds(first) * 1000) {
        line.textContent = statusWords(first, "late");
        clearInterval(timer);
      }
    }, every);
  });
}
