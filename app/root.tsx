import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useLocation } from "react-router";
import type { Route } from "./+types/root";
import { siteAt } from "~/content/site";
import { SiteContext, useSite } from "~/content/site-context";
import { CallBar } from "~/components/call-bar";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { faviconDataUrl } from "~/lib/favicon";
import { SpeculationRules } from "~/lib/speculation-rules";
import "./app.css";

export function Layout({ children }: { children: ReactNode }) {
  // Every page's language is its address's: "/es/…" in Spanish, the rest in the first language.
  const site = siteAt(useLocation().pathname);
  const { company, chrome } = site;
  return (
    <SiteContext value={site}>
      <html lang={company.language}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="color-scheme" content="light dark" />
          <meta name="theme-color" content={company.themeColor} />
          {/* Browsers that read SVG icons take the inline one and ask for no file; the PNG is for the
            others and for search engines, which want an icon they can fetch. */}
          <link rel="icon" href="/favicon.png" type="image/png" sizes="32x32" />
          <link rel="icon" href={faviconDataUrl} type="image/svg+xml" />
          <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
          <Meta />
          <Links />
        </head>
        <body className="flex min-h-dvh flex-col">
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:font-semibold focus:text-ink focus:shadow-lg"
          >
            {chrome.skipLink}
          </a>
          <SiteHeader />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter />
          <CallBar />
          <SpeculationRules />
          {/* Development hydrates the whole app through React Router, for hot reload. A production page
            carries no router runtime: only its islands load script (app/lib/islands/island.tsx). */}
          {import.meta.env.DEV && <Scripts />}
        </body>
      </html>
    </SiteContext>
  );
}

/**
 * React Router renders the root's HydrateFallback into its SPA fallback page, which it refuses to
 * write without the router's scripts (a documented requirement). No visitor gets that page: the
 * build deletes it, and unknown paths get 404.html. See docs/decisions/0003-islands-on-public-apis.md.
 */
export function HydrateFallback() {
  return import.meta.env.DEV ? null : <Scripts />;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { chrome, localPath } = useSite();
  const { errorPage } = chrome;
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorPage.title;
  return (
    <div className="container-page py-24 text-center">
      <h1 className="text-3xl font-bold">{message}</h1>
      <p className="mt-4 text-muted">
        {errorPage.text}{" "}
        <a className="text-accent underline" href={localPath("/")}>
          {errorPage.homeLink}
        </a>
        .
      </p>
    </div>
  );
}
