// @vitest-environment jsdom
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { company, contactForm as CHOICES } from "~/content/site";
import { COPIES } from "#shared/copy/all.ts";
import { LANGUAGES } from "#shared/copy/languages.ts";
import contactForm, { formWordsIn } from "~/islands/contact-form";
import notFound from "~/islands/not-found";
import { scriptIsland } from "./define";
import { Island } from "./island";

const ISLANDS = join(import.meta.dirname, "..", "..", "islands");

const REACH = { phone: company.phone, phoneE164: company.phoneE164, email: company.email };

describe("<Island>", () => {
  it("renders a React island's markup inside a container named after its file, with its props as JSON", () => {
    const { contactCopy, contactPage } = COPIES.es;
    const html = renderToStaticMarkup(
      <Island
        of={contactForm}
        words={{ contactCopy, contactPage }}
        language="es"
        props={{
          endpoint: "https://forms.example/q",
          choices: CHOICES,
          privacyHref: "/privacy",
          reach: REACH,
        }}
      />,
    );
    const container = new DOMParser().parseFromString(html, "text/html").querySelector("[data-island]");
    expect(container?.getAttribute("data-island")).toBe("contact-form");
    expect(JSON.parse(container?.getAttribute("data-props") ?? "")).toEqual({
      endpoint: "https://forms.example/q",
      choices: CHOICES,
      privacyHref: "/privacy",
      reach: REACH,
    });
    expect(container?.querySelector("form")?.getAttribute("aria-label")).toBe(contactPage.formTitle);
    // Its words are the page's language's, which the browser loads by name.
    expect(container?.getAttribute("data-language")).toBe("es");
  });

  it.each(LANGUAGES)("loads the form's words in %s, the kit's own", async (language) => {
    const { contactCopy, contactPage } = COPIES[language];
    expect(await formWordsIn(language)).toMatchObject({ contactCopy, contactPage });
  });

  it("names no language for an island without words", () => {
    expect(renderToStaticMarkup(<Island of={notFound} props={{}} />)).not.toContain("data-language");
  });

  it("renders an island without markup as an empty container, and no props when it has none", () => {
    expect(renderToStaticMarkup(<Island of={notFound} props={{}} />)).toBe(
      '<div data-island="not-found"></div>',
    );
  });

  it("renders no loader outside a production build (development hydrates the whole app)", () => {
    expect(renderToStaticMarkup(<Island of={notFound} props={{}} />)).not.toContain("<script");
  });

  it("refuses an island that is not a file of app/islands/", () => {
    const stray = scriptIsland(() => {});
    expect(() => renderToStaticMarkup(<Island of={stray} props={{}} />)).toThrow(/app\/islands\//);
  });
});

describe("app/islands/", () => {
  it.each(readdirSync(ISLANDS).filter((f) => !f.includes(".test.")))(
    "%s default-exports an island (a start function, and a component if it renders markup)",
    async (file) => {
      const island = (await import(join(ISLANDS, file))) as {
        default: { start: unknown; Component?: unknown };
      };
      expect(island.default.start).toBeTypeOf("function");
      if ("Component" in island.default) expect(island.default.Component).toBeTypeOf("function");
    },
  );
});

describe("the not-found island", () => {
  it("logs the specification's message with the path the visitor asked for", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    window.history.replaceState(null, "", "/no/such/page");
    notFound.start(document.createElement("div"), {}, undefined);
    expect(error).toHaveBeenCalledWith(
      "404 Error: User attempted to access non-existent route:",
      "/no/such/page",
    );
    error.mockRestore();
  });
});
