import { ContactForm } from "~/components/contact-form/contact-form";
import { reactIsland } from "~/lib/islands/react-island";

/**
 * The contact form, hydrated on its own, on the one page that needs it: no router, and in browsers
 * Preact's React-compatible API instead of React DOM (docs/decisions/0015).
 */
export default reactIsland(ContactForm);
