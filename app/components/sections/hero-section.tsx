import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { company } from "~/content/site";

export function HeroSection() {
  return (
    <section className="bg-ink text-white">
      <div className="container-page py-20 sm:py-28">
        <p className="text-sm font-semibold tracking-widest text-amber-300 uppercase">
          Residential · Commercial · Remodeling
        </p>
        <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">{company.name}</h1>
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
      </div>
    </section>
  );
}
