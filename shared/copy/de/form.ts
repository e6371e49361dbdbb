/**
 * The contact form's words alone: the form's island loads the words of its page's language as a
 * chunk of their own (app/islands/contact-form.tsx), so its code is the same in every language.
 */
export { contactCopy } from "./contact.ts";
export { contactPage } from "./contact-page.ts";
