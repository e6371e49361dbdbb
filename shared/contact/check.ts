/** The server's check of a whole request: what the browser checks on the form, worked out without one. */
// With its extension: server/leads/ runs this file in Node, which resolves no other spelling.
import {
  choicesOf,
  FIELD_NAMES,
  isChoiceField,
  isRequired,
  LIMITS,
  POSTCODE_PATTERN,
  shows,
  type ContactRequest,
  type FieldErrors,
  type FormChoices,
} from "./fields.ts";
import { phoneHasOnlyPhoneCharacters, type ContactRules } from "./rules.ts";

const POSTCODE = new RegExp(`^(?:${POSTCODE_PATTERN})$`, "v");

/**
 * The WHATWG definition of a "valid email address" (HTML Living Standard, input type=email), which
 * is what the browser checks on the form. A server cannot ask a browser, so it checks this copy.
 */
const VALID_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * The server's check of a request (already normalized), against the choices of the form it came from: the browser's findings for each field
 * (required, maxlength, type=email, pattern) worked out without a browser, plus our own rules,
 * put in the same words the form uses (`rules`, in the request's language). Empty when the request
 * is valid.
 */
export function checkContactRequest(
  request: ContactRequest,
  choices: FormChoices,
  {
    messages,
    customRuleMessage,
    messageFor,
  }: Pick<ContactRules, "messages" | "customRuleMessage" | "messageFor">,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of FIELD_NAMES) {
    const value = request[field];
    // A select offers nothing else: any other value was not sent by the form (or the field is not on it).
    if (isChoiceField(field)) {
      const allowed = shows(field, choices) ? choicesOf(field, choices) : [];
      if (value !== "" && !allowed.includes(value)) errors[field] = messages.choice;
      continue;
    }
    const validationMessage = customRuleMessage(field, value);
    const validity = {
      valueMissing: isRequired(field) && value === "",
      tooLong: value.length > LIMITS[field],
      typeMismatch: field === "email" && value !== "" && !VALID_EMAIL.test(value),
      patternMismatch:
        (field === "phone" && !phoneHasOnlyPhoneCharacters(value)) ||
        (field === "postcode" && value !== "" && !POSTCODE.test(value)),
      customError: validationMessage !== "",
    };
    const valid = !Object.values(validity).some(Boolean);
    const message = messageFor(field, { value, validationMessage, validity: { valid, ...validity } });
    if (message) errors[field] = message;
  }
  return errors;
}
