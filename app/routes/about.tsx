import HardHat from "lucide-react/icons/hard-hat";
import type { Route } from "./+types/about";
import { ChecklistSection } from "~/components/sections/checklist-section";
import { PageHeader } from "~/components/sections/page-header";
import { StorySection } from "~/components/sections/story-section";
import { pageMeta } from "~/lib/seo";
import { siteAt } from "~/content/site";
import { useSite } from "~/content/site-context";

export const meta: Route.MetaFunction = ({ location }) => {
  const site = siteAt(location.pathname);
  return pageMeta(site, { ...site.about.meta, path: location.pathname });
};

export default function About() {
  const { about } = useSite();
  return (
    <>
      <PageHeader header={about.header} icon={HardHat} />
      <StorySection />
      <ChecklistSection />
    </>
  );
}
