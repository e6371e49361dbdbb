import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { company, contact } from "~/content/site";
import { INBOX_PATH } from "~/lib/contact-request";
import { SPEC } from "../../../tests/support/spec";
import { ContactForm } from "./contact-form";

const ENDPOINT = "https://forms.example.com/quote";

const fields = () => ({
  name: screen.getByRole("textbox", { name: /Full Name/ }),
  email: screen.getByRole("textbox", { name: /Email Address/ }),
  phone: screen.getByRole("textbox", { name: /Phone Number/ }),
  message: screen.getByRole("textbox", { name: /Project Details/ }),
});
const submit = () => screen.getByRole("button", { name: /Send Message|Sending/ });

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
    if (value) await user.type(field, value);
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
    render(<ContactForm endpoint="" />);
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
    render(<ContactForm endpoint="" />);
    const link = screen.getByRole("link", { name: contact.privacyNote.linkLabel });
    expect(link).toHaveAttribute("href", "/privacy");
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
      render(<ContactForm endpoint={endpoint} />);
      const sentence = screen.getByRole("link", { name: contact.privacyNote.linkLabel }).closest("p")!;
      expect(sentence).toHaveTextContent(`${contact.privacyNote.text} ${contact.privacyNote.linkLabel}.`);
      expect(sentence).not.toHaveTextContent(contact.privacyNote.noEndpoint);
    },
  );

  it("shows no notice on an invalid submit, ties each error to its field and focuses the first", async () => {
    const user = userEvent.setup();
    render(<ContactForm endpoint="" />);
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
    render(<ContactForm endpoint="" />);
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
    render(<ContactForm endpoint="" />);
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
    render(<ContactForm endpoint="" />);
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
    render(<ContactForm endpoint="" />);
    await fillValid(user, { email: "" });
    await user.click(submit());
    expect(fields().email).toHaveFocus();
  });

  it("on a valid submit shows the notice, clears all four fields, and makes no request", async () => {
    const user = userEvent.setup();
    render(<ContactForm endpoint="" />);
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
      render(<ContactForm endpoint={endpoint} />);
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
    render(<ContactForm endpoint="" />);
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
    render(<ContactForm endpoint="" />);
    await fillValid(user, values);
    await user.click(submit());
    expect(notice()).toBeNull();
    expect(fields()[field]).toHaveAccessibleDescription(message);
    expect(fields()[field]).toHaveFocus();
  });

  it("clears a field's error as soon as the visitor fixes it", async () => {
    const user = userEvent.setup();
    render(<ContactForm endpoint="" />);
    await user.click(submit());
    await user.type(fields().name, "Ada");
    expect(fields().name).not.toHaveAttribute("aria-invalid");
    expect(fields().email).toHaveAttribute("aria-invalid", "true");
  });

  it("limits lengths, and counts the message's characters near its limit", async () => {
    const user = userEvent.setup();
    render(<ContactForm endpoint="" />);
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
    const { container } = render(<ContactForm endpoint={ENDPOINT} />);
    await fillValid(user);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.closest("[hidden]")).not.toBeNull();
    honeypot.value = "https://spam.example";
    await user.click(submit());
    expect(notice()).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("pre-renders, for browsers without JavaScript, how to reach the company instead", () => {
    const html = renderToStaticMarkup(<ContactForm endpoint="" />);
    const fallback = /<noscript>(.*?)<\/noscript>/s.exec(html)?.[1] ?? "";
    expect(fallback).toContain(`href="tel:${company.phone.e164}"`);
    expect(fallback).toContain(`href="mailto:${company.email}"`);
    // The form is disabled until React runs, so nothing typed can be submitted into the void.
    expect(html).toMatch(/<button type="submit" disabled=""/);
  });
});

describe("ContactForm with an endpoint (optional delivery)", () => {
  it("POSTs the trimmed request as JSON once, then shows the notice and clears the fields", async () => {
    fetchMock.mockResolvedValue(new Response("not json", { status: 200 }));
    const user = userEvent.setup();
    render(<ContactForm endpoint={ENDPOINT} />);
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
    });
    for (const field of Object.values(fields())) expect(field).toHaveValue("");
  });

  it("shows progress while sending, and a second and third click send nothing more", async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<ContactForm endpoint={ENDPOINT} />);
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
    render(<ContactForm endpoint={ENDPOINT} />);
    const typed = await fillValid(user, { message: "<b>Bold</b> plans for a <script>x</script> barn" });
    await user.click(submit());
    const alert = await screen.findByText(/could not be sent/);
    expect(alert.closest("[role=alert]")).toHaveTextContent(company.phone.display);
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
