import { CircleCheck, LoaderCircle, Send, TriangleAlert, X } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { CallOrEmail } from "~/components/contact-links";
import { Field } from "~/components/field";
import { contactEndpoint } from "~/config";
import { contact } from "~/content/site";
import {
  FIELD_NAMES,
  LIMITS,
  normalize,
  sendContactRequest,
  validateContactRequest,
  validateField,
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

/**
 * The quote request form. With no CONTACT_ENDPOINT it sends nothing, as the specification says: a
 * valid submit shows the notice and clears the fields. With an endpoint, the notice waits for a 2xx
 * answer, and on any failure every field keeps what the visitor typed.
 */
export function ContactForm({ endpoint = contactEndpoint }: { endpoint?: string }) {
  const hydrated = useHydrated();
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

    const found = validateContactRequest(values);
    setErrors(found);
    const firstInvalid = FIELD_NAMES.find((field) => found[field]);
    if (firstInvalid) {
      setStatus("idle");
      (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
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
    const target = event.target as HTMLInputElement | HTMLTextAreaElement;
    if (status === "sent" || status === "failed") setStatus("idle");
    if (target.name === "message") setMessageLength(target.value.length);
    if (isField(target.name) && errors[target.name]) {
      setErrors({ ...errors, [target.name]: validateField(target.name, target.value) });
    }
  }

  const sending = status === "sending";

  return (
    <div>
      <noscript>
        <p className="rounded-md border border-line bg-surface p-4">
          Our form needs JavaScript, which is turned off in your browser. Please{" "}
          <CallOrEmail linkClassName="font-semibold text-accent underline" />.
        </p>
      </noscript>

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

      <form
        noValidate
        aria-label={contact.formTitle}
        onSubmit={handleSubmit}
        onChange={handleChange}
        className="requires-js space-y-5"
      >
        <Field
          label="Full Name"
          name="name"
          autoComplete="name"
          required
          maxLength={LIMITS.name}
          error={errors.name}
        />
        <Field
          label="Email Address"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={LIMITS.email}
          error={errors.email}
        />
        <Field
          label="Phone Number"
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={LIMITS.phone}
          error={errors.phone}
        />
        <Field
          multiline
          label="Project Details"
          name="message"
          rows={5}
          placeholder="Tell us about your project..."
          required
          maxLength={LIMITS.message}
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
          disabled={!hydrated}
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
