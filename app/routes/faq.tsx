import CircleHelp from "lucide-react/icons/circle-help";
import MessageCircleQuestionMark from "lucide-react/icons/message-circle-question-mark";
import { PageLink } from "~/components/page-link";
import type { Route } from "./+types/faq";
import { EmptyNote } from "~/components/empty-note";
import { QuestionList } from "~/components/question-list";
import { CtaSection } from "~/components/sections/cta-section";
import { PageHeader } from "~/components/sections/page-header";
import { servicePath } from "#shared/paths.ts";
import { pageMeta } from "~/lib/seo";
import { siteAt } from "~/content/site";
import { useSite } from "~/content/site-context";

export const meta: Route.MetaFunction = ({ location }) => {
  const site = siteAt(location.pathname);
  return pageMeta(site, { ...site.questionsPage.meta, path: location.pathname });
};

/**
 * Every question of the content: the general ones, then each service's under its title; while there
 * are none, the owner's sentence in their place.
 */
export default function Faq() {
  const { questions, questionsPage, services, servicesPage } = useSite();
  const groups = [
    ...(questions.length > 0
      ? [{ key: "general", title: questionsPage.generalTitle, to: null, questions }]
      : []),
    ...services
      .filter((s) => s.questions && s.questions.length > 0)
      .map((s) => ({ key: s.slug, title: s.title, to: servicePath(s), questions: s.questions! })),
  ];
  return (
    <>
      <PageHeader header={questionsPage.header} icon={CircleHelp} />
      <div className="container-page py-16">
        <div className="max-w-3xl space-y-12">
          {groups.length === 0 && (
            <EmptyNote icon={MessageCircleQuestionMark}>{questionsPage.empty}</EmptyNote>
          )}
          {groups.map((group) => (
            <section key={group.key} aria-labelledby={`questions-${group.key}`}>
              <h2 id={`questions-${group.key}`} className="text-2xl font-bold tracking-tight">
                {group.to ? (
                  <PageLink to={group.to} className="underline-offset-4 hover:underline">
                    {group.title}
                  </PageLink>
                ) : (
                  group.title
                )}
              </h2>
              <div className="mt-5">
                <QuestionList questions={group.questions} />
              </div>
            </section>
          ))}
        </div>
      </div>
      <CtaSection cta={servicesPage.cta} />
    </>
  );
}
