import type { Route } from "./+types/home";
import { CtaSection } from "~/components/sections/cta-section";
import { HeroSection } from "~/components/sections/hero-section";
import { ProcessSection } from "~/components/sections/process-section";
import { ServicesSection } from "~/components/sections/services-section";
import { TestimonialsSection } from "~/components/sections/testimonials-section";
import { TrustBand } from "~/components/sections/trust-band";
import { WhyChooseSection } from "~/components/sections/why-choose-section";
import { pageMeta } from "~/lib/seo";
import { siteAt } from "~/content/site";
import { useSite } from "~/content/site-context";

export const meta: Route.MetaFunction = ({ location }) => {
  const site = siteAt(location.pathname);
  return pageMeta(site, { ...site.home.meta, path: location.pathname });
};

/** The specified parts (hero, Why Choose, closing call to action) keep their order. */
export default function Home() {
  const { home, testimonials } = useSite();
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
