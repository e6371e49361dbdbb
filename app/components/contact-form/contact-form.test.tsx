// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { INBOX_PATH, PRIVACY_PATH } from "#shared/paths.ts";
import { contactRules, kitChoicesOf } from "#shared/contact/rules.ts";
import type { FormChoices } from "#shared/contact/fields.ts";
import { starter, starterWords } from "../../../tests/support/starter-content";
import { SPEC } from "../../../tests/support/spec";
import { ContactForm, type ContactFormProps } from "./contact-form";

// The specification's form (SPEC names its words): the starter's words and company, whatever the owner's.
const { company, contact } = starter;
const { contactCopy, contactPage, inboxCopy } = starterWords;
const {
  messages: MESSAGES,
  photoHint: PHOTO_HINT,
  photoMessages: PHOTO_MESSAGES,
} = contactRules(contactCopy);

/**
 * The form's choices as an owner's content gives them (FormChoices): written here, so the form's
 * every field is tested whatever the owner offers (their site may ask no budget, or have one service).
 */
const CHOICES: FormChoices = {
  ...kitChoicesOf(contactCopy),
  services: [
    { slug: "kitchen-remodeling", title: "Kitchen Remodeling" },
    { slug: "new-decks", title: "New Decks" },
    { slug: "roof-repair", title: "Roof Repair" },
  ],
  budgets: ["Under $25,000", "$25,000 to $75,000", "Over $75,000"],
  postalCodes: ["62701", "62702", "62629"],
  postcodeLabel: "Project ZIP code",
};

/** The form's words: the starter's. */
const WORDS = { contactCopy, contactPage };

const ENDPOINT = "https://forms.example.com/quote";

/** The form as the contact page renders it, without an endpoint unless `props` give one. */
const renderForm = (props: Partial<ContactFormProps> = {}) =>
  render(
    <ContactForm
      words={WORDS}
      endpoint=""
      choices={CHOICES}
      privacyHref={PRIVACY_PATH}
      reach={company}
      {...props}
    />,
  );

const fields = () => ({
  name: screen.getByRole("textbox", { name: /Full Name/ }),
  email: screen.getByRole("textbox", { name: /Email Address/ }),
  phone: screen.getByRole("textbox", { name: /Phone Number/ }),
  message: screen.getByRole("textbox", { name: /Project Details/ }),
});
const submit = () => screen.getByRole("button", { name: /Send Message|Sending/ });
/** The optional fields after the four, by their labels (the postal code's from the content). */
const details = () => ({
  service: screen.getByRole("combobox", { name: /Type of project/ }),
  postcode: screen.getByRole("textbox", { name: new RegExp(CHOICES.postcodeLabel) }),
  start: screen.getByRole("combobox", { name: /When would you like to start\?/ }),
  budget: screen.getByRole("combobox", { name: /Budget/ }),
});
const optionsOf = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].map((option) => option.value);

/** The fields on which the form fires "invalid" (the browser's constraint validation), from now on. */
function recordInvalid() {
  const names: string[] = [];
  const record = (e: Event) => names.push((e.target as HTMLInputElement).name);
  document.addEventListener("invalid", record, { capture: true });
  onTestFinished(() => document.removeEventListener("invalid", record, { capture: true }));
  return names;
}
const notice = () => screen.queryByText(SPEC.notice.value.title);

async function fillValid(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<Record<keyof ReturnType<typeof fields>, string>> = {},
) {
  const f = fields();
  const all = {
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: "+1 (555) 555-0199",
    message: "A new deck, about 20 m².",
    ...values,
  };
  for (const [key, value] of Object.entries(all)) {
    const field = f[key as keyof typeof f];
    await user.clear(field);
    // Pasted, as a visitor's phone fills a field from its suggestions: one input event each, where
    // typing re-renders the whole form once per character (seconds per test in jsdom).
    if (value) await user.paste(value);
  }
  return all;
}

