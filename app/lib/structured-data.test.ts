import { COPIES } from "#shared/copy/all.ts";
import { describe, expect, it } from "vitest";
import { expectSpec } from "../../tests/support/expect-spec";
import { SPEC } from "../../tests/support/spec";
import { company, firstSite, localPath, services, siteOf } from "~/content/site";
import { SERVICES_PATH, servicePath } from "#shared/paths.ts";
import { starterData } from "../../tests/support/starter";
import { breadcrumbJsonLd, contractorJsonLd, serviceJsonLd } from "./structured-data";

describe("contractorJsonLd", () => {
  const data = contractorJsonLd(firstSite, "https://build.test");

  it("describes the company as its kind of business with its contact details", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": company.businessType ?? "HomeAndConstructionBusiness",
      name: company.name,
      url: "https://build.test/",
      logo: "https://build.test/icon-512.png",
      email: company.email,
      telephone: company.phoneE164,
      areaServed: (company.areasServed ?? []).map((place) => ({ "@type": "City", name: place.name })),
      ...(company.address && {
        address: { "@type": "PostalAddress", postalCode: company.address.postalCode },
      }),
    });
    expect(data.description).toBe(company.description);
  });

  it("files a company of another trade as that trade (a roofer is no general contractor)", () => {
    const roofer = contractorJsonLd(
      {
        ...firstSite,
        services,
        company: { ...company, businessType: "RoofingContractor" },
      },
      "https://build.test",
    );
    expect(roofer["@type"]).toBe("RoofingContractor");
    const { businessType: _, ...unsaid } = company;
    expect(contractorJsonLd({ ...firstSite, services, company: unsaid }, "https://build.test")["@type"]).toBe(
      "HomeAndConstructionBusiness",
    );
  });

  it("adds price range, coordinates, profiles and licence when the content sets them", () => {
    const full = contractorJsonLd(
      {
        ...firstSite,
        services,
        company: {
          ...company,
          priceRange: "$$",
          geo: { latitude: 39.78, longitude: -89.65 },
          sameAs: ["https://www.houzz.com/pro/example"],
          licenseNumber: "IL-104-000000",
        },
      },
      "https://build.test",
    );
    expect(full).toMatchObject({
      priceRange: "$$",
      geo: { "@type": "GeoCoordinates", latitude: 39.78, longitude: -89.65 },
      sameAs: ["https://www.houzz.com/pro/example"],
      hasCredential: { credentialCategory: "license", identifier: "IL-104-000000" },
    });
  });

  it("leaves the optional fields out when the content does not set them", () => {
    const { priceRange, geo, sameAs, licenseNumber, address, areasServed, ...bare } = company;
    void [priceRange, geo, sameAs, licenseNumber, address, areasServed];
    const minimal = contractorJsonLd({ ...firstSite, services, company: bare }, "https://build.test");
    for (const key of ["priceRange", "geo", "sameAs", "hasCredential", "address", "areaServed"]) {
      expect(minimal).not.toHaveProperty(key);
    }
  });

  it("states the opening hours of the content, closed days left out", () => {
    const week = contractorJsonLd(
      {
        ...firstSite,
        services,
        company: {
          ...company,
          hours: [
            {
              days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
              opens: "07:00",
              closes: "17:00",
            },
            { days: ["Saturday"], closed: true },
          ],
        },
      },
      "https://build.test",
    );
    expect(week.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "07:00",
        closes: "17:00",
      },
    ]);
  });

  it("states the specification's opening hours for the starter content", () => {
    const hours = contractorJsonLd(
      siteOf(starterData(), COPIES.en),
      "https://build.test",
    ).openingHoursSpecification;
    expect(hours.map((h) => h["@type"])).toEqual(hours.map(() => "OpeningHoursSpecification"));
    const [weekdays, saturday] = hours.map(({ dayOfWeek, opens, closes }) => ({ dayOfWeek, opens, closes }));
    expectSpec(weekdays, SPEC.weekdayHours);
    expectSpec(saturday, SPEC.saturdayHours);
  });

  it("files the starter company as a GeneralContractor (PRODUCT.md)", () => {
    expect(contractorJsonLd(siteOf(starterData(), COPIES.en), "https://build.test")["@type"]).toBe(
      "GeneralContractor",
    );
  });

  it("offers each service, with its page", () => {
    expect(data.hasOfferCatalog.itemListElement.map((o) => [o.itemOffered.name, o.itemOffered.url])).toEqual(
      services.map((s) => [s.title, `https://build.test${localPath(servicePath(s))}`]),
    );
  });

  it("is valid JSON that survives the round trip", () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});

describe("a service's structured data", () => {
  const service = services[0]!;

  it("is a Service provided by the company (its @id), where the company works", () => {
    expect(serviceJsonLd(service, firstSite, "https://build.test")).toMatchObject({
      "@type": "Service",
      name: service.title,
      url: `https://build.test${localPath(servicePath(service))}`,
      provider: { "@id": "https://build.test/#company" },
      areaServed: (company.areasServed ?? []).map((place) => ({
        "@type": "City",
        name: place.name,
        ...(place.postalCodes && { address: place.postalCodes.map((postalCode) => ({ postalCode })) }),
      })),
    });
  });

  it("has a breadcrumb trail of absolute addresses", () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: "Services", path: SERVICES_PATH },
          { name: service.title, path: servicePath(service) },
        ],
        firstSite,
        "https://build.test",
      ).itemListElement,
    ).toEqual([
      {
        "@type": "ListItem",
        position: 1,
        name: "Services",
        item: `https://build.test${localPath(SERVICES_PATH)}`,
      },
      {
        "@type": "ListItem",
        position: 2,
        name: service.title,
        item: `https://build.test${localPath(servicePath(service))}`,
      },
    ]);
  });
});
