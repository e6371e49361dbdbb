import { CheckList } from "~/components/check-list";
import { Icon } from "~/components/icon";
import type { Service } from "~/content/site";

export function ServiceCard({ service }: { service: Service }) {
  return (
    <article className="flex flex-col rounded-lg border border-line bg-white p-8 shadow-sm">
      <Icon name={service.icon} className="size-10 text-accent" />
      <h2 className="mt-5 text-2xl font-semibold">{service.title}</h2>
      <p className="mt-3 text-muted">{service.description}</p>
      <CheckList items={service.features} className="mt-6 space-y-2" iconClassName="size-5 text-accent" />
    </article>
  );
}
