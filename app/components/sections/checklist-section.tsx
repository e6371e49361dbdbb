import { CircleCheck } from "lucide-react";
import { about, company } from "~/content/site";

export function ChecklistSection() {
  return (
    <section aria-labelledby="why-choose" className="bg-surface py-16">
      <div className="container-page">
        <h2 id="why-choose" className="text-3xl font-bold tracking-tight">
          Why Choose {company.name}?
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {about.whyChoose.map((item) => (
            <li key={item} className="flex items-start gap-3 text-lg">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
