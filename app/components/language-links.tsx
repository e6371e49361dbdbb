import { usePageIdentity } from "~/components/page-link";
import { useSite } from "~/content/site-context";
import { NOT_FOUND_PATH } from "#shared/paths.ts";

/**
 * The same page in each of the owner's other languages, named in that language and marked as
 * written in it: plain links, so they work without JavaScript. Nothing on a site in one language.
 */
export function LanguageLinks({ className, linkClassName }: { className: string; linkClassName: string }) {
  // The 404 page's counterpart is the home page: no other language has a page at /404.
  const page = usePageIdentity();
  const { otherLanguages } = useSite();
  const links = otherLanguages(page === NOT_FOUND_PATH ? "/" : page);
  if (links.length === 0) return null;
  return (
    <ul className={className}>
      {links.map(({ language, name, href }) => (
        <li key={language}>
          <a href={href} hrefLang={language} lang={language} className={linkClassName}>
            {name}
          </a>
        </li>
      ))}
    </ul>
  );
}
