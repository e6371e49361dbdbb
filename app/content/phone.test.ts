import { describe, expect, it } from "vitest";
import { phoneE164, phoneNumberIn } from "./phone";

describe("the phone number, typed once as customers write it", () => {
  it.each([
    ["(555) 555-0142", "US", "+15555550142"],
    ["030 1234 5678", "DE", "+493012345678"],
    ["0171 1234567", "DE", "+491711234567"],
    ["01 23 45 67 89", "FR", "+33123456789"],
    ["912 345 678", "ES", "+34912345678"],
    ["+49 30 1234 5678", "US", "+493012345678"],
  ])("%s in %s dials %s", (phone, country, e164) => {
    expect(phoneE164({ phone, country })).toBe(e164);
  });

  it.each([
    ["555-01", "US"],
    ["(555) 555-01422", "US"],
    ["030 1234 5678 9012 345", "DE"],
    ["call us", "US"],
  ])("refuses %s, which cannot exist in %s", (phone, country) => {
    expect(phoneNumberIn(phone, country)).toBeUndefined();
    expect(() => phoneE164({ phone, country })).toThrow(
      `company.phone: ${phone} cannot be a phone number in ${country}`,
    );
  });
});
