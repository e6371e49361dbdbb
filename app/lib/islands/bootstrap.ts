/**
 * The one inline script a page with an island carries: it fetches the island loader (its URL in the
 * script's `data-src`) once the page has painted its content and the browser is idle, or at the
 * visitor's first focus or touch, whichever comes first.
 *
 * Why inline: any script the HTML names is fetched and run while the page loads, before Chrome's
 * first frame, and Lighthouse's simulation then counts that request as part of the largest paint
 * (one more round trip: 0.82-0.90 s instead of 0.69 s on the contact page). A script that fetches
 * the loader after the first contentful paint keeps the loader off that path; it has to be in the
 * page because nothing else can start a fetch later. See docs/decisions/0003-islands-on-public-apis.md.
 *
 * It is a fixed text, not built from code: the CSP allows it by its hash (tooling/build-end.ts), and
 * that hash changes only when this text is edited, never when the loader or an island changes.
 * Plain ES2020 for every browser the site supports; a browser without paint timing waits for `load`.
 */
export const ISLAND_BOOTSTRAP = `{
  const loaderSrc = document.currentScript.dataset.src;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const loader = document.createElement("script");
    loader.type = "module";
    loader.src = loaderSrc;
    document.head.append(loader);
  };
  const whenIdle = () =>
    typeof requestIdleCallback === "function"
      ? requestIdleCallback(start, { timeout: 1000 })
      : setTimeout(start, 50);
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      whenIdle();
    }).observe({ type: "paint", buffered: true });
  } else addEventListener("load", whenIdle, { once: true });
  for (const type of ["focusin", "pointerdown"])
    addEventListener(type, start, { once: true, passive: true });
}`;
