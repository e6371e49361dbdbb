import HardHat from "lucide-react/icons/hard-hat";
import type { Route } from "./+types/about";
import { ChecklistSection } from "~/components/sections/checklist-section";
import { PageHeader } from "~/components/sections/page-header";
import { StorySection } from "~/components/sections/story-section";
import { about } from "~/content/site";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ ...about.meta, path: location.pathname });

export default function About() {
  return (
    <>
      <PageHeader header={about.header} icon={HardHat} />
      <StorySection />
      <ChecklistSection />
    </>
  );
}
