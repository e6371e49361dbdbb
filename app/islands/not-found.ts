import { scriptIsland } from "~/lib/islands/define";

/**
 * The one thing the 404 page does in the browser, and the one place it is done: log the path that
 * was not found (the specification's message). No React.
 */
export default scriptIsland(() => {
  console.error("404 Error: User attempted to access non-existent route:", window.location.pathname);
});
