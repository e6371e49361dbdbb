import type { Route } from "./+types/home";
import { CtaSection } from "~/components/sections/cta-section";
import { HeroSection } from "~/components/sections/hero-section";
import { WhyChooseSection } from "~/components/sections/why-choose-section";
import { company } from "~/content/site";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Construction, Remodeling & General Contracting",
    description: `${company.name} builds homes, commercial spaces and renovations with expert craftsmanship, on-time delivery and fair pricing. Ask for a free quote.`,
    path: "/",
  });

export default function Home() {
  return (
    <>
      <HeroSection />
      <WhyChooseSection />
      <CtaSection
        title="Ready to start your project?"
        text="Tell us what you have in mind and we will get back to you with a free, no-obligation quote."
        linkLabel="Contact Us Today"
      />
    </>
  );
}
