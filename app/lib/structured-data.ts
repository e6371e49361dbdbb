import { siteUrl } from "~/settings";
import * as site from "~/content/site";

/**
 * schema.org GeneralContractor for the company, built from the same content module that renders
 * the pages, so what search engines read always equals what visitors read.
 */
export function contractorJsonLd(
  origin: string = siteUrl,
  { company, services }: Pick<typeof site, "company" | "services"> = site,
) {
  const { address, areaServed, priceRange, geo, sameAs, licenseNumber } = company;
  return {
    "@context": "https://schema.org",
    "@type": "GeneralContractor",
    "@id": `${origin}/#company`,
    name: company.name,
    description: company.description,
    url: `${origin}/`,
    logo: `${origin}/icon-512.png`,
    image: `${origin}/og-image.png`,
    email: company.email,
    telephone: company.phone.e164,
    ...(address && {
      address: {
        "@type": "PostalAddress",
        streetAddress: address.street,
        addressLocality: address.locality,
        addressRegion: address.region,
        postalCode: address.postalCode,
        addressCountry: address.country,
      },
    }),
    ...(areaServed && { areaServed }),
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
    openingHoursSpecification: company.hours.map((h) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: h.dayOfWeek,
      opens: h.opens,
      closes: h.closes,
    })),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Construction services",
      itemListElement: services.map((s) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: s.title, description: s.description },
      })),
    },
  };
}
