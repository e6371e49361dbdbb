import { EmailLink, PhoneLink } from "~/components/contact-links";
import { company } from "~/content/site";

export function SiteFooter() {
  // Pages are rendered at build time, so this is the year of the build: never a stale copyright.
  const year = new Date().getFullYear();
  return (
    <footer className="bg-ink text-slate-300">
      <div className="container-page flex flex-col gap-2 py-8 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {year} <span className="font-semibold text-white">{company.name}</span> · {company.tagline}
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <PhoneLink className="hover:text-white" />
          <EmailLink className="hover:text-white" />
        </p>
      </div>
    </footer>
  );
}
