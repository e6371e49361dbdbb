import CircleCheck from "lucide-react/icons/circle-check";
import type { SiteCopy } from "#shared/copy/types.ts";

/**
 * The confirmation, and under it, for a request from outside the areas served, the note about the
 * area; `notice`: the inbox's word when it stored the request but not its photos (app/inbox-pages.tsx).
 */
export function SentMessage({
  words,
  contactHref,
  outsideAreaSent,
  notice,
}: {
  words: Pick<SiteCopy["contactPage"], "success" | "sentPage">;
  /** The contact page's address, in the page's language. */
  contactHref: string;
  /** The note about the area, for a request from outside the areas served. */
  outsideAreaSent?: string | undefined;
  notice?: string;
}) {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <CircleCheck aria-hidden="true" className="size-12 text-green-700" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{words.success.title}</h1>
      <p className="mt-4 text-lg">{words.success.text}</p>
      {notice && <p className="mt-4 max-w-2xl text-lg">{notice}</p>}
      {outsideAreaSent && <p className="mt-4 max-w-2xl text-lg">{outsideAreaSent}</p>}
      <a href={contactHref} className="btn-primary mt-10">
        {words.sentPage.linkLabel}
      </a>
    </section>
  );
}
