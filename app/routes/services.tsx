import type { Route } from "./+types/services";
import { ServiceCard } from "~/components/service-card";
import { CtaSection } from "~/components/sections/cta-section";
import { PageHeader } from "~/components/sections/page-header";
import { company, services } from "~/content/site";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Our Services",
    description: `Residential and commercial construction, remodeling and renovations, and general contracting from ${company.name}.`,
    path: "/services",
  });

export default function Services() {
  return (
    <>
      <PageHeader
        title="Our Services"
        intro="From a new home to a complete commercial fit-out, one team takes your project from plan to handover."
      />
      <div className="container-page grid gap-6 py-16 md:grid-cols-2">
        {services.map((service) => (
          <ServiceCard key={service.title} service={service} />
        ))}
      </div>
      <CtaSection
        title="Have a project in mind?"
        text="Tell us about it and receive a detailed, itemised quote at no cost."
        linkLabel="Get a Free Quote"
      />
    </>
  );
}
