import type { PageHeader as PageHeaderCopy } from "~/content/site";

/** The title band at the top of every inner page: its one <h1> and an introduction. */
export function PageHeader({ header }: { header: PageHeaderCopy }) {
  return (
    <section className="bg-ink py-14 text-white sm:py-20">
      <div className="container-page">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{header.title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-300">{header.intro}</p>
      </div>
    </section>
  );
}
