import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { Island } from "~/islands/island";
import { notFound } from "~/content/site";
import { logNotFound } from "~/lib/not-found";
import { pageMeta } from "~/lib/seo";

/**
 * Why a splat route and not the root ErrorBoundary: it renders the full layout with navigation, it
 * is pre-rendered once (as /404, written to 404.html by the build) and `npm start` or a static host
 * serves that file with status 404 for every unknown path. Only the browser knows which path the
 * visitor asked for: the "not-found" island logs it in production, the effect below in development
 * (where the whole app hydrates).
 */
export const meta: Route.MetaFunction = () => pageMeta({ ...notFound.meta, path: "/404", noindex: true });

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => logNotFound(pathname), [pathname]);

  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <h1 className="text-7xl font-extrabold text-accent">{notFound.title}</h1>
      <p className="mt-4 text-2xl font-semibold">{notFound.text}</p>
      <Link to="/" reloadDocument className="btn-primary mt-10">
        {notFound.linkLabel}
      </Link>
      <Island name="not-found" />
    </section>
  );
}
