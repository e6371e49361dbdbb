import { CheckList } from "~/components/check-list";
import { useSite } from "~/content/site-context";

/** The owner's checklist of reasons to choose the company; none: no section. */
export function ChecklistSection() {
  const { about } = useSite();
  if (about.whyChoose.length === 0) return null;
  return (
    <section aria-labelledby="why-choose" className="bg-surface py-16">
      <div className="container-page">
        <h2 id="why-choose" className="text-3xl font-bold tracking-tight">
          {about.whyChooseTitle}
        </h2>
        <CheckList
          items={about.whyChoose}
          className="mt-8 grid gap-4 text-lg sm:grid-cols-2"
          iconClassName="size-6 text-accent"
        />
      </div>
    </section>
  );
}
