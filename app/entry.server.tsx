/**
 * React Router's own server entry (its default for Node, unchanged), which renders the pre-rendered
 * pages at build time; and, beside it, what the build and the inbox make in each of the site's
 * languages: the sharing image's texts (tooling/build-end.ts draws them) and the inbox's answer pages
 * and words, so `npm start` renders them with the contact page's own components
 * (shared/inbox/answers.mjs).
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

export { inboxKitIn, SITE_LANGUAGES } from "./inbox-kit";
import { siteDataIn } from "./content/languages";
import { socialCardTexts } from "./lib/social-card";

/** What the sharing image shows in one of the site's languages: the build draws it (tooling/build-end.ts). */
export const socialCardIn = (language: string) => {
  const { company, pages } = siteDataIn(language);
  return socialCardTexts({ company, home: pages.home });
};

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and SPA Mode renders wait for all content to load before responding.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    // Aborts the rendering stream after `streamTimeout`, so it has time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are logged here; those of the shell itself reject and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
