import type { Route } from "./+types/home";
import { CtaSection } from "~/components/sections/cta-section";
import { HeroSection } from "~/components/sections/hero-section";
import { WhyChooseSection } from "~/components/sections/why-choose-section";
import { home } from "~/content/site";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => pageMeta({ ...home.meta, path: "/" });

export default function Home() {
  return (
    <>
      <HeroSection />
      <WhyChooseSection />
      <CtaSection cta={home.cta} />
    </>
  );
}
