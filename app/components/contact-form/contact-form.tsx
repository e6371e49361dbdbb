import { LoaderCircle, Send } from "lucide-react";
import { Field } from "~/components/field";
import { contact } from "~/content/site";
import { isInbox, isRequired, LABELS, LIMITS, PHONE_PATTERN, type FieldName } from "~/lib/contact-request";
import { useHydrated } from "~/lib/use-hydrated";
import { FormNotices, NoScriptNotice } from "./form-notices";
import { HONEYPOT, useContactForm } from "./use-contact-form";

/** The message's character count appears from here on. */
const COUNT_FROM = LIMITS.message - 1000;

/** The field's label and the rules the browser checks, declared on the field itself. */
const rules = (field: FieldName) => ({
  label: LABELS[field],
  name: field,
  required: isRequired(field),
  maxLength: LIMITS[field],
});

/**
 * The quote request form (an island: app/islands/contact-form.tsx). `endpoint` is the build's
 * CONTACT_ENDPOINT, handed over by the page; empty, the form sends nothing (see useContactForm).
 * With this kit's inbox (isInbox: on this origin or on a server of its own) the form is also a plain
 * HTML form: without JavaScript (or before it has loaded) the browser checks the fields and posts them
 * to `npm start`, which answers with a confirmation page.
 */
export function ContactForm({ endpoint }: { endpoint: string }) {
  const hydrated = useHydrated();
  const ownInbox = isInbox(endpoint);
  const { errors, status, messageLength, dismiss, onSubmit, onChange } = useContactForm(endpoint);
  const sending = status === "sending";

  return (
    <div>
      {!ownInbox && <NoScriptNotice />}
      <FormNotices status={status} onDismiss={dismiss} />

      {/* noValidate once React runs: the browser still checks every field (checkForm), but we show
          the messages. Before that, a form posting to our own inbox is checked and sent natively. */}
      <form
        noValidate={!ownInbox || hydrated}
        aria-label={contact.formTitle}
        onSubmit={onSubmit}
        onChange={onChange}
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
          placeholder={contact.messagePlaceholder}
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
              {contact.sending}
            </>
          ) : (
            <>
              <Send aria-hidden="true" className="size-5" />
              {contact.submitLabel}
            </>
          )}
        </button>
      </form>
    </div>
  );
}
