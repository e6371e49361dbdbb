import { hydrateRoot } from "react-dom/client";
import { ContactForm } from "~/components/contact-form";

// Hydrates the pre-rendered form only: React without the router, on the one page that needs it.
const container = document.querySelector('[data-island="contact-form"]');
if (container) hydrateRoot(container, <ContactForm />);
