import { ArrowRight, Phone } from "lucide-react";
import { Link } from "react-router";
import { CheckList } from "~/components/check-list";
import { PhoneLink } from "~/components/contact-links";
import { about, company, home } from "~/content/site";
import { formatTime } from "~/lib/format";

function CallPanel() {
  return (
    <aside
      aria-label={home.callPanelTitle}
      className="hidden rounded-lg bg-white/5 p-8 ring-1 ring-white/15 lg:block"
    >
      <p className="text-sm font-semibold tracking-widest text-amber-300 uppercase">{home.callPanelTitle}</p>
      <PhoneLink className="mt-3 flex items-center gap-3 text-3xl font-bold hover:text-amber-200">
        <Phone aria-hidden="true" className="size-7 text-amber-300" />
        {company.phone.display}
      </PhoneLink>
      <ul className="mt-4 space-y-1 text-slate-300">
        {company.hours.map((h) => (
          <li key={h.days}>
            {h.days}: {formatTime(h.opens)} - {formatTime(h.closes)}
          </li>
        ))}
      </ul>
      <CheckList
        items={about.whyChoose.slice(0, 3)}
        className="mt-6 space-y-3 border-t border-white/15 pt-6"
        iconClassName="size-5 text-amber-300"
      />
    </aside>
  );
}

export function HeroSection() {
  return (
    <section className="bg-ink text-white">
      <div className="container-page grid items-center gap-12 py-20 sm:py-28 lg:grid-cols-[3fr_2fr]">
        <div>
          <p className="text-sm font-semibold tracking-widest text-amber-300 uppercase">{home.eyebrow}</p>
          <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">
            {company.name}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-300 sm:text-xl">{company.pitch}</p>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row">
            <Link to="/contact" reloadDocument className="btn-primary">
              Get Free Quote
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <Link to="/services" reloadDocument className="btn-secondary">
              Our Services
            </Link>
          </div>
          <p className="mt-6 text-slate-300 lg:hidden">
            Or call us: <PhoneLink className="font-semibold text-white underline" />
          </p>
        </div>
        <CallPanel />
      </div>
    </section>
  );
}
