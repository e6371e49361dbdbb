import type { Route } from "./+types/home";
import { CtaSection } from "~/components/sections/cta-section";
import { HeroSection } from "~/components/sections/hero-section";
import { ProcessSection } from "~/components/sections/process-section";
import { ServicesSection } from "~/components/sections/services-section";
import { TestimonialsSection } from "~/components/sections/testimonials-section";
import { TrustBand } from "~/components/sections/trust-band";
import { WhyChooseSection } from "~/components/sections/why-choose-section";
import { home, testimonials } from "~/content/site";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ ...home.meta, path: location.pathname });

/** The specified parts (hero, Why Choose, closing call to action) keep their order. */
export default function Home() {
  return (
    <>
      <HeroSection />
      <TrustBand />
      <WhyChooseSection />
      <ServicesSection />
      <ProcessSection />
      <TestimonialsSection testimonials={testimonials} />
      <CtaSection cta={home.cta} />
    </>
  );
}
