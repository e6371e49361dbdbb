import ArrowRight from "lucide-react/icons/arrow-right";
import { PageLink } from "~/components/page-link";
import type { CallToAction } from "~/content/site";
import { CONTACT_PATH } from "#shared/paths.ts";

/**
 * The closing call to action that ends a page: one heading, one sentence, one link to the contact
 * page (`to`: with a service preselected).
 */
export function CtaSection({ cta, to = CONTACT_PATH }: { cta: CallToAction; to?: string }) {
  return (
    <section aria-labelledby="cta-title" className="bg-accent-soft py-16">
      <div className="container-page flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {cta.title}
          </h2>
          <p className="mt-2 max-w-xl text-muted">{cta.text}</p>
        </div>
        <PageLink to={to} className="btn-primary shrink-0">
          {cta.linkLabel}
          <ArrowRight aria-hidden="true" className="size-5" />
        </PageLink>
      </div>
    </section>
  );
}
