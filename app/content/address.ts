/**
 * The office's address written as its country writes addresses: "Springfield, IL 62701" in the
 * United States, "10115 Berlin" in Germany, the town and the postcode on lines of their own in the
 * United Kingdom. The order is Google's address data for each country (libaddressinput, through
 * localized-address-format), not rules of our own. Lines, so a page sets them on lines or joins
 * them with commas.
 */
import { formatAddress } from "localized-address-format";

type Address = { street: string; locality: string; region?: string; postalCode: string };

/** The address as lines: the street, then the town as the country writes it. */
export const addressLines = (address: Address, country: string) =>
  formatAddress({
    postalCountry: country,
    addressLines: [address.street],
    locality: address.locality,
    // A region named as its town ("Madrid, Madrid") is said once.
    administrativeArea: address.region === address.locality ? undefined : address.region,
    postalCode: address.postalCode,
  });
