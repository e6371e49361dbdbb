// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import {
  contactRules,
  emailDomainHasDot,
  phoneHasOnlyPhoneCharacters,
  type CheckedField,
} from "#shared/contact/rules.ts";
import { COPIES } from "#shared/copy/all.ts";
import { LIMITS, PHONE_PATTERN } from "#shared/contact/fields.ts";

const {
  customRuleMessage,
  messageFor,
  messages: MESSAGES,
  required: REQUIRED,
} = contactRules(COPIES.en.contactCopy);
const VALID: CheckedField["validity"] = {
  valid: true,
  valueMissing: false,
  tooLong: false,
  typeMismatch: false,
  patternMismatch: false,
  customError: false,
};
const invalid = (flag: keyof typeof VALID) => ({ ...VALID, valid: false, [flag]: true });

describe("the rules HTML cannot declare (customRuleMessage)", () => {
  it.each([
    ["name", "   ", REQUIRED.name],
    ["message", " \n\t ", REQUIRED.message],
    ["email", "a@b", MESSAGES.email],
    ["email", "ada@localhost", MESSAGES.email],
    ["phone", "12", MESSAGES.phoneDigits],
    ["phone", "+1 (55) 5", MESSAGES.phoneDigits],
    // A complete number has at least seven digits (a local number without its area code): six are too few.
    ["phone", "555-019", MESSAGES.phoneDigits],
    ["phone", "(555) 019", MESSAGES.phoneDigits],
  ] as const)("rejects %s %j", (field, value, message) => {
    expect(customRuleMessage(field, value)).toBe(message);
  });

  it.each([
    ["name", "Ada"],
    ["name", ""], // an empty required field is the browser's to flag (valueMissing)
    ["email", "ada@example.com"],
    ["email", "not-an-email"], // no "@": the browser's type="email" check flags it (typeMismatch)
    ["phone", ""],
    ["phone", "   "], // optional: nothing but spaces is no phone number at all
    ["phone", "+1 (555) 555-0199"],
    ["phone", "555-0199"], // seven digits: complete
    ["phone", "call me"], // letters: the field's pattern flags them (patternMismatch)
    ["message", "A porch"],
  ] as const)("accepts %s %j", (field, value) => {
    expect(customRuleMessage(field, value)).toBe("");
  });
});

describe("our words for the browser's findings (messageFor)", () => {
  it.each([
    ["name", invalid("valueMissing"), "", REQUIRED.name],
    ["email", invalid("valueMissing"), "", REQUIRED.email],
    ["message", invalid("valueMissing"), "", REQUIRED.message],
    ["email", invalid("typeMismatch"), "not-an-email", MESSAGES.email],
    ["phone", invalid("patternMismatch"), "call me", MESSAGES.phoneCharacters],
    ["name", invalid("tooLong"), "x".repeat(101), "Please keep this under 100 characters (it has 101)."],
  ] as const)("%s with %o", (field, validity, value, message) => {
    expect(messageFor(field, { value, validity, validationMessage: "the browser's words" })).toBe(message);
  });

  it("passes on our own message for a custom error, and says nothing about a valid field", () => {
    const validationMessage = customRuleMessage("email", "a@b");
    expect(messageFor("email", { value: "a@b", validity: invalid("customError"), validationMessage })).toBe(
      MESSAGES.email,
    );
    expect(messageFor("email", { value: "a@b.co", validity: VALID, validationMessage: "" })).toBeUndefined();
  });

  it("counts the limit and the length for people", () => {
    const value = "x".repeat(LIMITS.message + 1);
    expect(messageFor("message", { value, validity: invalid("tooLong"), validationMessage: "" })).toBe(
      "Please keep this under 5,000 characters (it has 5,001).",
    );
  });
});

describe("rules a server can check without a browser", () => {
  it.each([
    ["ada@example.com", true],
    ["ada@mail.example.co.uk", true],
    ["a@b", false],
    ["ada@localhost", false],
  ])("emailDomainHasDot(%j) is %s", (email, expected) => {
    expect(emailDomainHasDot(email)).toBe(expected);
  });

  it.each(["", "+1 (555) 555-0199", "555.555.0199", "0049 30/1234567", "call me", "555-0199 ext. 2", "12<3"])(
    "phoneHasOnlyPhoneCharacters(%j) agrees with the field's pattern attribute",
    (phone) => {
      const input = document.createElement("input");
      input.type = "tel";
      input.pattern = PHONE_PATTERN;
      input.value = phone;
      expect(phoneHasOnlyPhoneCharacters(phone)).toBe(!input.validity.patternMismatch);
    },
  );

  it("accepts the characters people type in phone numbers, and nothing else", () => {
    expect(phoneHasOnlyPhoneCharacters("+1 (555) 555-0199")).toBe(true);
    expect(phoneHasOnlyPhoneCharacters("0049 30/1234567")).toBe(true);
    expect(phoneHasOnlyPhoneCharacters("call me")).toBe(false);
  });
});
