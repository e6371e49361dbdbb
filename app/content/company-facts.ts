/**
 * The company as the owner wrote it, with what follows from it, and the facts the site states from
 * it alone: a line about years in business only from a founding year, "Licensed & insured" only from
 * a licence number or insurance the owner gave. Worded by shared/copy/ (`facts`).
 */
// Each function takes the words of the language it makes content in (only the parts it reads, so
// that a bundle keeps only those).
import type { SiteCopy } from "#shared/copy/types.ts";
import { addressLines } from "./address.ts";
import { phoneE164 } from "./phone.ts";
import { paddedTime } from "./days.ts";
import type { DataFile } from "./schema";

/**
 * The pages' language: the interface's wording's when it is one of the owner's languages, else the
 * first of them (the starter's words over an owner's content, in a test).
 */
export const pageLanguage = (languages: readonly string[], copy: Pick<SiteCopy, "language">) =>
  languages.includes(copy.language) ? copy.language : languages[0]!;

/** The company as the owner wrote it, with what follows from it. */
export function companyOf(
  data: DataFile<"company">,
  copy: Pick<SiteCopy, "facts" | "listText" | "language">,
) {
  const language = pageLanguage(data.languages, copy);
  return {
    ...data,
    /** The opening hours, each time as "HH:MM" whether the owner wrote "7:00" or "07:00". */
    hours: data.hours.map((line) => ({
      ...line,
      ...(line.opens && { opens: paddedTime(line.opens) }),
      ...(line.closes && { closes: paddedTime(line.closes) }),
    })),
    /** The pages' language (their lang): one of the owner's languages. */
    language,
    /** The pages' language in the company's country, for dates, times and numbers: "en-US", "de-DE". */
    locale: `${language}-${data.country}`,
    /** The phone number in international form, for tel: links and structured data. */
    phoneE164: phoneE164(data),
    /** The office's address as its country writes it, line by line; none without an address. */
    addressLines: data.address ? addressLines(data.address, data.country) : undefined,
    /** The country's name in the site's language ("United States"), for the legal notice. */
    countryName: new Intl.DisplayNames(language, { type: "region" }).of(data.country) ?? data.country,
    /** One sentence about the company, for search engines. */
    description: copy.facts.description(data.name, data.summary),
    /** Whole years since the founding year, as of the build (pages are rendered at build time); none without one. */
    yearsInBusiness: data.foundedYear === undefined ? undefined : new Date().getFullYear() - data.foundedYear,
    /** The towns served, for a sentence: "Springfield, Chatham and Rochester". */
    areasText: copy.listText((data.areasServed ?? []).map((place) => place.name)),
  };
}
export type Company = ReturnType<typeof companyOf>;

/**
 * "Licensed & insured", "Licensed" or "Insured", only as the owner's content says: with the licence
 * number, or else the insurance; nothing when it names neither.
 */
export const licensedFacts = ({ licenseNumber, insurance }: Company, copy: Pick<SiteCopy, "facts">) => {
  const { licensed, licenceNumber } = copy.facts;
  return licenseNumber || insurance
    ? [
        {
          value:
            licenseNumber && insurance
              ? licensed.both
              : licenseNumber
                ? licensed.licence
                : licensed.insurance,
          label: licenseNumber ? licenceNumber(licenseNumber) : insurance!,
        },
      ]
    : [];
};

/** "17 years, in business since 2008": only from a founding year the owner gave. */
export const yearsFacts = ({ yearsInBusiness, foundedYear }: Company, copy: Pick<SiteCopy, "facts">) =>
  yearsInBusiness === undefined || foundedYear === undefined
    ? []
    : [{ value: copy.facts.years(yearsInBusiness), label: copy.facts.inBusinessSince(foundedYear) }];
