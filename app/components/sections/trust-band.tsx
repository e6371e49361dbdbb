import { home } from "~/content/site";
import { FactList } from "~/components/fact-list";

/** Concrete facts under the hero, from the content: years, licence, estimates, area served. */
export function TrustBand() {
  return (
    <section aria-labelledby="trust-title" className="border-b border-line bg-card">
      <div className="container-page py-8">
        <h2 id="trust-title" className="sr-only">
          {home.trust.title}
        </h2>
        <FactList
          facts={home.trust.facts}
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
          itemClassName="border-l-4 border-accent pl-4"
        />
      </div>
    </section>
  );
}
