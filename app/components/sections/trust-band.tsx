import { FactList } from "~/components/fact-list";
import { useSite } from "~/content/site-context";

/**
 * Concrete facts under the hero, from the content: years, licence, the owner's own, area served
 * (none: no band). Two by
 * two on phones from 360 px (one column below, where its labels would be cramped) and a size
 * smaller there, so the licence shows in the first screen beside the years.
 */
export function TrustBand() {
  const { home } = useSite();
  if (home.trust.facts.length === 0) return null;
  return (
    <section aria-labelledby="trust-title" className="border-b border-line bg-card">
      <div className="container-page py-6 sm:py-8">
        <h2 id="trust-title" className="sr-only">
          {home.trust.title}
        </h2>
        <FactList
          facts={home.trust.facts}
          className="grid gap-x-4 gap-y-5 min-[22.5rem]:grid-cols-2 sm:gap-6 lg:grid-cols-4"
          itemClassName="border-l-4 border-accent pl-3 text-sm sm:pl-4 sm:text-base"
          valueClassName="text-base sm:text-lg"
        />
      </div>
    </section>
  );
}