let fetchMock: ReturnType<typeof vi.fn>;
let xhrOpen: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
  xhrOpen = vi.spyOn(XMLHttpRequest.prototype, "open");
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ContactForm without an endpoint (the specification's behaviour)", () => {
  it("labels its four fields and helps phones fill them", () => {
    renderForm();
    const f = fields();
    expect(f.name).toHaveAttribute("autocomplete", "name");
    expect(f.email).toHaveAttribute("type", "email");
    expect(f.email).toHaveAttribute("autocomplete", "email");
    expect(f.phone).toHaveAttribute("type", "tel");
    expect(f.phone).toHaveAttribute("autocomplete", "tel");
    expect(f.message).toHaveAttribute("rows", String(SPEC.messageRows.value));
    expect(f.message).toHaveAttribute("placeholder", SPEC.messagePlaceholder.value);
    expect(f.name).toBeRequired();
    expect(f.email).toBeRequired();
    expect(f.message).toBeRequired();
    expect(f.phone).not.toBeRequired();
  });

  it("says under its button, in one sentence, what the details are for, linking the privacy notice", () => {
    // The privacy notice at the address the page gives, its language's (the contact route's test).
    renderForm({ privacyHref: "/es/privacy" });
    const link = screen.getByRole("link", { name: contact.privacyNote.linkLabel });
    expect(link).toHaveAttribute("href", "/es/privacy");
    const sentence = link.closest("p")!;
    // The default build's form sends nothing: the sentence says so, as the privacy notice does.
    expect(sentence).toHaveTextContent(`${contact.privacyNote.noEndpoint} ${contact.privacyNote.linkLabel}.`);
    expect(sentence).not.toHaveTextContent(contact.privacyNote.text);
    // After the button, and no box to tick: answering a request needs no consent.
    expect(submit().compareDocumentPosition(sentence) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it.each([INBOX_PATH, "https://forms.example.com/f/quote"])(
    "with an endpoint (%s), says the details are used only to answer the request",
    (endpoint) => {
      renderForm({ endpoint });
      const sentence = screen.getByRole("link", { name: contact.privacyNote.linkLabel }).closest("p")!;
      expect(sentence).toHaveTextContent(`${contact.privacyNote.text} ${contact.privacyNote.linkLabel}.`);
      expect(sentence).not.toHaveTextContent(contact.privacyNote.noEndpoint);
    },
  );

  it("shows no notice on an invalid submit, ties each error to its field and focuses the first", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submit());
    expect(notice()).toBeNull();
    const f = fields();
    expect(f.name).toHaveAttribute("aria-invalid", "true");
    expect(f.name).toHaveAccessibleDescription("Please enter your name.");
    expect(f.email).toHaveAccessibleDescription("Please enter your email address.");
    expect(f.message).toHaveAccessibleDescription("Please tell us about your project.");
    expect(f.phone).not.toHaveAttribute("aria-invalid");
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toContain("Please enter your name.");
    expect(f.name).toHaveFocus();
  });

  it("declares every rule on the fields, where the browser checks it", () => {
    renderForm();
    const f = fields();
    expect(f.email).toHaveAttribute("type", "email");
    expect(f.phone).toHaveAttribute("type", "tel");
    expect(f.phone).toHaveAttribute("pattern");
    (f.phone as HTMLInputElement).value = "call me";
    expect((f.phone as HTMLInputElement).validity.patternMismatch).toBe(true);
    (f.email as HTMLInputElement).value = "not-an-email";
    expect((f.email as HTMLInputElement).validity.typeMismatch).toBe(true);
    expect((f.name as HTMLInputElement).validity.valueMissing).toBe(true);
  });

  it("asks the browser on submit: each invalid field gets its invalid event and our message", async () => {
    const user = userEvent.setup();
    renderForm();
    const invalid = recordInvalid();
    await user.click(submit());
    expect(invalid).toEqual(["name", "email", "message"]);

    invalid.length = 0;
    await fillValid(user, { email: "not-an-email" });
    await user.click(submit());
    expect(invalid).toEqual(["email"]);
    expect(fields().email).toHaveAccessibleDescription(
      "Please enter a valid email address, like name@example.com.",
    );
    expect(notice()).toBeNull();
  });

  it("hands our own rules to the browser: a@b is invalid in the field's own ValidityState", async () => {
    const user = userEvent.setup();
    renderForm();
    const invalid = recordInvalid();
    await fillValid(user, { email: "a@b" });
    await user.click(submit());
    const email = fields().email as HTMLInputElement;
    expect(invalid).toEqual(["email"]);
    expect(email.validity.customError).toBe(true);
    expect(email.validity.typeMismatch).toBe(false);
    await user.type(email, ".co");
    expect(email.validity.valid).toBe(true);
    expect(email).not.toHaveAttribute("aria-invalid");
  });

  it("focuses the first invalid field, wherever it is", async () => {
    const user = userEvent.setup();
    renderForm();
    await fillValid(user, { email: "" });
    await user.click(submit());
    expect(fields().email).toHaveFocus();
  });

  it("on a valid submit shows the notice, clears all four fields, and makes no request", async () => {
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(submit());
    const status = screen.getByRole("status");
    expect(within(status).getByText(SPEC.notice.value.title)).toBeVisible();
    expect(within(status).getByText(SPEC.notice.value.text)).toBeVisible();
    for (const field of Object.values(fields())) expect(field).toHaveValue("");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(xhrOpen).not.toHaveBeenCalled();
  });

  it.each([
    ["without an endpoint", ""],
    ["with an endpoint", ENDPOINT],
  ])(
    "after a double click on Send %s: one notice, no errors, the fields cleared",
    async (_case, endpoint) => {
      fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
      const user = userEvent.setup();
      renderForm({ endpoint });
      await fillValid(user);
      await user.dblClick(submit());
      await screen.findByText(SPEC.notice.value.title);
      expect(screen.queryAllByRole("alert").map((alert) => alert.textContent)).toEqual([""]);
      for (const field of Object.values(fields())) {
        expect(field).toHaveValue("");
        expect(field).not.toHaveAttribute("aria-invalid");
      }
      expect(fetchMock).toHaveBeenCalledTimes(endpoint ? 1 : 0);

      // Once the visitor types again, Send checks the form again.
      await user.type(fields().name, "A");
      await user.click(submit());
      expect(fields().email).toHaveAccessibleDescription("Please enter your email address.");
    },
  );

  it("keeps the notice until the visitor edits the form or dismisses it", async () => {
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(submit());
    expect(notice()).toBeVisible();
    await user.type(fields().name, "B");
    expect(notice()).toBeNull();

    await fillValid(user);
    await user.click(submit());
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(notice()).toBeNull();
  });

  it.each([
    ["name", { name: "   " }, "Please enter your name."],
    ["message", { message: " \n\t " }, "Please tell us about your project."],
    ["email", { email: "a@b" }, "Please enter a valid email address, like name@example.com."],
    ["email", { email: "ada @example.com" }, "Please enter a valid email address, like name@example.com."],
    [
      "phone",
      { phone: "call me maybe" },
      "Please use only digits, spaces and + ( ) - . / in the phone number.",
    ],
    ["phone", { phone: "12" }, "Please enter a complete phone number."],
  ] as const)("rejects a bad %s (%o) with a clear message", async (field, values, message) => {
    const user = userEvent.setup();
    renderForm();
    await fillValid(user, values);
    await user.click(submit());
    expect(notice()).toBeNull();
    expect(fields()[field]).toHaveAccessibleDescription(message);
    expect(fields()[field]).toHaveFocus();
  });

  it("clears a field's error as soon as the visitor fixes it", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submit());
    await user.type(fields().name, "Ada");
    expect(fields().name).not.toHaveAttribute("aria-invalid");
    expect(fields().email).toHaveAttribute("aria-invalid", "true");
  });

  it("limits lengths, and counts the message's characters near its limit", async () => {
    const user = userEvent.setup();
    renderForm();
    const f = fields();
    expect(f.name).toHaveAttribute("maxlength", "100");
    expect(f.email).toHaveAttribute("maxlength", "254");
    expect(f.phone).toHaveAttribute("maxlength", "30");
    expect(f.message).toHaveAttribute("maxlength", "5000");
    expect(screen.queryByText(/of 5,000 characters/)).toBeNull();
    await user.click(f.message);
    await user.paste("x".repeat(100_000));
    expect((f.message as HTMLTextAreaElement).value.length).toBeLessThanOrEqual(5000);
    expect(f.message).toHaveAccessibleDescription(/5,000 of 5,000 characters/);
  });

  it("treats a filled honeypot as a bot: shows success and sends nothing", async () => {
    const user = userEvent.setup();
    const { container } = renderForm({ endpoint: ENDPOINT });
    await fillValid(user);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.closest("[hidden]")).not.toBeNull();
    honeypot.value = "https://spam.example";
    await user.click(submit());
    expect(notice()).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("pre-renders, for browsers without JavaScript, how to reach the company instead", () => {
    const html = renderToStaticMarkup(
      <ContactForm words={WORDS} endpoint="" choices={CHOICES} privacyHref={PRIVACY_PATH} reach={company} />,
    );
    const fallback = /<noscript>(.*?)<\/noscript>/s.exec(html)?.[1] ?? "";
    expect(fallback).toContain(`href="tel:${company.phoneE164}"`);
    expect(fallback).toContain(`href="mailto:${company.email}"`);
    // The form is disabled until React runs, so nothing typed can be submitted into the void.
    expect(html).toMatch(/<button type="submit" disabled=""/);
  });
});

