// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ContactForm } from "~/components/contact-form/contact-form";
import { company, contactForm, localPath } from "~/content/site";
import { FIELD_NAMES, labelOf, type ContactRequest } from "#shared/contact/fields.ts";
import { kitChoicesOf } from "#shared/contact/rules.ts";
import { contactCopy, contactPage, inboxCopy } from "../tests/support/site-words.ts";

import { CONTACT_PATH, INBOX_PATH, pathIn, PRIVACY_PATH } from "#shared/paths.ts";
import { COPIES } from "#shared/copy/all.ts";
import { inboxPagesIn } from "./inbox-pages";
import { renderToStaticMarkup } from "react-dom/server";

const EMPTY = Object.fromEntries(FIELD_NAMES.map((f) => [f, ""])) as ContactRequest;
const { correction, refusal } = inboxCopy;
/** The answer pages in the site's first language, linking as the site's pages do. */
const inboxPages = inboxPagesIn({ words: { contactCopy, contactPage, inboxCopy }, href: localPath });

/** A field's accessible name, which begins with its label in the site's words. */
const labelled = (field: "name" | "email" | "message" | "service") =>
  new RegExp(`^${contactCopy.labels[field].replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

/** An answer page's content in the document, as a visitor's browser shows it. */
const show = (content: string) => {
  document.body.innerHTML = `<main>${content}</main>`;
  return document.body;
};

describe("the inbox's answer to a form it sends back", () => {
  const values = { ...EMPTY, name: "Ada", email: "a@b", message: "A porch.\nWith steps." };
  const errors = { email: "Bad <email>" };
  const page = inboxPages.correction({ values, errors }, contactForm);

  it("is the contact page's own form, with every field and attribute, filled with what was typed", () => {
    const body = show(page.content);
    // The same markup as the contact page's form (the island's), but for the values and the problem.
    const form = renderToStaticMarkup(
      <ContactForm
        words={{ contactCopy, contactPage }}
        endpoint={INBOX_PATH}
        choices={contactForm}
        privacyHref={localPath(PRIVACY_PATH)}
        reach={company}
      />,
    );
    const controls = (html: string) =>
      [...html.matchAll(/<(input|select|textarea)\b[^>]*>/g)].map((m) =>
        m[0].replace(/ (value|aria-invalid|aria-describedby)="[^"]*"/g, ""),
      );
    expect(controls(page.content)).toEqual(controls(form));
    expect(screen.getByRole("textbox", { name: labelled("name") })).toHaveValue("Ada");
    expect(screen.getByRole("textbox", { name: labelled("message") })).toHaveValue("A porch.\nWith steps.");
    expect(within(body).getByRole("heading", { level: 1 })).toHaveTextContent(correction.title);
    expect(page.title).toBe(correction.title);
  });

  it("lists each problem with a link to its field, and says it beside the field", () => {
    show(page.content);
    const link = screen.getByRole("link", {
      name: `${labelOf("email", contactForm, contactCopy.labels)}: Bad <email>`,
    });
    expect(link).toHaveAttribute("href", "#field-email");
    expect(screen.getByRole("textbox", { name: labelled("email") })).toHaveAccessibleDescription(
      "Bad <email>",
    );
    expect(screen.getByRole("textbox", { name: labelled("email") })).toHaveAttribute("aria-invalid", "true");
  });

  it("announces only the list on top: each problem beside its field is read with the field, not as an alert", () => {
    const many = {
      name: "Name <missing>.",
      email: "Bad <email>",
      phone: "Too short.",
      photos: "Not a photo.",
    };
    const body = show(inboxPages.correction({ values, errors: many }, contactForm).content);
    // One alert when the page loads: the summary, which names every problem.
    const alerts = within(body).getAllByRole("alert");
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent(correction.notSent);
    for (const [field, message] of Object.entries(many)) {
      const control = body.querySelector(`#field-${field}`)!;
      expect(control).toHaveAttribute("aria-invalid", "true");
      expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
      const described = (control.getAttribute("aria-describedby") ?? "").split(" ");
      const said = described.map((id) => document.getElementById(id)!).find((e) => e.textContent === message);
      expect(said, field).toBeDefined();
      expect(said).not.toHaveAttribute("role");
      expect(said!.closest("[role=alert]")).toBeNull();
    }
  });

  it("lists no problem of a field the form does not show (a budget, without the owner's ranges)", () => {
    const noBudget = { ...contactForm, budgets: [] };
    show(inboxPages.correction({ values, errors: { ...errors, budget: "x" } }, noBudget).content);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      `${labelOf("email", noBudget, contactCopy.labels)}: Bad <email>`,
    ]);
  });

  it("keeps a chosen option chosen", () => {
    const title = contactForm.services[0]?.title ?? "";
    show(inboxPages.correction({ values: { ...values, service: title }, errors }, contactForm).content);
    expect(screen.getByRole("combobox", { name: labelled("service") })).toHaveValue(title);
  });

  it("gives back what was typed as text, never as markup", () => {
    const html = inboxPages.correction(
      {
        values: {
          ...EMPTY,
          name: '"><script>x()</script>',
          email: "a@b",
          message: "</textarea><img src=x>",
          service: '"><b>',
          postcode: "<i>",
        },
        errors: { email: "Bad <email>" },
      },
      {
        ...kitChoicesOf(contactCopy),
        services: [{ slug: "a", title: "A <b>" }],
        budgets: [],
        postalCodes: [],
        postcodeLabel: "Post <code>",
      },
    ).content;
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;x()&lt;/script&gt;"');
    expect(html).toContain("&lt;/textarea&gt;&lt;img src=x&gt;</textarea>");
    expect(html).toContain("Bad &lt;email&gt;");
    expect(html).not.toContain("<b>");
    expect(html).not.toContain("<i>");
    expect(html).toContain("A &lt;b&gt;</option>");
    expect(html).toContain("Post &lt;code&gt;");
    expect(html).not.toContain('name="budget"');
  });
});

describe("the inbox's refusal", () => {
  it("says why, that nothing is lost, and links back to the contact page", () => {
    const page = inboxPages.refusal("Too <many>.");
    show(page.content);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(refusal.title);
    expect(screen.getByText("Too <many>.")).toBeInTheDocument();
    expect(screen.getByText(refusal.nothingLost)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: refusal.backLink })).toHaveAttribute(
      "href",
      localPath(CONTACT_PATH),
    );
    expect(page.title).toBe(refusal.tabTitle);
  });

  it("is in the language of the page the request came from, and links to that language's pages", () => {
    const words = COPIES.es;
    const spanish = inboxPagesIn({ words, href: (path) => pathIn("es", ["en", "es"], path) });
    show(spanish.refusal("Demasiadas.").content);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(words.inboxCopy.refusal.title);
    expect(screen.getByRole("link", { name: words.inboxCopy.refusal.backLink })).toHaveAttribute(
      "href",
      "/es/contacto",
    );
    show(spanish.sentWithNotice(false, "").content);
    expect(screen.getByRole("link", { name: words.contactPage.sentPage.linkLabel })).toHaveAttribute(
      "href",
      "/es/contacto",
    );
  });
});

describe("the confirmation with a notice", () => {
  it("says the notice under the confirmation, and the area's note for a request from outside it", () => {
    show(inboxPages.sentWithNotice(true, "Photos <not> kept.").content);
    const texts = [...document.querySelectorAll("p")].map((p) => p.textContent);
    expect(texts.slice(1)).toEqual(["Photos <not> kept.", contactCopy.messages.outsideAreaSent]);
  });
});
