import { describe, expect, it } from "vitest";
import { expectSpec } from "../../tests/support/expect-spec";
import { SPEC } from "../../tests/support/spec";
import { company, services } from "~/content/site";
import { contractorJsonLd } from "./structured-data";

describe("contractorJsonLd", () => {
  const data = contractorJsonLd("https://build.test");

  it("describes the company as a GeneralContractor with its contact details", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "GeneralContractor",
      name: company.name,
      url: "https://build.test/",
      logo: "https://build.test/icon-512.png",
      email: company.email,
      telephone: company.phone.e164,
      areaServed: company.areaServed,
      ...(company.address && {
        address: { "@type": "PostalAddress", postalCode: company.address.postalCode },
      }),
    });
    expect(data.description).toBe(company.description);
  });

  it("adds price range, coordinates, profiles and licence when the content sets them", () => {
    const full = contractorJsonLd("https://build.test", {
      services,
      company: {
        ...company,
        priceRange: "$$",
        geo: { latitude: 39.78, longitude: -89.65 },
        sameAs: ["https://www.houzz.com/pro/example"],
        licenseNumber: "IL-104-000000",
      },
    });
    expect(full).toMatchObject({
      priceRange: "$$",
      geo: { "@type": "GeoCoordinates", latitude: 39.78, longitude: -89.65 },
      sameAs: ["https://www.houzz.com/pro/example"],
      hasCredential: { credentialCategory: "license", identifier: "IL-104-000000" },
    });
  });

  it("leaves the optional fields out when the content does not set them", () => {
    const { priceRange, geo, sameAs, licenseNumber, address, areaServed, ...bare } = company;
    void [priceRange, geo, sameAs, licenseNumber, address, areaServed];
    const minimal = contractorJsonLd("https://build.test", { services, company: bare });
    for (const key of ["priceRange", "geo", "sameAs", "hasCredential", "address", "areaServed"]) {
      expect(minimal).not.toHaveProperty(key);
    }
  });

  it("states the specification's opening hours", () => {
    const hours = data.openingHoursSpecification;
    expect(hours.map((h) => h["@type"])).toEqual(hours.map(() => "OpeningHoursSpecification"));
    const [weekdays, saturday] = hours.map(({ dayOfWeek, opens, closes }) => ({ dayOfWeek, opens, closes }));
    expectSpec(weekdays, SPEC.weekdayHours);
    expectSpec(saturday, SPEC.saturdayHours);
  });

  it("offers the four services", () => {
    expect(data.hasOfferCatalog.itemListElement.map((o) => o.itemOffered.name)).toEqual(
      services.map((s) => s.title),
    );
  });

  it("is valid JSON that survives the round trip", () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});
