import { FactList } from "~/components/fact-list";
import { useSite } from "~/content/site-context";

/** The story, with the facts beside it (below it on a phone), so the page is balanced; no facts, no box. */
export function StorySection() {
  const { about } = useSite();
  return (
    <div className="container-page grid gap-10 py-16 lg:grid-cols-[3fr_2fr]">
      <section aria-labelledby="our-story">
        <h2 id="our-story" className="text-3xl font-bold tracking-tight">
          {about.storyTitle}
        </h2>
        <div className="mt-6 max-w-3xl space-y-5 text-lg text-muted">
          {about.story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
      {about.facts.items.length > 0 && (
        <aside
          aria-labelledby="about-facts"
          className="self-start rounded-lg border border-line bg-surface p-6 sm:p-8"
        >
          <h2 id="about-facts" className="eyebrow text-accent">
            {about.facts.title}
          </h2>
          <FactList
            facts={about.facts.items}
            className="mt-4 divide-y divide-line"
            itemClassName="py-4 first:pt-2 last:pb-0"
          />
        </aside>
      )}
    </div>
  );
}
