import Hammer from "lucide-react/icons/hammer";
import type { Route } from "./+types/services";
import { ServiceCard } from "~/components/service-card";
import { CtaSection } from "~/components/sections/cta-section";
import { PageHeader } from "~/components/sections/page-header";
import { services, servicesPage } from "~/content/site";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ ...servicesPage.meta, path: location.pathname });

export default function Services() {
  return (
    <>
      <PageHeader header={servicesPage.header} icon={Hammer} />
      <div className="container-page grid gap-6 py-16 md:grid-cols-2">
        {services.map((service) => (
          <ServiceCard key={service.title} service={service} />
        ))}
      </div>
      <CtaSection cta={servicesPage.cta} />
    </>
  );
}
