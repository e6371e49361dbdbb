import { siteUrl } from "~/settings";
import type { Company, Service, Site } from "~/content/site";
import { servicePath } from "#shared/paths.ts";
import { OG_IMAGE } from "~/lib/social-card";

/**
 * A page's absolute URL in the site's language ("/es/…"): one company, described in each of its
 * languages.
 */
const pageIn =
  ({ localPath }: Pick<Site, "localPath">, origin: string) =>
  (path: string) =>
    `${origin}${localPath(path)}`;

/** The towns served, as schema.org places with their postal codes. */
function placesJsonLd(company: Pick<Company, "areasServed" | "country">) {
  return (company.areasServed ?? []).map((place) => ({
    "@type": "City",
    name: place.name,
    ...(place.postalCodes?.length && {
      address: place.postalCodes.map((postalCode) => ({
        "@type": "PostalAddress",
        postalCode,
        addressCountry: company.country,
      })),
    }),
  }));
}

/**
 * The company in schema.org's terms (its `businessType`: GeneralContractor in the starter content),
 * built from the same content module that renders
 * the pages, so what search engines read always equals what visitors read.
 */
export function contractorJsonLd(
  site: Pick<Site, "company" | "services" | "words" | "localPath">,
  origin: string = siteUrl,
) {
  const { company, services, words } = site;
  const { address, priceRange, geo, sameAs, licenseNumber } = company;
  const areaServed = placesJsonLd(company);
  const page = pageIn(site, origin);
  return {
    "@context": "https://schema.org",
    // Left out, the kind every construction trade is: nothing claimed that the owner did not say.
    "@type": company.businessType ?? "HomeAndConstructionBusiness",
    "@id": `${origin}/#company`,
    name: company.name,
    description: company.description,
    url: page("/"),
    logo: `${origin}/icon-512.png`,
    image: page(OG_IMAGE.path),
    email: company.email,
    telephone: company.phoneE164,
    ...(company.languages.length > 1 && { knowsLanguage: company.languages }),
    ...(address && {
      address: {
        "@type": "PostalAddress",
        streetAddress: address.street,
        addressLocality: address.locality,
        ...(address.region && { addressRegion: address.region }),
        postalCode: address.postalCode,
        addressCountry: company.country,
      },
    }),
    ...(areaServed.length > 0 && { areaServed }),
    ...(geo && { geo: { "@type": "GeoCoordinates", latitude: geo.latitude, longitude: geo.longitude } }),
    ...(priceRange && { priceRange }),
    ...(sameAs?.length && { sameAs }),
    ...(licenseNumber && {
      hasCredential: {
        "@type": "EducationalOccupationalCredential",
        credentialCategory: "license",
        identifier: licenseNumber,
      },
    }),
    // Closed days are left out: a day not listed is a day closed.
    openingHoursSpecification: company.hours
      .filter((h) => !h.closed)
      .map((h) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: h.days,
        opens: h.opens,
        closes: h.closes,
      })),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: words.facts.servicesOf(company.name),
      itemListElement: services.map((s) => ({
        "@type": "Offer",
        itemOffered: {
          "@type": "Service",
          name: s.title,
          description: s.description,
          url: page(servicePath(s)),
        },
      })),
    },
  };
}

/** A service's page: the Service the company provides, where it provides it. */
export function serviceJsonLd(
  service: Service,
  site: { company: Pick<Company, "areasServed" | "country" | "name"> } & Pick<Site, "localPath">,
  origin: string = siteUrl,
) {
  const { company } = site;
  const areaServed = placesJsonLd(company);
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    serviceType: service.category,
    description: service.description,
    url: pageIn(site, origin)(servicePath(service)),
    provider: { "@id": `${origin}/#company`, name: company.name },
    ...(areaServed.length > 0 && { areaServed }),
  };
}

/** Where a page sits: its ancestors and itself, each a name and a path ("/services"). */
export function breadcrumbJsonLd(
  trail: readonly { name: string; path: string }[],
  site: Pick<Site, "localPath">,
  origin: string = siteUrl,
) {
  const page = pageIn(site, origin);
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: page(crumb.path),
    })),
  };
}
