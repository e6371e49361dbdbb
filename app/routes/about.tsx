import type { Route } from "./+types/about";
import { ChecklistSection } from "~/components/sections/checklist-section";
import { PageHeader } from "~/components/sections/page-header";
import { StorySection } from "~/components/sections/story-section";
import { company } from "~/content/site";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "About Us",
    description: `Meet ${company.name}: a licensed and insured local contractor building and renovating homes and businesses since ${company.foundedYear}.`,
    path: "/about",
  });

export default function About() {
  return (
    <>
      <PageHeader
        title={`About ${company.name}`}
        intro="A local team of builders who treat every project as if it were our own home."
      />
      <StorySection />
      <ChecklistSection />
    </>
  );
}
