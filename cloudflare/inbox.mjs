// @ts-check
/**
 * The lead inbox on Cloudflare: `POST /api/contact` answered by the Worker with the contact contract
 * of npm start's inbox (server/leads/inbox.mjs), from the same shared modules (#shared/inbox/): the
 * same refusals in the same order, the same checks, JSON and pages. A request is stored in D1 (its
 * photos in R2) before the visitor is thanked; its mail goes once it is stored (outbox.mjs).
 *
 * Cloudflare's parts, by their bindings (build/cloudflare/wrangler.json): DB (D1), PHOTOS (R2), MAIL
 * (the email binding, when LEADS_NOTIFY_TO is set), RATE_LIMIT (the rate-limiting binding, keyed by
 * the client's IPv4 address or IPv6 /64), ASSETS (the built pages).
 */
import { ownerWords } from "#shared/copy/owner.ts";
import {
  accepted,
  acceptedWithNotice,
  answerPages,
  answerPagesIn,
  jsonAnswer,
  photoRefusal,
  refererLanguage,
  refusal,
  uploadTooLarge,
} from "#shared/inbox/answers.mjs";
import { drainable, drainReader } from "#shared/inbox/drain.mjs";
import { openRequest, wantsPage } from "#shared/inbox/gate.mjs";
import { leadOf } from "#shared/inbox/lead.mjs";
import { MAX_BODY_BYTES } from "#shared/inbox/limits.mjs";
import { rateKey } from "#shared/inbox/rate-key.mjs";
import { BodyError, parseRequest, requestFrom, UPLOAD_TOO_LARGE } from "#shared/inbox/request-body.mjs";
import { pathIn, SENT_OUTSIDE_AREA_PATH, SENT_PATH } from "#shared/paths.ts";
import { securityHeaders } from "#shared/policy.mjs";
import { photoNotKept } from "../server/leads/lead-summary.mjs";
import { d1Leads } from "./d1-leads.mjs";
import { photoKey, readUpload } from "./upload.mjs";

const { leadsStore } = ownerWords;

/** @typedef {import("#shared/inbox/answers.mjs").Answer} Answer */

/**
 * The Worker's vars (build/cloudflare/wrangler.json): the site's CSP, the days a request is kept,
 * and the inbox's settings the deploy gave. Small: Cloudflare takes at most 5 KB a var (the form's
 * choices, a list of postal codes among them, are the bundle's own: the content it was built from).
 * @typedef {{
 *   csp: string,
 *   retentionDays: number,
 *   allowedOrigins: string[],
 *   photosMaxMb: number,
 *   mail: { to: string, from: string } | null,
 * }} InboxSite
 */

/** @type {Promise<import("#shared/inbox/answers.mjs").LanguagePages> | undefined} */
let loadedPages;
/**
 * The answer pages in each language, their shells the built confirmation pages of that language
 * (fetched once per Worker instance, at their addresses: the asset server redirects
 * "/contact/sent.html" to "/contact/sent").
 * @param {{ fetch: typeof fetch }} assets @param {string} origin
 * @param {readonly string[]} languages the site's, the first at the root
 * @param {Record<string, import("../server/leads/inbox-answers.mjs").InboxKit>} kits each language's
 */
const answerPagesOf = (assets, origin, languages, kits) =>
  (loadedPages ??= (async () => {
    const shell = async (/** @type {string} */ path) => {
      const response = await assets.fetch(new URL(path, origin));
      if (!response.ok) throw new Error(`the built page ${path} answered ${response.status}`);
      return response.text();
    };
    /** @param {string} language @param {import("../server/leads/inbox-answers.mjs").InboxKit} kit */
    const pagesIn = async (language, { pages, words }) =>
      answerPages(
        {
          sent: await shell(pathIn(language, languages, SENT_PATH)),
          sentOutsideArea: await shell(pathIn(language, languages, SENT_OUTSIDE_AREA_PATH)),
        },
        pages,
        words,
      );
    /** @type {Record<string, import("#shared/inbox/answers.mjs").AnswerPages>} */
    const byLanguage = {};
    for (const [language, kit] of Object.entries(kits)) byLanguage[language] = await pagesIn(language, kit);
    return answerPagesIn(byLanguage, languages);
  })().catch((error) => {
    loadedPages = undefined;
    throw error;
  }));

/**
 * Reads at most `limit` bytes of a body; more is refused as too large (413), once the rest is read
 * and dropped (within bounds: #shared/inbox/drain.mjs), as a browser expects.
 * @param {Request} request @param {number} limit
 */
async function readLimited(request, limit) {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > limit) {
      await drainReader(reader, { read: total });
      throw new BodyError(413, "too large");
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.length;
  }
  return body;
}

/**
 * @param {Request} request
 * @param {import("./worker.mjs").Env} env
 * @param {{ waitUntil: (promise: Promise<unknown>) => void }} ctx
 * @param {InboxSite & {
 *   contactForm: import("#shared/contact/fields.ts").FormChoices,
 *   languages: readonly string[],
 *   kits: Record<string, import("../server/leads/inbox-answers.mjs").InboxKit>,
 * }} site languages: the site's, the first at the root; kits: each language's answer pages and
 *   words (app/inbox-kit.ts)
 * @param {{ log: (line: string) => void, mailNow: () => Promise<void> }} host
 * @returns {Promise<Response>}
 */