describe("ContactForm with an endpoint (optional delivery)", () => {
  it("POSTs the trimmed request as JSON once, then shows the notice and clears the fields", async () => {
    fetchMock.mockResolvedValue(new Response("not json", { status: 200 }));
    const user = userEvent.setup();
    renderForm({ endpoint: ENDPOINT });
    await fillValid(user, {
      name: "  Zoë هادي e\u0301 🏗️  ",
      message: '<script>alert(1)</script> & "quotes"',
    });
    await user.click(submit());
    expect(await screen.findByText(SPEC.notice.value.title)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(ENDPOINT);
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({
      name: "Zoë هادي e\u0301 🏗️",
      email: "ada@example.com",
      phone: "+1 (555) 555-0199",
      message: '<script>alert(1)</script> & "quotes"',
      service: "",
      postcode: "",
      start: "",
      budget: "",
    });
    for (const field of Object.values(fields())) expect(field).toHaveValue("");
  });

  it("shows progress while sending, and a second and third click send nothing more", async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderForm({ endpoint: ENDPOINT });
    await fillValid(user);
    await user.click(submit());
    expect(submit()).toHaveTextContent("Sending…");
    expect(submit()).toHaveAttribute("aria-disabled", "true");
    await user.click(submit());
    await user.click(submit());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => answer(new Response(null, { status: 204 })));
    expect(notice()).toBeVisible();
  });

  it.each([
    ["a 500 answer", () => Promise.resolve(new Response("oops", { status: 500 }))],
    ["a 404 answer", () => Promise.resolve(new Response("", { status: 404 }))],
    ["a 429 answer", () => Promise.resolve(new Response("slow down", { status: 429 }))],
    ["being offline", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["no answer in time", () => Promise.reject(new DOMException("The operation timed out.", "TimeoutError"))],
  ])("after %s says how else to reach the company and keeps every field", async (_case, answer) => {
    fetchMock.mockImplementation(answer);
    const user = userEvent.setup();
    renderForm({ endpoint: ENDPOINT });
    const typed = await fillValid(user, { message: "<b>Bold</b> plans for a <script>x</script> barn" });
    await user.click(submit());
    const alert = await screen.findByText(/could not be sent/);
    expect(alert.closest("[role=alert]")).toHaveTextContent(company.phone);
    expect(alert.closest("[role=alert]")).toHaveTextContent(company.email);
    expect(notice()).toBeNull();
    const f = fields();
    expect(f.name).toHaveValue(typed.name);
    expect(f.email).toHaveValue(typed.email);
    expect(f.phone).toHaveValue(typed.phone);
    expect(f.message).toHaveValue(typed.message);
    expect(document.querySelector("b, script")).toBeNull();
    expect(submit()).not.toHaveAttribute("aria-disabled");
  });
});

