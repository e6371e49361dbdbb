import { LoaderCircle, Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { Field } from "~/components/field";
import { contact } from "~/content/site";
import {
  choicesOf,
  isInbox,
  isRequired,
  LABELS,
  LIMITS,
  PHONE_PATTERN,
  PHOTOS,
  POSTCODE_PATTERN,
  shows,
  type ChoiceField,
  type FieldName,
  type FormChoices,
} from "~/lib/contact-request";
import { PRIVACY_PATH } from "~/lib/paths";
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

/** A choice field's label, and the choices the content gives it. */
const choiceRules = (field: ChoiceField, choices: FormChoices) => ({
  label: LABELS[field],
  name: field,
  choices: choicesOf(field, choices),
  placeholder: "Choose one",
});

/**
 * The service a page asked for (`/contact?service=<slug>`, the service pages' quote links), chosen
 * in the form once it runs. Not in the pre-rendered page (the same HTML for every address), so a
 * reset (after sending) clears it like every other field.
 */
function useServiceFromAddress(form: React.RefObject<HTMLFormElement | null>, choices: FormChoices) {
  useEffect(() => {
    const slug = new URLSearchParams(window.location.search).get("service");
    const service = choices.services.find((s) => s.slug === slug);
    const select = form.current?.elements.namedItem("service");
    if (service && select instanceof HTMLSelectElement) select.value = service.title;
  }, [form, choices]);
}

/**
 * The quote request form (an island: app/islands/contact-form.tsx). `endpoint` is the build's
 * CONTACT_ENDPOINT, handed over by the page; empty, the form sends nothing (see useContactForm).
 * `choices`: what the owner's content offers (the services, budgets, postal codes served).
 * With this kit's inbox (isInbox: on this origin or on a server of its own) the form is also a plain
 * HTML form: without JavaScript (or before it has loaded) the browser checks the fields and posts them
 * to `npm start`, which answers with a confirmation page.
 */
export function ContactForm({ endpoint, choices }: { endpoint: string; choices: FormChoices }) {
  const hydrated = useHydrated();
  const ownInbox = isInbox(endpoint);
  const form = useRef<HTMLFormElement>(null);
  useServiceFromAddress(form, choices);
  const { errors, status, notice, messageLength, outsideNote, dismiss, onSubmit, onChange } = useContactForm(
    endpoint,
    choices,
  );
  const sending = status === "sending";

  return (
    <div>
      {!ownInbox && <NoScriptNotice />}
      <FormNotices status={status} notice={notice} onDismiss={dismiss} />

      {/* noValidate once React runs: the browser still checks every field (checkForm), but we show
          the messages. Before that, a form posting to our own inbox is checked and sent natively. */}
      <form
        ref={form}
        noValidate={!ownInbox || hydrated}
        aria-label={contact.formTitle}
        onSubmit={onSubmit}
        onChange={onChange}
        {...(ownInbox ? { method: "post", action: endpoint, encType: "multipart/form-data" } : {})}
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
        {/* Optional, after the specification's four: what, where, when, for how much. */}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field {...choiceRules("service", choices)} error={errors.service} />
          <Field
            label={choices.postcodeLabel}
            name="postcode"
            maxLength={LIMITS.postcode}
            pattern={POSTCODE_PATTERN}
            autoComplete="postal-code"
            error={errors.postcode}
            hint={outsideNote}
          />
        </div>
        {/* Aligned at their controls: "When would you like to start?" takes two lines beside "Budget". */}
        <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
          <Field {...choiceRules("start", choices)} error={errors.start} />
          {shows("budget", choices) && <Field {...choiceRules("budget", choices)} error={errors.budget} />}
        </div>
        {/* Photos only reach the site's own inbox (a form service receives JSON). */}
        {ownInbox && (
          <Field
            label={PHOTOS.label}
            name={PHOTOS.field}
            type="file"
            multiple
            accept={PHOTOS.accept}
            hint={PHOTOS.hint}
            error={errors.photos}
          />
        )}
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
        <p className="text-sm text-muted">
          {endpoint ? contact.privacyNote.text : contact.privacyNote.noEndpoint}{" "}
          <a
            href={PRIVACY_PATH}
            className="font-semibold whitespace-nowrap text-accent underline underline-offset-4"
          >
            {contact.privacyNote.linkLabel}
          </a>
          .
        </p>
      </form>
    </div>
  );
}
