/**
 * The built pages read as a crawler or a screen reader's document gets them, without a browser
 * (Vitest's tests/site/): parsed into a DOM by linkedom, which reads a page in milliseconds where
 * jsdom spends half a second on its inline stylesheet. No script runs and nothing loads: what is
 * visible, laid out or done by JavaScript is Playwright's to check (tests/e2e/).
 */
import { parseHTML } from "linkedom";

/** A page's HTML as a document: entities decoded, elements queried as in a browser. */
export function parseHtml(html: string): Document {
  return parseHTML(html).document as unknown as Document;
}

export type Page = { status: number; headers: Headers; html: string; document: Document };

const fetched = new Map<string, Promise<Page>>();

/**
 * A page as the server answers it (status, headers, HTML, parsed), fetched once per test file: the shared
 * servers serve one build that no test changes.
 */
export function fetchPage(origin: string, path: string): Promise<Page> {
  const url = origin + path;
  let page = fetched.get(url);
  if (!page) {
    page = fetch(url).then(async (response) => {
      const html = await response.text();
      return { status: response.status, headers: response.headers, html, document: parseHtml(html) };
    });
    fetched.set(url, page);
  }
  return page;
}

/** The text of a node as a reader gets it: every run of white space one space, none at the ends. */
export function textOf(node: Node | null | undefined): string {
  return (node?.textContent ?? "").replace(/\s+/g, " ").trim();
}

/**
 * An element's accessible name as the site's markup gives one: aria-label, else the elements
 * aria-labelledby names, else its text with its images' alt text, leaving out what is
 * aria-hidden. (The parts of the algorithm the pages use; the browser's own is checked by axe.)
 */
export function accessibleName(element: Element): string {
  const label = element.getAttribute("aria-label");
  if (label) return label.trim();
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy) {
    const document = element.ownerDocument;
    return labelledBy
      .split(/\s+/)
      .map((id) => textOf(document.getElementById(id)))
      .join(" ")
      .trim();
  }
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) return void parts.push(node.textContent ?? "");
    if (node.nodeType !== 1) return;
    const child = node as Element;
    if (child.getAttribute("aria-hidden") === "true") return;
    if (child.tagName === "IMG") return void parts.push(` ${child.getAttribute("alt") ?? ""} `);
    for (const next of child.childNodes) walk(next);
  };
  for (const child of element.childNodes) walk(child);
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** The links in `root` whose accessible name is `name` (every link when no name is given). */
export function linksNamed(root: ParentNode, name?: string | RegExp): HTMLAnchorElement[] {
  return [...root.querySelectorAll<HTMLAnchorElement>("a[href]")].filter(
    (link) =>
      name === undefined ||
      (typeof name === "string" ? accessibleName(link) === name : name.test(accessibleName(link))),
  );
}

/** The page's regions (sections with a name) whose accessible name is `name`. */
export function regionsNamed(root: ParentNode, name: string): Element[] {
  return [...root.querySelectorAll("section[aria-label], section[aria-labelledby]")].filter(
    (section) => accessibleName(section) === name,
  );
}

/** The page's footer (role contentinfo: the body's own footer, not an article's or a section's). */
export function footerOf(document: Document): Element {
  const footers = [...document.querySelectorAll("footer")].filter(
    (footer) => !footer.parentElement?.closest("article, aside, main, nav, section"),
  );
  if (footers.length !== 1) throw new Error(`${footers.length} page footers, where one was expected`);
  return footers[0]!;
}
