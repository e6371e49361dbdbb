import Quote from "lucide-react/icons/quote";
import type { Testimonial } from "~/content/site";
import { useSite } from "~/content/site-context";

/**
 * Clients' own words from the content. Renders nothing when there are none: the default content
 * ships none, because invented reviews mislead visitors.
 */
export function TestimonialsSection({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const { home } = useSite();
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-title" className="bg-surface py-16 sm:py-24">
      <div className="container-page">
        <h2 id="testimonials-title" className="section-title">
          {home.testimonialsTitle}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.name + t.quote} className="rounded-lg border border-line bg-card p-8 shadow-sm">
              <figure>
                <Quote aria-hidden="true" className="size-8 text-accent" />
                <blockquote className="mt-4 text-lg">
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption className="mt-4">
                  <span className="font-semibold">{t.name}</span>
                  {t.project && <span className="block text-muted">{t.project}</span>}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
