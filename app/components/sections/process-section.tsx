import type { Step } from "~/content/site";
import { useSite } from "~/content/site-context";

/**
 * How a project runs, as a numbered list from the content: from the first call to handover (the
 * home page's, unless a service's own is given).
 */
export function ProcessSection({
  process: own,
}: {
  process?: { title: string; intro?: string; steps: readonly Step[] };
}) {
  const { home } = useSite();
  const process = own ?? home.process;
  return (
    <section aria-labelledby="process-title" className="py-16 sm:py-24">
      <div className="container-page">
        <h2 id="process-title" className="section-title">
          {process.title}
        </h2>
        {process.intro && <p className="mt-3 max-w-2xl text-lg text-muted">{process.intro}</p>}
        <ol className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-4">
          {process.steps.map((step, index) => (
            <li key={step.title} className="border-t-4 border-accent pt-5">
              <span aria-hidden="true" className="text-4xl font-extrabold text-accent">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-2 text-xl font-semibold">{step.title}</h3>
              <p className="mt-2 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
