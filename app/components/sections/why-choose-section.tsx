import { Icon } from "~/components/icon";
import { useSite } from "~/content/site-context";

/** The owner's reasons to choose the company, as cards; none: no section. */
export function WhyChooseSection() {
  const { home } = useSite();
  if (home.whyChoose.length === 0) return null;
  return (
    <section aria-labelledby="why-choose" className="bg-surface py-16 sm:py-24">
      <div className="container-page">
        <h2 id="why-choose" className="section-title">
          {home.whyChooseTitle}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {home.whyChoose.map((item) => (
            <li key={item.title} className="rounded-lg border border-line bg-card p-8 shadow-sm">
              <Icon name={item.icon} className="size-10 text-accent" />
              <h3 className="mt-5 text-xl font-semibold">{item.title}</h3>
              <p className="mt-2 text-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
