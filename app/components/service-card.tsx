import { CircleCheck } from "lucide-react";
import { Icon } from "~/components/icon";
import type { Service } from "~/content/site";

export function ServiceCard({ service }: { service: Service }) {
  return (
    <article className="flex flex-col rounded-lg border border-line bg-white p-8 shadow-sm">
      <Icon name={service.icon} className="size-10 text-accent" />
      <h2 className="mt-5 text-2xl font-semibold">{service.title}</h2>
      <p className="mt-3 text-muted">{service.description}</p>
      <ul className="mt-6 space-y-2">
        {service.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
            {feature}
          </li>
        ))}
      </ul>
    </article>
  );
}
