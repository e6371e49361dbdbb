/** The server's check of a whole request: what the browser checks on the form, worked out without one. */
// With its extension: server/leads/ runs this file in Node, which resolves no other spelling.
import {
  customRuleMessage,
  FIELD_NAMES,
  isRequired,
  LIMITS,
  messageFor,
  phoneHasOnlyPhoneCharacters,
  type ContactRequest,
  type FieldErrors,
} from "./contact-request.ts";

/**
 * The WHATWG definition of a "valid email address" (HTML Living Standard, input type=email), which
 * is what the browser checks on the form. A server cannot ask a browser, so it checks this copy.
 */
const VALID_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * The server's check of a request (already normalized): the browser's findings for each field
 * (required, maxlength, type=email, pattern) worked out without a browser, plus our own rules,
 * put in the same words the form uses. Empty when the request is valid.
 */
export function checkContactRequest(request: ContactRequest): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of FIELD_NAMES) {
    const value = request[field];
    const validationMessage = customRuleMessage(field, value);
    const validity = {
      valueMissing: isRequired(field) && value === "",
      tooLong: value.length > LIMITS[field],
      typeMismatch: field === "email" && value !== "" && !VALID_EMAIL.test(value),
      patternMismatch: field === "phone" && !phoneHasOnlyPhoneCharacters(value),
      customError: validationMessage !== "",
    };
    const valid = !Object.values(validity).some(Boolean);
    const message = messageFor(field, { value, validationMessage, validity: { valid, ...validity } });
    if (message) errors[field] = message;
  }
  return errors;
}
