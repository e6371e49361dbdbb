import { describe, expect, it } from "vitest";
import { emailDomainHasDot, MESSAGES, REQUIRED } from "./contact-request";
import { checkContactRequest } from "./contact-request-check";

describe("the server's check of a whole request (checkContactRequest)", () => {
  const valid = { name: "Ada", email: "ada@example.com", phone: "", message: "A porch, please." };

  it("finds nothing wrong with a valid request", () => {
    expect(checkContactRequest(valid)).toEqual({});
  });

  it("finds what the form finds, in the form's words", () => {
    expect(checkContactRequest({ name: "", email: "a@b", phone: "12", message: "x".repeat(5001) })).toEqual({
      name: REQUIRED.name,
      email: MESSAGES.email,
      phone: MESSAGES.phoneDigits,
      message: "Please keep this under 5,000 characters (it has 5,001).",
    });
    expect(checkContactRequest({ ...valid, phone: "call me" })).toEqual({ phone: MESSAGES.phoneCharacters });
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
