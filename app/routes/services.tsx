import Hammer from "lucide-react/icons/hammer";
import type { Route } from "./+types/services";
import { ServiceCard } from "~/components/service-card";
import { CtaSection } from "~/components/sections/cta-section";
import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/seo";
import { siteAt } from "~/content/site";
import { useSite } from "~/content/site-context";

export const meta: Route.MetaFunction = ({ location }) => {
  const site = siteAt(location.pathname);
  return pageMeta(site, { ...site.servicesPage.meta, path: location.pathname });
};

export default function Services() {
  const { services, servicesPage } = useSite();
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
