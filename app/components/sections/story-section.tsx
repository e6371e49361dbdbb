import { about } from "~/content/site";

export function StorySection() {
  return (
    <section aria-labelledby="our-story" className="container-page py-16">
      <h2 id="our-story" className="text-3xl font-bold tracking-tight">
        Our Story
      </h2>
      <div className="mt-6 max-w-3xl space-y-5 text-lg text-muted">
        {about.story.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
