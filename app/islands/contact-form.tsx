import { ContactForm } from "~/components/contact-form/contact-form";
import { reactIsland } from "~/lib/islands/react-island";

/** The contact form, hydrated on its own: React DOM without the router, on the one page that needs it. */
export default reactIsland(ContactForm);