describe("ContactForm's optional fields after the four (issue 26)", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("come after the specification's four, labelled, optional, with the content's choices", () => {
    renderForm();
    const names = [...document.querySelectorAll<HTMLInputElement>("form [name]")]
      .map((control) => control.name)
      .filter((name) => name !== "website");
    expect(names).toEqual(["name", "email", "phone", "message", "service", "postcode", "start", "budget"]);
    const d = details();
    expect(optionsOf(d.service)).toEqual(["", ...CHOICES.services.map((s) => s.title), "Something else"]);
    expect(optionsOf(d.start)).toEqual(["", ...contactCopy.startChoices]);
    expect(contactCopy.startChoices).toEqual([
      "As soon as possible",
      "Within 3 months",
      "In 3 to 6 months",
      "Just planning",
    ]);
    expect(optionsOf(d.budget)).toEqual(["", ...CHOICES.budgets, contactCopy.unsureBudget]);
    expect(CHOICES.budgets.length).toBeGreaterThan(0);
    for (const field of Object.values(d)) {
      expect(field).not.toBeRequired();
      expect(field).toHaveAccessibleName(/\(optional\)/);
    }
    expect(d.postcode).toHaveAttribute("autocomplete", "postal-code");
    expect(d.postcode).toHaveAttribute("maxlength", "10");
  });

  it("has no budget field when the content lists no ranges, and names the postal code as the owner does", () => {
    const choices: FormChoices = { ...CHOICES, budgets: [], postcodeLabel: "Project postcode" };
    renderForm({ choices });
    expect(screen.queryByRole("combobox", { name: /Budget/ })).toBeNull();
    expect(screen.getByRole("textbox", { name: /Project postcode/ })).toHaveAttribute("name", "postcode");
    expect(screen.queryByText(/ZIP code/)).toBeNull();
  });

  it("chooses the service of /contact?service=<slug> once it runs; an unknown slug chooses nothing", () => {
    const service = CHOICES.services.at(-1)!;
    window.history.replaceState(null, "", `/contact?service=${service.slug}`);
    const { unmount } = renderForm();
    expect(details().service).toHaveValue(service.title);
    expect(screen.getByRole("option", { name: service.title, selected: true })).toBeInTheDocument();
    unmount();
    window.history.replaceState(null, "", "/contact?service=no-such-service");
    renderForm();
    expect(details().service).toHaveValue("");
  });

  it("without an endpoint: the notice, every field cleared (the new ones too), no request", async () => {
    const service = CHOICES.services[0]!;
    window.history.replaceState(null, "", `/contact?service=${service.slug}`);
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    const d = details();
    await user.type(d.postcode, CHOICES.postalCodes[0]!);
    await user.selectOptions(d.start, "Within 3 months");
    await user.selectOptions(d.budget, contactCopy.unsureBudget);
    await user.click(submit());
    expect(notice()).toBeVisible();
    for (const field of [...Object.values(fields()), ...Object.values(details())])
      expect(field).toHaveValue("");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(xhrOpen).not.toHaveBeenCalled();
  });

  it("sends the new fields as JSON keys to an endpoint", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const user = userEvent.setup();
    renderForm({ endpoint: ENDPOINT });
    await fillValid(user);
    const d = details();
    await user.selectOptions(d.service, "Something else");
    await user.type(d.postcode, " 62704 ");
    await user.selectOptions(d.start, "Just planning");
    await user.selectOptions(d.budget, CHOICES.budgets[1]!);
    await user.click(submit());
    await screen.findByText(SPEC.notice.value.title);
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body));
    expect(body).toMatchObject({
      service: "Something else",
      postcode: "62704",
      start: "Just planning",
      budget: CHOICES.budgets[1],
    });
  });

  it("says politely that a postal code outside the areas served will be confirmed, and still sends", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const user = userEvent.setup();
    renderForm({ endpoint: ENDPOINT });
    await fillValid(user);
    const postcode = details().postcode;
    await user.type(postcode, CHOICES.postalCodes[0]!);
    expect(postcode).not.toHaveAccessibleDescription();
    await user.clear(postcode);
    await user.type(postcode, "10001");
    expect(postcode).toHaveAccessibleDescription(MESSAGES.outsideArea("10001"));
    expect(postcode).not.toHaveAttribute("aria-invalid");
    await user.click(submit());
    expect(await screen.findByText(SPEC.notice.value.title)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("refuses a postal code of other characters, in words", async () => {
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.type(details().postcode, "<62701>");
    await user.click(submit());
    expect(notice()).toBeNull();
    expect(details().postcode).toHaveAccessibleDescription(MESSAGES.postcodeCharacters);
    expect(details().postcode).toHaveFocus();
  });
});

