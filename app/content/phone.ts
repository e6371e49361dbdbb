/**
 * The company's phone number, written once as its customers write it: the international form that
 * tel: links and structured data need is derived from it and the company's country by
 * libphonenumber-js, which also knows whether such a number can exist there. Used at build time
 * only (the pages are pre-rendered): the contact form's island receives the derived number as a prop.
 */
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";

/**
 * The number in E.164 ("+15555550142"), or undefined when it cannot be a number of `country` (or
 * of the country its "+" code names). Possible, not "valid": the kit's placeholder (555) 555-0142
 * is a possible US number that is assigned to no one, and a number assigned last month may be
 * newer than the library's list.
 */
export function phoneNumberIn(phone: string, country: string): string | undefined {
  const parsed = parsePhoneNumberFromString(phone, country as CountryCode);
  return parsed?.isPossible() ? parsed.number : undefined;
}

/** The number in E.164, for a phone the schema has checked (phoneFitsCountry). */
export function phoneE164(company: { phone: string; country: string }): string {
  const number = phoneNumberIn(company.phone, company.country);
  if (!number)
    throw new Error(`company.phone: ${company.phone} cannot be a phone number in ${company.country}`);
  return number;
}
