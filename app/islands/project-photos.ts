import { comparisonText } from "~/lib/comparison";
import { scriptIsland } from "~/lib/islands/define";

/**
 * What a project page with a gallery or a before-and-after pair does in the browser (no React):
 *
 * - **The viewer.** A click on a photo that links to its full size (`a[data-full-size]` with its
 *   size, from components/gallery.tsx) opens it in PhotoSwipe instead: arrow keys and swipes move
 *   through every photo of the page, Escape closes, focus stays in the viewer and returns to the
 *   photo. PhotoSwipe (17.4 KB gzipped) and its CSS (1.5 KB) are fetched at the first opening only;
 *   until then, and without JavaScript, the link opens the full-size file itself. A click with a
 *   modifier key (a new tab) is the browser's. Remote photos, whose size the page does not know,
 *   keep the plain link. One viewer at a time; if its code cannot be fetched, the click opens the
 *   full-size file as without JavaScript. A photo of a before-and-after pair is labelled Before or
 *   After in the viewer's bar (the link's `data-label`). Opening the viewer adds an entry to the
 *   history (the same address): Back, the way a phone leaves a full-screen view, closes it and stays
 *   on the page; closing it any other way (Escape, its button, a swipe) takes the entry off again.
 * - **The comparison.** Each pair's range input (components/before-after.tsx) moves the edge between
 *   the After and the Before photo (`--after`) and says where it is ("60% after"). The comparison is
 *   marked started (`data-started`): until then (and if this script never runs) CSS hides the slider.
 *
 * `afterWord`: the word of "60% after"; `viewerLabel`: the viewer's name; both from the content.
 */
export default scriptIsland<{ afterWord: string; viewerLabel: string }>(
  (element, { afterWord, viewerLabel }) => {
    for (const comparison of document.querySelectorAll<HTMLElement>("[data-comparison]")) {
      const input = comparison.querySelector<HTMLInputElement>('input[type="range"]');
      if (!input) continue;
      const show = () => {
        comparison.style.setProperty("--after", `${input.value}%`);
        input.setAttribute("aria-valuetext", comparisonText(Number(input.value), afterWord));
      };
      input.addEventListener("input", show);
      show();
      comparison.dataset.started = "";
    }

    // A viewer's history entry with no viewer open (reached with Forward after Back closed it, or
    // kept by a reload with the viewer open) would make the next Back do nothing: step off it.
    const stepOff = () => {
      if (!busy && onViewerEntry()) history.back();
    };
    addEventListener("popstate", stepOff);
    stepOff();

    const links = [...document.querySelectorAll<HTMLAnchorElement>("a[data-full-size][data-width]")];
    document.addEventListener("click", (event) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-full-size][data-width]");
      if (!link || !links.includes(link)) return;
      event.preventDefault();
      // One viewer at a time: a second click while it loads or is open does nothing more.
      if (busy) return;
      busy = true;
      openViewer(links, links.indexOf(link), viewerLabel).then(
        (viewer) => {
          if (viewer) viewer.on("destroy", () => (busy = false));
          else busy = false;
        },
        () => {
          // The viewer's code did not load (offline, a failed deploy): the link does what it
          // does without JavaScript, and the click is not lost.
          busy = false;
          location.href = link.href;
        },
      );
    });
    element.dataset.started = "";
  },
);

let styled = false;
/** The history entry an open viewer adds (Back closes the viewer), and whether it is the current one. */
const VIEWER_ENTRY = { photoViewer: true };
const onViewerEntry = () => (history.state as typeof VIEWER_ENTRY | null)?.photoViewer === true;

/** A viewer is loading or open. */
let busy = false;

/** Fetches PhotoSwipe (the first time) and opens it on the `index`th of `links`; rejects if it cannot. */
async function openViewer(links: readonly HTMLAnchorElement[], index: number, label: string) {
  const [{ default: PhotoSwipe }, { default: css }] = await Promise.all([
    import("photoswipe"),
    import("photoswipe/style.css?inline"),
  ]);
  if (!styled) {
    // A constructed style sheet: the CSP allows no inline <style> the build did not hash.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    styled = true;
  }
  const viewer = new PhotoSwipe({
    dataSource: links.map((link) => ({
      src: link.href,
      width: Number(link.dataset.width),
      height: Number(link.dataset.height),
      alt: link.querySelector("img")?.alt ?? "",
      label: link.dataset.label,
    })),
    index,
    bgOpacity: 0.92,
  });
  // Before or After, beside the counter, for a photo of a pair (nothing for the others).
  viewer.on("uiRegister", () =>
    viewer.ui?.registerElement({
      name: "label",
      className: "pswp__counter",
      appendTo: "bar",
      order: 6,
      onInit: (element, pswp) => {
        const show = () => {
          const label: unknown = pswp.currSlide?.data.label;
          element.textContent = typeof label === "string" ? label : "";
          element.hidden = !element.textContent;
        };
        pswp.on("change", show);
        show();
      },
    }),
  );
  viewer.init();
  // Back closes the viewer: an entry of its own in the history (the same address, and the scroll
  // position kept), taken off again when the viewer closes any other way.
  history.pushState(VIEWER_ENTRY, "");
  let backed = false;
  const back = () => {
    backed = true;
    // PhotoSwipe ignores close() during its opening animation: then it closes once that ends.
    if (viewer.opener.isOpen) viewer.close();
    else viewer.on("openingAnimationEnd", () => viewer.close());
  };
  addEventListener("popstate", back, { once: true });
  viewer.on("close", () => {
    removeEventListener("popstate", back);
    if (!backed && onViewerEntry()) history.back();
  });
  const root = viewer.element;
  if (!root) return viewer;
  // PhotoSwipe's root is a dialog without a name: named, and modal.
  root.setAttribute("aria-label", label);
  root.setAttribute("aria-modal", "true");
  // PhotoSwipe brings focus back when it lands on the page, but Tab from its last button can leave
  // the document (nothing follows it in the page): Tab and Shift+Tab go round its buttons instead.
  const keepFocus = (event: KeyboardEvent) => {
    if (event.key !== "Tab") return;
    // On touch screens PhotoSwipe hides its arrows with `visibility: hidden`: they keep their boxes
    // but cannot take focus, so they are no first or last button.
    const buttons = [...root.querySelectorAll<HTMLElement>("button")].filter((b) =>
      b.checkVisibility({ visibilityProperty: true }),
    );
    const [first, last] = [buttons[0], buttons.at(-1)];
    if (!first || !last) return;
    const active = document.activeElement;
    const leaving = event.shiftKey ? active === first || active === root : active === last;
    if (leaving || !root.contains(active)) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };
  document.addEventListener("keydown", keepFocus, true);
  viewer.on("destroy", () => document.removeEventListener("keydown", keepFocus, true));
  return viewer;
}
