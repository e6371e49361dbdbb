import { useRef, useState, type FormEvent } from "react";
import { normalize, type ContactRules } from "#shared/contact/rules.ts";
import {
  FIELD_NAMES,
  HONEYPOT,
  LANGUAGE_FIELD,
  isOutsideArea,
  PHOTOS,
  type ContactRequest,
  type FieldErrors,
  type FieldName,
  type FormChoices,
} from "#shared/contact/fields.ts";
import { RefusedRequest, sendContactRequest } from "~/lib/contact-request";
import { leadSource } from "#shared/contact/lead-source.ts";

export type Status = "idle" | "sending" | "sent" | "failed";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Every field's value; a field the form does not show (the budget, without ranges) is "". */
function readValues(data: FormData): ContactRequest {
  const values = Object.fromEntries(FIELD_NAMES.map((name) => [name, String(data.get(name) ?? "")]));
  return values as ContactRequest;
}

function isField(name: string): name is FieldName {
  return (FIELD_NAMES as readonly string[]).includes(name);
}

/** What the form checks, in the words of its language. */
type Rules = Pick<ContactRules, "messages" | "customRuleMessage" | "messageFor" | "photosMessage">;

/**
 * Asks the browser whether the form is valid: form.checkValidity() fires "invalid" on each invalid
 * field, as native validation does, but shows no bubble. Our message for each invalid field comes
 * from its ValidityState; `first` is the first invalid field on screen.
 */
function checkForm(
  form: HTMLFormElement,
  { customRuleMessage, messageFor, photosMessage }: Rules,
): { valid: boolean; errors: FieldErrors; first?: Control } {
  const controls = FIELD_NAMES.flatMap((field) => {
    const control = form.elements.namedItem(field) as Control | null;
    return control ? [[field, control] as const] : [];
  });
  // Our own rules handed to the browser, so its constraint validation covers them too.
  for (const [field, control] of controls) control.setCustomValidity(customRuleMessage(field, control.value));
  const photos = photoInput(form);
  photos?.setCustomValidity(photosMessage([...(photos.files ?? [])]));
  if (form.checkValidity()) return { valid: true, errors: {} };
  const errors: FieldErrors = {};
  for (const [field, control] of controls) errors[field] = messageFor(field, control);
  if (photos && !photos.validity.valid) errors.photos = photos.validationMessage;
  const invalid = [...controls.map(([, control]) => control), ...(photos ? [photos] : [])];
  return { valid: false, errors, first: invalid.find((control) => !control.validity.valid) };
}

/** The Photos field, when the form has one (the site's own inbox). */
const photoInput = (form: HTMLFormElement) => {
  const input = form.elements.namedItem(PHOTOS.field);
  return input instanceof HTMLInputElement ? input : null;
};

/**
 * The contact form's behaviour: validation on submit and while correcting, and sending. With no
 * endpoint it sends nothing, as the specification says: a valid submit shows the notice and clears
 * the fields. With an endpoint, the notice waits for a 2xx answer, and on any failure every field
 * keeps what the visitor typed.
 */
export function useContactForm(endpoint: string, choices: FormChoices, rules: Rules) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>("idle");
  const [messageLength, setMessageLength] = useState(0);
  const [postcode, setPostcode] = useState("");
  // The inbox's word beside the confirmation (it stored the request but not its photos), or "".
  const [notice, setNotice] = useState("");
  // Never a refusal: a postal code outside the areas served is sent, with a polite word first.
  const outsideNote = isOutsideArea(postcode, choices.postalCodes)
    ? rules.messages.outsideArea(postcode.trim())
    : undefined;
  // Refs, not state: a second click in the same frame must see the first one. `justSent`: the
  // confirmation shows and nothing was typed since, so Send again (a double click) has nothing to send.
  const inFlight = useRef(false);
  const justSent = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current || justSent.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = readValues(data);

    if (String(data.get(HONEYPOT) ?? "") !== "") {
      form.reset();
      setStatus("sent");
      return;
    }

    const { valid, errors: found, first } = checkForm(form, rules);
    setErrors(found);
    if (!valid) {
      setStatus("idle");
      first?.focus();
      return;
    }

    if (endpoint) {
      inFlight.current = true;
      setNotice("");
      setStatus("sending");
      try {
        // Where the visitor came from, read now from the page (nothing is kept on their device).
        const source = leadSource(window.location.href, document.referrer);
        const photos = [...(photoInput(form)?.files ?? [])];
        const answer = await sendContactRequest(
          endpoint,
          {
            ...normalize(values),
            ...source,
            // The page's language, on a site in more than one.
            ...(data.has(LANGUAGE_FIELD) && { [LANGUAGE_FIELD]: String(data.get(LANGUAGE_FIELD)) }),
          },
          undefined,
          photos,
        );
        setNotice(answer.notice ?? "");
      } catch (error) {
        // A photo the inbox refused (its bytes are no photo): said under the field, everything kept.
        if (error instanceof RefusedRequest) {
          setErrors(error.errors);
          setStatus("idle");
          photoInput(form)?.focus();
          return;
        }
        setStatus("failed");
        return;
      } finally {
        inFlight.current = false;
      }
    }
    form.reset();
    setMessageLength(0);
    setPostcode("");
    setStatus("sent");
    justSent.current = true;
  }

  // `input`, not React's `onChange`: every field fires it as it changes (a select, a file input
  // too), and Preact, which runs the form in browsers, keeps `change` on a form the DOM's own.
  function onInput(event: FormEvent<HTMLFormElement>) {
    const target = event.target as Control;
    justSent.current = false;
    if (status === "sent" || status === "failed") setStatus("idle");
    if (target.name === "message") setMessageLength(target.value.length);
    if (target.name === "postcode") setPostcode(target.value);
    if (target.name === PHOTOS.field && target instanceof HTMLInputElement) {
      target.setCustomValidity(rules.photosMessage([...(target.files ?? [])]));
      if (errors.photos)
        setErrors({ ...errors, photos: target.validity.valid ? undefined : target.validationMessage });
      return;
    }
    if (!isField(target.name)) return;
    target.setCustomValidity(rules.customRuleMessage(target.name, target.value));
    // An error shown stays in step with the field: gone as soon as the browser finds it valid.
    if (errors[target.name]) setErrors({ ...errors, [target.name]: rules.messageFor(target.name, target) });
  }

  function dismiss() {
    justSent.current = false;
    setStatus("idle");
  }

  return { errors, status, notice, messageLength, outsideNote, dismiss, onSubmit, onInput };
}
