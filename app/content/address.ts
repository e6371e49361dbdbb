/**
 * The office's address written as its country writes addresses: "Springfield, IL 62701" in the
 * United States, "10115 Berlin" in Germany, France or Spain, the town and the postcode on lines of
 * their own in the United Kingdom. Lines, so a page sets them on lines or joins them with commas.
 */
type Address = { street: string; locality: string; region?: string; postalCode: string };

/** The countries whose addresses put the town, then the state or province, then the postal code. */
const TOWN_REGION_CODE: Record<string, (a: Address) => string> = {
  US: (a) => `${a.locality}, ${[a.region, a.postalCode].filter(Boolean).join(" ")}`,
  CA: (a) => [a.locality, a.region, a.postalCode].filter(Boolean).join(" "),
  AU: (a) => [a.locality, a.region, a.postalCode].filter(Boolean).join(" "),
};
/** The countries whose addresses give the town and the postcode a line each. */
const TOWN_THEN_CODE = new Set(["GB", "IE"]);

/** The address's lines after the street; most of the world writes "<postal code> <town>". */
function placeLines(address: Address, country: string): string[] {
  const townRegionCode = TOWN_REGION_CODE[country];
  if (townRegionCode) return [townRegionCode(address)];
  const rest = address.region ? [address.region] : [];
  if (TOWN_THEN_CODE.has(country)) return [address.locality, ...rest, address.postalCode];
  return [`${address.postalCode} ${address.locality}`, ...rest];
}

/** The address as lines: the street, then the town as the country writes it. */
export const addressLines = (address: Address, country: string) => [
  address.street,
  ...placeLines(address, country),
];
