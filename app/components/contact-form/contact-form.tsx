import LoaderCircle from "lucide-react/icons/loader-circle";
import Send from "lucide-react/icons/send";
import { useEffect, useMemo, useRef } from "react";
import {
  choicesOf,
  FIELDS,
  HONEYPOT,
  LANGUAGE_FIELD,
  isInbox,
  LIMITS,
  PHOTOS,
  shows,
  type ChoiceField,
  type ContactRequest,
  type FieldErrors,
  type FieldName,
  type FormChoices,
} from "#shared/contact/fields.ts";
import { contactRules } from "#shared/contact/rules.ts";
import type { FormWords } from "#shared/copy/types.ts";
import type { Reach } from "~/components/contact-links";
import { Field } from "~/components/field";
import { useHydrated } from "~/lib/use-hydrated";
import { FormNotices, NoScriptNotice } from "./form-notices";
import { useContactForm } from "./use-contact-form";

/** The message's character count appears from here on. */
const COUNT_FROM = LIMITS.message - 1000;

/**
 * A request the inbox sent back (no JavaScript): what the visitor typed, and what to correct. The
 * form shows it filled in, each problem beside its field, read with the field but not announced:
 * the page lists them on top, in its one alert (app/inbox-pages.tsx). The page runs no script, so
 * it has no outcome of a send to announce either.
 */
export type SentBack = { values: ContactRequest; errors: FieldErrors };

/** What every field says besides its own label, in the form's words. */
type FieldWords = { labels: Readonly<Record<FieldName, string>>; optionalLabel: string; chooseOne: string };

/** The field's label and the rules the browser checks, declared on the field (the contract's). */
function rules(field: Exclude<FieldName, ChoiceField>, sent: SentBack | undefined, words: FieldWords) {
  const { control: _control, ...attributes } = FIELDS[field];
  return {
    label: words.labels[field],
    optionalLabel: words.optionalLabel,
    name: field,
    ...attributes,
    defaultValue: sent?.values[field],
    announce: !sent,
  };
}

/** A choice field's label, and the choices the content gives it. */
const choiceRules = (
  field: ChoiceField,
  choices: FormChoices,
  sent: SentBack | undefined,
  words: FieldWords,
) => ({
  label: words.labels[field],
  optionalLabel: words.optionalLabel,
  name: field,
  required: FIELDS[field].required,
  choices: choicesOf(field, choices),
  placeholder: words.chooseOne,
  defaultValue: sent?.values[field],
  announce: !sent,
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
/** What a page renders the form with (its JSON props, as an island). */
export type ContactFormProps = {
  endpoint: string;
  choices: FormChoices;
  /** The privacy notice's address in the form's language (the island reads no content module). */
  privacyHref: string;
  /**
   * The company's phone and email, for the notices that say how else to reach it. Left out only by
   * the inbox's answer to a form post it could not take (`sent`), where neither notice shows: the
   * Worker that renders that page then carries no phone number's library.
   */
  reach?: Reach;
  /** Only on the inbox's answer to a form post it could not take (app/inbox-pages.tsx). */
  sent?: SentBack;
};

export function ContactForm({
  endpoint,
  choices,
  privacyHref,
  reach,
  sent,
  words,
}: ContactFormProps & {
  /** The form's words, in its page's language (an island: loaded beside its code). */
  words: FormWords;
}) {
  const { contactCopy, contactPage } = words;
  const RULES = useMemo(() => contactRules(contactCopy), [contactCopy]);
  const fieldWords = {
    labels: RULES.labels,
    optionalLabel: contactCopy.optional,
    chooseOne: contactCopy.chooseOne,
  };
  const hydrated = useHydrated();
  const ownInbox = isInbox(endpoint);
  const form = useRef<HTMLFormElement>(null);
  useServiceFromAddress(form, choices);
  const form_ = useContactForm(endpoint, choices, RULES);
  const { status, notice, messageLength, outsideNote, dismiss, onSubmit, onInput } = form_;
  const errors: FieldErrors = { ...sent?.errors, ...form_.errors };
  const sending = status === "sending";

  return (
    <div>
      {!ownInbox && reach && <NoScriptNotice reach={reach} words={contactPage} />}
      {!sent && reach && (
        <FormNotices reach={reach} status={status} notice={notice} onDismiss={dismiss} words={contactPage} />
      )}

      {/* noValidate once React runs: the browser still checks every field (checkForm), but we show
          the messages. Before that, a form posting to our own inbox is checked and sent natively. */}
      <form
        ref={form}
        noValidate={!ownInbox || hydrated}
        aria-label={contactPage.formTitle}
        onSubmit={onSubmit}
        onInput={onInput}
        {...(ownInbox ? { method: "post", action: endpoint, encType: "multipart/form-data" } : {})}
        className={ownInbox ? "space-y-5" : "requires-js space-y-5"}
      >
        <Field {...rules("name", sent, fieldWords)} error={errors.name} />
        <Field {...rules("email", sent, fieldWords)} error={errors.email} />
        <Field {...rules("phone", sent, fieldWords)} error={errors.phone} />
        <Field
          multiline
          {...rules("message", sent, fieldWords)}
          rows={5}
          placeholder={contactPage.messagePlaceholder}
          error={errors.message}
          hint={messageLength >= COUNT_FROM ? RULES.messages.characters(messageLength) : undefined}
        />
        {/* Optional, after the specification's four: what, where, when, for how much. */}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field {...choiceRules("service", choices, sent, fieldWords)} error={errors.service} />
          <Field
            {...rules("postcode", sent, fieldWords)}
            label={choices.postcodeLabel}
            error={errors.postcode}
            hint={outsideNote}
          />
        </div>
        {/* Aligned at their controls: "When would you like to start?" takes two lines beside "Budget". */}
        <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
          <Field {...choiceRules("start", choices, sent, fieldWords)} error={errors.start} />
          {shows("budget", choices) && (
            <Field {...choiceRules("budget", choices, sent, fieldWords)} error={errors.budget} />
          )}
        </div>
        {/* Photos only reach the site's own inbox (a form service receives JSON). */}
        {ownInbox && (
          <Field
            label={RULES.photoLabel}
            optionalLabel={contactCopy.optional}
            name={PHOTOS.field}
            type="file"
            multiple
            accept={PHOTOS.accept}
            hint={sent ? `${RULES.photoHint} ${contactCopy.photos.chooseAgain}` : RULES.photoHint}
            error={errors.photos}
            announce={!sent}
          />
        )}
        <div hidden>
          <label>
            {contactCopy.honeypot}
            <input name={HONEYPOT} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        {choices.language && <input type="hidden" name={LANGUAGE_FIELD} value={choices.language} />}
        <button
          type="submit"
          disabled={!hydrated && !ownInbox}
          aria-disabled={sending || undefined}
          className="btn-primary btn-disabled w-full sm:w-auto"
        >
          {sending ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
              {contactPage.sending}
            </>
          ) : (
            <>
              <Send aria-hidden="true" className="size-5" />
              {contactPage.submitLabel}
            </>
          )}
        </button>
        <p className="text-sm text-muted">
          {endpoint ? contactPage.privacyNote.text : contactPage.privacyNote.noEndpoint}{" "}
          <a
            href={privacyHref}
            className="font-semibold whitespace-nowrap text-accent underline underline-offset-4"
          >
            {contactPage.privacyNote.linkLabel}
          </a>
          .
        </p>
      </form>
    </div>
  );
}
