/** The build's notes about the content: texts still the kit's examples, lists still empty. */
import { PROJECTS_FOLDER } from "../app/content/schema";
import type { Content } from "../app/content/site";

/** The owner's words of each page (pages.json), as the build's notes name them. */
const PAGE_TEXTS = {
  company: "the company's pitch, tagline and summary (company.json)",
  home: "the home page's texts (pages.home)",
  about: "the About page's story and texts (pages.about)",
  servicesPage: "the Services page's texts (pages.servicesPage)",
  portfolioPage: "the Portfolio page's texts (pages.portfolioPage)",
  questionsPage: "the Questions page's texts (pages.questionsPage)",
  contact: "the Contact page's texts (pages.contact)",
} as const;

/**
 * Where the content still holds the kit's example texts: each page's words, service page, story and
 * question so marked.
 */
export function placeholderTexts(content: Content): string[] {
  const { services, questions, projects, privacy } = content;
  return [
    ...(Object.keys(PAGE_TEXTS) as (keyof typeof PAGE_TEXTS)[])
      .filter((page) => content[page].placeholder)
      .map((page) => PAGE_TEXTS[page]),
    ...services.filter((s) => s.placeholder).map((s) => `the page of "${s.title}"`),
    ...projects.filter((p) => p.placeholder).map((p) => `the story of "${p.title}"`),
    ...[...questions, ...services.flatMap((s) => s.questions ?? [])]
      .filter((q) => q.placeholder)
      .map((q) => `the answer to "${q.question}"`),
    ...(privacy.placeholder ? [`the privacy notice's "${privacy.retentionTitle}" (pages.privacy.kept)`] : []),
  ];
}

/** What shows where a list of the owner's is empty: the build says so, each time. */
export function emptyListNotices(content: Content): string[] {
  const { projects, questions, services, testimonials } = content;
  return [
    ...(projects.length === 0
      ? [
          `Note: no projects yet: the portfolio says "${content.portfolioPage.empty}" (pages.portfolioPage.empty) in their place. Add a project with npm run edit, or a file in app/content/${PROJECTS_FOLDER}/.`,
        ]
      : []),
    ...(questions.length === 0 && services.every((s) => !s.questions?.length)
      ? [
          `Note: no questions yet: the questions page says "${content.questionsPage.empty}" (pages.questionsPage.empty) in their place. Add some with npm run edit, or in app/content/questions.json.`,
        ]
      : []),
    ...(testimonials.length === 0
      ? [
          "Note: no testimonials: the home page shows no clients' words until you add some, with their consent (npm run edit, or app/content/testimonials.json).",
        ]
      : []),
  ];
}
