import { describe, expect, it } from "vitest";
import { addressLines } from "./address";

describe("the office's address, as its country writes it", () => {
  it.each([
    [
      "US",
      { street: "120 Quarry Road", locality: "Springfield", region: "IL", postalCode: "62701" },
      ["120 Quarry Road", "Springfield, IL 62701"],
    ],
    [
      "DE",
      { street: "Invalidenstraße 12", locality: "Berlin", postalCode: "10115" },
      ["Invalidenstraße 12", "10115 Berlin"],
    ],
    [
      "FR",
      { street: "12 rue de Rivoli", locality: "Paris", postalCode: "75001" },
      ["12 rue de Rivoli", "75001 Paris"],
    ],
    [
      "ES",
      { street: "Calle Mayor 5", locality: "Madrid", region: "Madrid", postalCode: "28013" },
      ["Calle Mayor 5", "28013 Madrid"],
    ],
    [
      "ES",
      { street: "Calle Larga 3", locality: "Jerez de la Frontera", region: "Cádiz", postalCode: "11403" },
      ["Calle Larga 3", "11403 Jerez de la Frontera Cádiz"],
    ],
    [
      "CA",
      { street: "100 Queen St W", locality: "Toronto", region: "ON", postalCode: "M5H 2N2" },
      ["100 Queen St W", "Toronto ON M5H 2N2"],
    ],
    [
      "AU",
      { street: "1 George St", locality: "Sydney", region: "NSW", postalCode: "2000" },
      ["1 George St", "Sydney NSW 2000"],
    ],
    [
      "GB",
      { street: "10 High Street", locality: "York", postalCode: "YO1 7HH" },
      ["10 High Street", "York", "YO1 7HH"],
    ],
  ])("in %s", (country, address, lines) => {
    expect(addressLines(address, country)).toEqual(lines);
  });
});
