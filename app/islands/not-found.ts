import { logNotFound } from "~/lib/not-found";

// The one thing the 404 page does in the browser: say which path was not found.
logNotFound(window.location.pathname);
