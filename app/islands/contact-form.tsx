import { ContactForm, type ContactFormProps } from "~/components/contact-form/contact-form";
import { reactIsland } from "~/lib/islands/react-island";
import type { FormWords } from "#shared/copy/types.ts";

// Each language's words, a chunk of their own: the page loads its language's alone.
const WORDS = import.meta.glob<FormWords>("/shared/copy/*/form.ts");

/** The form's words in a language of the kit's, loaded in the browser beside the form's code. */
export const formWordsIn = (language: string) => {
  const load = WORDS[`/shared/copy/${language}/form.ts`];
  if (!load) throw new Error(`The kit has no words for the form in "${language}" (shared/copy/).`);
  return load();
};

/**
 * The contact form, hydrated on its own, on the one page that needs it: no router, and in browsers
 * Preact's React-compatible API instead of React DOM (docs/decisions/0015).
 */
export default reactIsland<ContactFormProps, FormWords>(ContactForm, formWordsIn);
