import { CircleCheck, LoaderCircle, Send, TriangleAlert, X } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { CallOrEmail } from "~/components/contact-links";
import { Field } from "~/components/field";
import { contactEndpoint } from "~/config";
import { contact } from "~/content/site";
import {
  customRuleMessage,
  FIELD_NAMES,
  INBOX_PATH,
  isRequired,
  LABELS,
  LIMITS,
  messageFor,
  normalize,
  PHONE_PATTERN,
  sendContactRequest,
  type ContactRequest,
  type FieldErrors,
  type FieldName,
} from "~/lib/contact-request";
import { useHydrated } from "~/lib/use-hydrated";

type Status = "idle" | "sending" | "sent" | "failed";

/** Bots fill every field they find; people never see this one. */
const HONEYPOT = "website";
/** The message's character count appears from here on. */
const COUNT_FROM = LIMITS.message - 1000;

function readValues(data: FormData): ContactRequest {
  const text = (name: FieldName) => String(data.get(name) ?? "");
  return { name: text("name"), email: text("email"), phone: text("phone"), message: text("message") };
}

function isField(name: string): name is FieldName {
  return (FIELD_NAMES as readonly string[]).includes(name);
}

type Control = HTMLInputElement | HTMLTextAreaElement;

/** The field's label and the rules the browser checks, declared on the field itself. */
const rules = (field: FieldName) => ({
  label: LABELS[field],
  name: field,
  required: isRequired(field),
  maxLength: LIMITS[field],
});

/** Hands our own rules to the browser, so its constraint validation covers them too. */
function applyCustomRules(field: FieldName, control: Control) {
  control.setCustomValidity(customRuleMessage(field, control.value));
}

/**
 * Asks the browser whether the form is valid: form.checkValidity() fires "invalid" on each invalid
 * field, as native validation does, but shows no bubble. Our message for each invalid field comes
 * from its ValidityState; `first` is the first invalid field on screen.
 */
function checkForm(form: HTMLFormElement): { valid: boolean; errors: FieldErrors; first?: Control } {
  const controls = FIELD_NAMES.map((field) => [field, form.elements.namedItem(field) as Control] as const);
  for (const [field, control] of controls) applyCustomRules(field, control);
  if (form.checkValidity()) return { valid: true, errors: {} };
  const errors: FieldErrors = {};
  for (const [field, control] of controls) errors[field] = messageFor(field, control);
  return { valid: false, errors, first: controls.find(([, control]) => !control.validity.valid)?.[1] };
}

/**
 * The quote request form. With no CONTACT_ENDPOINT it sends nothing, as the specification says: a
 * valid submit shows the notice and clears the fields. With an endpoint, the notice waits for a 2xx
 * answer, and on any failure every field keeps what the visitor typed. With the site's own inbox
 * (INBOX_PATH) the form is also a plain HTML form: without JavaScript (or before it has loaded) the
 * browser checks the fields and posts them to `npm start`, which answers with a confirmation page.
 */
export function ContactForm({ endpoint = contactEndpoint }: { endpoint?: string }) {
  const hydrated = useHydrated();
  const ownInbox = endpoint === INBOX_PATH;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>("idle");
  const [messageLength, setMessageLength] = useState(0);
  // A ref, not state: a second click in the same frame must see the first one.
  const inFlight = useRef(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = readValues(data);

    if (String(data.get(HONEYPOT) ?? "") !== "") {
      form.reset();
      setStatus("sent");
      return;
    }

    const { valid, errors: found, first } = checkForm(form);
    setErrors(found);
    if (!valid) {
      setStatus("idle");
      first?.focus();
      return;
    }

    if (endpoint) {
      inFlight.current = true;
      setStatus("sending");
      try {
        await sendContactRequest(endpoint, normalize(values));
      } catch {
        setStatus("failed");
        return;
      } finally {
        inFlight.current = false;
      }
    }
    form.reset();
    setMessageLength(0);
    setStatus("sent");
  }

  function handleChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target as Control;
    if (status === "sent" || status === "failed") setStatus("idle");
    if (target.name === "message") setMessageLength(target.value.length);
    if (!isField(target.name)) return;
    applyCustomRules(target.name, target);
    // An error shown stays in step with the field: gone as soon as the browser finds it valid.
    if (errors[target.name]) setErrors({ ...errors, [target.name]: messageFor(target.name, target) });
  }

  const sending = status === "sending";

  return (
    <div>
      {!ownInbox && (
        <noscript>
          <p className="rounded-md border border-line bg-surface p-4">
            Our form needs JavaScript, which is turned off in your browser. Please{" "}
            <CallOrEmail linkClassName="font-semibold text-accent underline" />.
          </p>
        </noscript>
      )}

      <div role="status" className="empty:hidden">
        {status === "sent" && (
          <div className="mb-6 flex items-start gap-3 rounded-md border border-green-700 bg-green-50 p-4 text-green-900">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
            <div className="flex-1">
              <p className="font-semibold">{contact.success.title}</p>
              <p>{contact.success.text}</p>
            </div>
            <button
              type="button"
              onClick={() => setStatus("idle")}
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-green-100"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Dismiss</span>
            </button>
          </div>
        )}
      </div>
      <div role="alert" className="empty:hidden">
        {status === "failed" && (
          <div className="mb-6 flex items-start gap-3 rounded-md border border-red-700 bg-red-50 p-4 text-red-900">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
            <p>
              <span className="font-semibold">Your message could not be sent.</span> Nothing you typed is
              lost: please try again, or <CallOrEmail linkClassName="font-semibold underline" />.
            </p>
          </div>
        )}
      </div>

      {/* noValidate once React runs: the browser still checks every field (checkForm), but we show
          the messages. Before that, a form posting to our own inbox is checked and sent natively. */}
      <form
        noValidate={!ownInbox || hydrated}
        aria-label={contact.formTitle}
        onSubmit={handleSubmit}
        onChange={handleChange}
        {...(ownInbox ? { method: "post", action: endpoint } : {})}
        className={ownInbox ? "space-y-5" : "requires-js space-y-5"}
      >
        <Field {...rules("name")} autoComplete="name" error={errors.name} />
        <Field {...rules("email")} type="email" autoComplete="email" error={errors.email} />
        <Field
          {...rules("phone")}
          type="tel"
          pattern={PHONE_PATTERN}
          autoComplete="tel"
          error={errors.phone}
        />
        <Field
          multiline
          {...rules("message")}
          rows={5}
          placeholder="Tell us about your project..."
          error={errors.message}
          hint={
            messageLength >= COUNT_FROM
              ? `${messageLength.toLocaleString("en-US")} of ${LIMITS.message.toLocaleString("en-US")} characters`
              : undefined
          }
        />
        <div hidden>
          <label>
            Leave this field empty
            <input name={HONEYPOT} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <button
          type="submit"
          disabled={!hydrated && !ownInbox}
          aria-disabled={sending || undefined}
          className="btn-primary btn-disabled w-full sm:w-auto"
        >
          {sending ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
              Sending…
            </>
          ) : (
            <>
              <Send aria-hidden="true" className="size-5" />
              Send Message
            </>
          )}
        </button>
      </form>
    </div>
  );
}