describe("ContactForm's photos (only for the site's own inbox)", () => {
  const photosField = () => screen.getByLabelText(/^Photos/) as HTMLInputElement;
  const file = (name: string, size: number, type = "image/jpeg") =>
    new File([new Uint8Array(size)], name, { type });

  it("asks for photos only when npm start's inbox receives the form, as a multipart form", () => {
    const { container, unmount } = renderForm({ endpoint: "/api/contact" });
    expect(photosField()).toHaveAttribute("type", "file");
    expect(photosField()).toHaveAttribute("multiple");
    expect(photosField()).toHaveAccessibleDescription(PHOTO_HINT);
    expect(container.querySelector("form")).toHaveAttribute("enctype", "multipart/form-data");
    unmount();
    renderForm({ endpoint: ENDPOINT });
    expect(screen.queryByLabelText(/^Photos/)).toBeNull();
  });

  it.each([
    ["six photos", Array.from({ length: 6 }, (_, i) => file(`p${i}.jpg`, 10)), PHOTO_MESSAGES.tooMany],
    ["an 11 MB photo", [file("big.jpg", 11 * 1024 * 1024)], PHOTO_MESSAGES.tooLarge("big.jpg")],
    ["a PDF", [file("plan.pdf", 10, "application/pdf")], PHOTO_MESSAGES.notPhoto("plan.pdf")],
    [
      "a name with a control character",
      [file("porch\u0007.jpg", 10)],
      PHOTO_MESSAGES.unsafeName("porch\u0007.jpg"),
    ],
  ])("refuses %s before sending, in words tied to the field", async (_case, files, message) => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm({ endpoint: "/api/contact" });
    await fillValid(user);
    await user.upload(photosField(), files);
    await user.click(submit());
    expect(photosField()).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.()]/g, "\\$&")}`));
    expect(photosField()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the fields and the photos as multipart/form-data, asking for a JSON answer", async () => {
    fetchMock.mockResolvedValue(new Response('{"ok":true}', { status: 201 }));
    const user = userEvent.setup();
    renderForm({ endpoint: "/api/contact" });
    await fillValid(user);
    await user.upload(photosField(), [file("deck.jpg", 100), file("IMG_0001.HEIC", 100, "image/heic")]);
    await user.click(submit());
    expect(await screen.findByText(SPEC.notice.value.title)).toBeVisible();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const body = init.body as FormData;
    expect(body.getAll("photos").map((f) => (f as File).name)).toEqual(["deck.jpg", "IMG_0001.HEIC"]);
    expect(body.get("name")).toBe("Ada Lovelace");
    expect(new Headers(init.headers).get("Accept")).toBe("application/json");
    expect(new Headers(init.headers).has("Content-Type")).toBe(false);
  });

  it("says under the confirmation that the photos were not kept, when the inbox says so", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ ok: true, notice: inboxCopy.photos.notKept }), { status: 201 }),
    );
    const user = userEvent.setup();
    renderForm({ endpoint: "/api/contact" });
    await fillValid(user);
    await user.upload(photosField(), [file("deck.jpg", 100)]);
    await user.click(submit());
    const status = await screen.findByRole("status");
    await expect.poll(() => status.textContent).toContain(SPEC.notice.value.title);
    expect(status).toHaveTextContent(inboxCopy.photos.notKept);
    // Sent again after an edit, the next confirmation has no such word.
    fetchMock.mockResolvedValue(new Response('{"ok":true}', { status: 201 }));
    await fillValid(user);
    await user.upload(photosField(), [file("porch.jpg", 100)]);
    await user.click(submit());
    await expect.poll(() => fetchMock.mock.calls.length).toBe(2);
    await expect.poll(() => status.textContent).toContain(SPEC.notice.value.title);
    expect(status).not.toHaveTextContent(inboxCopy.photos.notKept);
  });
});
