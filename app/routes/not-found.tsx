import { PageLink } from "~/components/page-link";
import { PhoneLink } from "~/components/contact-links";
import type { Route } from "./+types/not-found";
import notFoundLog from "~/islands/not-found";
import { Island } from "~/lib/islands/island";
import { pageMeta } from "~/lib/seo";
import { NOT_FOUND_PATH } from "#shared/paths.ts";
import { siteAt } from "~/content/site";
import { useSite } from "~/content/site-context";

/**
 * Why a splat route and not the root ErrorBoundary: it renders the full layout with navigation, it
 * is pre-rendered once (as /404, written to 404.html by the build) and `npm start` or a static host
 * serves that file with status 404 for every unknown path. Only the browser knows which path the
 * visitor asked for: the "not-found" island logs it (app/islands/not-found.ts).
 */
export const meta: Route.MetaFunction = ({ location }) => {
  const site = siteAt(location.pathname);
  return pageMeta(site, { ...site.notFound.meta, path: NOT_FOUND_PATH, noindex: true });
};

export default function NotFound() {
  const { company, navigation, notFound } = useSite();
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <h1 className="text-7xl font-extrabold text-accent">{notFound.title}</h1>
      <p className="mt-4 text-2xl font-semibold">{notFound.text}</p>
      <PageLink to="/" className="btn-primary mt-10">
        {notFound.linkLabel}
      </PageLink>
      <nav aria-labelledby="other-pages" className="mt-12">
        <h2 id="other-pages" className="text-lg font-semibold">
          {notFound.pagesTitle}
        </h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-3">
          {navigation
            .filter((item) => item.to !== "/")
            .map((item) => (
              <li key={item.to}>
                <PageLink
                  to={item.to}
                  className="btn border border-line bg-card text-ink hover:border-accent"
                >
                  {item.label}
                </PageLink>
              </li>
            ))}
        </ul>
      </nav>
      <p className="mt-10 text-muted">
        {notFound.callText} <PhoneLink company={company} className="font-semibold text-accent underline" />
      </p>
      <Island of={notFoundLog} props={{}} />
    </section>
  );
}
