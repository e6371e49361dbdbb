/**
 * The island loader: the one script a page with islands loads (`/assets/`, so the CSP's
 * `script-src 'self'` covers it). Built by tooling/islands.ts.
 */
import { startIslands, whenPageIsReady } from "./loader";

whenPageIsReady(() => void startIslands());
