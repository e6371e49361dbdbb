import { siteUrl } from "~/config";
import { company, services } from "~/content/site";

/**
 * schema.org GeneralContractor for the company, built from the same content module that renders
 * the pages, so what search engines read always equals what visitors read.
 */
export function contractorJsonLd(origin: string = siteUrl) {
  const address = "address" in company ? company.address : undefined;
  const areaServed = "areaServed" in company ? company.areaServed : undefined;
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
