import { useLocation } from "react-router";
import { company, otherLanguages } from "~/content/site";
import { languageOfPath, NOT_FOUND_PATH } from "#shared/paths.ts";

/**
 * The page's identity (shared/paths.ts): "/about" on "/es/sobre-nosotros". The 404 page's is the
 * home page's: no other language has a page at /404.
 */
function usePagePath() {
  const { path } = languageOfPath(useLocation().pathname, company.languages);
  return path === NOT_FOUND_PATH ? "/" : path;
}

/**
 * The same page in each of the owner's other languages, named in that language and marked as
 * written in it: plain links, so they work without JavaScript (another language's pages are
 * another build: React Router's links stay within one). Nothing on a site in one language.
 */
export function LanguageLinks({ className, linkClassName }: { className: string; linkClassName: string }) {
  const links = otherLanguages(usePagePath());
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
