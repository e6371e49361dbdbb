/**
 * The island loader: the script the page's bootstrap (bootstrap.ts) adds once the page has painted,
 * so it starts every island at once. Served from `/assets/` (the CSP's `script-src 'self'`). Built
 * by tooling/islands.ts.
 */
import { startIslands } from "./loader";

void startIslands();
