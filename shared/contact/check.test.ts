// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { isOutsideArea, type FormChoices } from "./fields.ts";
import { COPIES } from "#shared/copy/all.ts";
import { contactRules, emailDomainHasDot, kitChoicesOf } from "./rules.ts";
import { checkContactRequest as checkWith } from "./check.ts";

const RULES = contactRules(COPIES.en.contactCopy);
const { messages: MESSAGES, required: REQUIRED } = RULES;
const CHOICES: FormChoices = {
  ...kitChoicesOf(COPIES.en.contactCopy),
  services: [{ slug: "decks", title: "Decks & Porches" }],
  budgets: ["Under $10,000"],
  postalCodes: ["62701", "SW1A 1AA"],
  postcodeLabel: "Project ZIP code",
};
const checkContactRequest = (request: Parameters<typeof checkWith>[0]) => checkWith(request, CHOICES, RULES);
const details = { service: "", postcode: "", start: "", budget: "" };

describe("the server's check of a whole request (checkContactRequest)", () => {
  const valid = { name: "Ada", email: "ada@example.com", phone: "", message: "A porch, please.", ...details };

  it("finds nothing wrong with a valid request", () => {
    expect(checkContactRequest(valid)).toEqual({});
  });

  it("finds what the form finds, in the form's words", () => {
    expect(
      checkContactRequest({ name: "", email: "a@b", phone: "12", message: "x".repeat(5001), ...details }),
    ).toEqual({
      name: REQUIRED.name,
      email: MESSAGES.email,
      phone: MESSAGES.phoneDigits,
      message: "Please keep this under 5,000 characters (it has 5,001).",
    });
    expect(checkContactRequest({ ...valid, phone: "call me" })).toEqual({ phone: MESSAGES.phoneCharacters });
  });

  it.each([
    ["name", "Bob\nEmail: attacker@evil.example\nPhone: 555", MESSAGES.lineBreak],
    ["name", "Bob\rEmail: x", MESSAGES.lineBreak],
    // The phone's own pattern finds these first, in its words.
    ["phone", "555 0100\u2028Email: x", MESSAGES.phoneCharacters],
    ["name", "Bob\u0000", MESSAGES.control],
    ["name", "Bob\u001b[2J", MESSAGES.control],
    ["phone", "555\u0007 0100", MESSAGES.phoneCharacters],
    ["email", "ada@example.com\u202e", MESSAGES.email],
    ["message", "Ring \u0007 the bell", MESSAGES.control],
    ["message", "Paid \u202e0015$", MESSAGES.control],
    ["message", "Isolated \u2066text\u2069", MESSAGES.control],
    ["message", "C1 \u0085 next line", MESSAGES.control],
  ] as const)(
    "refuses in the %s %j: control characters, and line breaks outside the message",
    (field, value, message) => {
      expect(checkContactRequest({ ...valid, [field]: value })).toEqual({ [field]: message });
    },
  );

  it("keeps line breaks and tabs in the message, and every script's letters everywhere", () => {
    expect(checkContactRequest({ ...valid, message: "Line one\nLine two\n\tIndented" })).toEqual({});
    expect(
      checkContactRequest({ ...valid, name: "José Ñúñez 山田太郎 محمد", message: "שלום\u200f עולם" }),
    ).toEqual({});
  });

  it.each([
    "ada@example.com",
    "a.b+c@mail.example.co.uk",
    "not-an-email",
    "ada @example.com",
    "ada@exa_mple.com",
    "ada@-example.com",
    "<ada@example.com>",
    "ada@example.com\nBcc: x@example.com",
    "ada@@example.com",
  ])("agrees with the browser's type=email check on %j", (email) => {
    const input = document.createElement("input");
    input.type = "email";
    input.value = email;
    const browserFinds = input.validity.typeMismatch || !emailDomainHasDot(email);
    expect(checkContactRequest({ ...valid, email }).email !== undefined).toBe(browserFinds);
  });
});

describe("the optional fields, on the server", () => {
  const valid = { name: "Ada", email: "ada@example.com", phone: "", message: "A porch, please.", ...details };

  it("accepts each choice the form offers, and none", () => {
    expect(checkContactRequest(valid)).toEqual({});
    expect(
      checkContactRequest({
        ...valid,
        service: "Decks & Porches",
        postcode: "SW1A 1AA",
        start: "In 3 to 6 months",
        budget: "Not sure yet",
      }),
    ).toEqual({});
    expect(checkContactRequest({ ...valid, service: "Something else", budget: "Under $10,000" })).toEqual({});
  });

  it("refuses a value the form never offers, and a budget when the form has none", () => {
    expect(checkContactRequest({ ...valid, service: "decks", start: "Tomorrow", budget: "$1" })).toEqual({
      service: MESSAGES.choice,
      start: MESSAGES.choice,
      budget: MESSAGES.choice,
    });
    expect(checkWith({ ...valid, budget: "Not sure yet" }, { ...CHOICES, budgets: [] }, RULES)).toEqual({
      budget: MESSAGES.choice,
    });
  });

  it("refuses a postal code of other characters (a line break among them), or too long", () => {
    expect(checkContactRequest({ ...valid, postcode: "<b>" })).toEqual({
      postcode: MESSAGES.postcodeCharacters,
    });
    expect(checkContactRequest({ ...valid, postcode: "12345678901" })).toEqual({
      postcode: "Please keep this under 10 characters (it has 11).",
    });
    expect(checkContactRequest({ ...valid, postcode: "627\n01" })).toEqual({
      postcode: MESSAGES.postcodeCharacters,
    });
  });

  it("finds a postal code outside the areas served, whatever its case or ZIP+4, and none when none are listed", () => {
    expect(isOutsideArea("62701", CHOICES.postalCodes)).toBe(false);
    expect(isOutsideArea("62701-1234", CHOICES.postalCodes)).toBe(false);
    expect(isOutsideArea("sw1a  1aa", CHOICES.postalCodes)).toBe(false);
    expect(isOutsideArea("62702", CHOICES.postalCodes)).toBe(true);
    expect(isOutsideArea("627011", CHOICES.postalCodes)).toBe(true);
    expect(isOutsideArea("", CHOICES.postalCodes)).toBe(false);
    expect(isOutsideArea("99999", [])).toBe(false);
  });
});
