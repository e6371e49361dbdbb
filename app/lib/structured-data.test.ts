import { describe, expect, it } from "vitest";
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
      address: { "@type": "PostalAddress", postalCode: company.address.postalCode },
    });
  });

  it("states the specification's opening hours", () => {
    expect(data.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "16:00" },
    ]);
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
