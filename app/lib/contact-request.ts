/** A visitor's quote request: the four fields of the contact form. */
export type ContactRequest = { name: string; email: string; phone: string; message: string };
export type FieldName = keyof ContactRequest;
export type FieldErrors = Partial<Record<FieldName, string>>;

/** In the order the form shows them, so the first error found is the first field on screen. */
export const FIELD_NAMES = ["name", "email", "phone", "message"] as const satisfies readonly FieldName[];

export const LIMITS = { name: 100, email: 254, phone: 30, message: 5000 } as const satisfies Record<
  FieldName,
  number
>;

/** The browser's own rule for type="email" (WHATWG HTML), so our message and the native check agree. */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** What people type in phone numbers: digits, spaces, + ( ) - . and /. */
const PHONE = /^[0-9+()\-./ ]*$/;

const count = (n: number) => n.toLocaleString("en-US");

/** The message for what is wrong with one field's value, or undefined when it is fine. */
export function validateField(field: FieldName, raw: string): string | undefined {
  const value = raw.trim();
  if (raw.length > LIMITS[field]) {
    return `Please keep this under ${count(LIMITS[field])} characters (it has ${count(raw.length)}).`;
  }
  switch (field) {
    case "name":
      return value ? undefined : "Please enter your name.";
    case "email":
      if (!value) return "Please enter your email address.";
      // The native rule accepts "a@b"; a reply needs a domain with a dot.
      if (!EMAIL.test(value) || !value.split("@")[1]?.includes(".")) {
        return "Please enter a valid email address, like name@example.com.";
      }
      return undefined;
    case "phone":
      if (!PHONE.test(value)) return "Please use only digits, spaces and + ( ) - . / in the phone number.";
      if (value && value.replace(/\D/g, "").length < 7) return "Please enter a complete phone number.";
      return undefined;
    case "message":
      return value ? undefined : "Please tell us about your project.";
  }
}

export function validateContactRequest(values: ContactRequest): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of FIELD_NAMES) {
    const error = validateField(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** Trims what the visitor typed; what we send is what they meant. */
export function normalize(values: ContactRequest): ContactRequest {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    message: values.message.trim(),
  };
}

export const SEND_TIMEOUT_MS = 10_000;

/**
 * Delivers a request to the configured endpoint as JSON. Resolves on a 2xx answer; rejects on any
 * other status, a network error, or no answer within the time limit, so the caller keeps the text.
 */
export async function sendContactRequest(
  endpoint: string,
  request: ContactRequest,
  timeoutMs: number = SEND_TIMEOUT_MS,
): Promise<void> {
  const response = await fetch(endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(request),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`The endpoint answered ${response.status}`);
}