export async function handleInbox(request, env, ctx, site, { log, mailNow }) {
  const header = (/** @type {string} */ name) => request.headers.get(name) ?? undefined;
  /** @type {Record<string, string>} */
  let headers = securityHeaders(site.csp);
  const respond = (/** @type {Answer} */ answer) =>
    new Response(answer.body || null, { status: answer.status, headers: { ...headers, ...answer.headers } });
  let pagesIn;
  try {
    pagesIn = await answerPagesOf(env.ASSETS, new URL(request.url).origin, site.languages, site.kits);
  } catch (error) {
    log(`inbox error: ${error instanceof Error ? error.message : String(error)}`);
    return inboxFailure(request, site);
  }
  // The answers in the language of the page that sent it.
  const pages = pagesIn.forReferer(header("referer"));
  const opened = await openRequest(
    { method: request.method, header },
    {
      allowed: site.allowedOrigins,
      pages,
      wait: async () => {
        const { success } = await env.RATE_LIMIT.limit({ key: rateKey(header("cf-connecting-ip") ?? "") });
        // The binding counts per minute and says no more than whether this one may pass.
        return success ? 0 : 60;
      },
    },
  );
  headers = { ...headers, ...opened.headers };
  if (opened.answer) {
    // Refused before its body is read: read it (within bounds), or the browser shows no answer.
    if (opened.early && request.body && drainable(header("content-length"))) {
      await drainReader(request.body.getReader());
    }
    return respond(opened.answer);
  }
  const { site: from, page, type, multipart } = opened;
  const leads = d1Leads(env.DB);

  /** @type {Omit<Awaited<ReturnType<typeof readUpload>>, "fields">} */
  let upload = { photos: [], sent: [], notKept: null };
  const discard = () => Promise.all(upload.photos.map((p) => env.PHOTOS.delete(photoKey(p.folder, p.file))));
  let parsed;
  try {
    if (multipart) {
      const boundary = /boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(header("content-type") ?? "");
      if (!boundary || !request.body) throw new BodyError(400, "The request could not be read.");
      const used = await leads.photoBytes();
      const room = site.photosMaxMb * 1024 * 1024 - used;
      const { fields, ...photos } = await readUpload(request.body, {
        bucket: env.PHOTOS,
        boundary: boundary[1] ?? boundary[2] ?? "",
        maxFieldBytes: MAX_BODY_BYTES,
        room,
        messages: pages.words.photo,
      });
      upload = photos;
      parsed = requestFrom((name) => fields[name]);
    } else {
      parsed = parseRequest(await readLimited(request, MAX_BODY_BYTES), type);
    }
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    if (error.status === 413) {
      return respond(
        error.message === UPLOAD_TOO_LARGE ? uploadTooLarge(pages, page) : refusal(pages, page, 413),
      );
    }
    if (error.status === 422) return respond(photoRefusal(pages, page, error.message));
    return respond(page ? refusal(pages, page, 400) : jsonAnswer(400, { error: error.message }));
  }

  const made = leadOf(parsed, {
    choices: site.contactForm,
    forms: Object.fromEntries(Object.entries(site.kits).map(([language, kit]) => [language, kit.form])),
    languages: site.languages,
    pages,
    pagesOf: pagesIn.of,
    page,
    site: from,
    referer: header("referer") ?? "",
  });
  if (made.answer) {
    await discard();
    return respond(made.answer);
  }
  const { outsideArea, ...lead } = made.lead;
  const { notKept } = upload;
  try {
    // Whatever happened to its photos, the request is stored: those not kept are named in it, and why.
    const records = notKept ? upload.sent.map((name) => photoNotKept(name, notKept.why)) : upload.photos;
    const id = await leads.add({ ...lead, outsideArea, photos: records }, { mail: site.mail !== null });
    if (notKept) log(leadsStore.log.storedWithoutPhotos(id, upload.sent.length, notKept.why));
  } catch (error) {
    await discard().catch(() => {});
    log(
      `a quote request could not be stored in D1: ${error instanceof Error ? error.message : String(error)}. The visitor was asked to call or email instead`,
    );
    return respond(refusal(pages, page, 500));
  }
  if (site.mail) ctx.waitUntil(mailNow());
  if (notKept) return respond(acceptedWithNotice(pages, page, outsideArea));
  return respond(accepted(page, from, outsideArea, made.sentIn));
}

/**
 * What the Worker answers should the inbox itself fail: a line of text (or JSON) in the language of
 * the page that sent the request, from that language's words alone (its answer pages may be what
 * failed), never a stack.
 * @param {Request} request
 * @param {{ csp: string, languages: readonly string[], kits: Record<string, import("../server/leads/inbox-answers.mjs").InboxKit> }} site
 */
export const inboxFailure = (request, { csp, languages, kits }) => {
  const header = (/** @type {string} */ name) => request.headers.get(name) ?? undefined;
  const page = wantsPage(header);
  const language = refererLanguage(header("referer"), languages);
  const kit = (Object.hasOwn(kits, language) && kits[language]) || kits[languages[0] ?? ""];
  if (!kit) throw new Error("the Worker has no inbox kit in the site's first language");
  const { words } = kit;
  const reason = words.reasons[500];
  return new Response(page ? reason : JSON.stringify({ error: reason }), {
    status: 500,
    headers: {
      ...securityHeaders(csp),
      "Cache-Control": "no-store",
      "Content-Type": page ? "text/plain; charset=utf-8" : "application/json",
      ...(words.language && { "Content-Language": words.language }),
    },
  });
};
