/**
 * The data files the owner edits (by hand or with `npm run edit`), by name: app/content/<name>.json.
 * Strict objects, so a misspelt key is reported rather than ignored. A list is a file's only field
 * (the editor edits a file as one object). Each file's title is what the editor calls it.
 */
import { z } from "zod";
import { companySchema, legalNoticeNeedsAddress, phoneFitsCountry } from "./company.ts";
import { pagesSchema } from "./pages.ts";
import { questionSchema, testimonialSchema } from "./questions.ts";
import { serviceList, serviceSchema } from "./services.ts";

/** The schema of each data file, by its name. */
export const dataFiles = {
  company: companySchema
    .strict()
    .superRefine((company, ctx) => {
      legalNoticeNeedsAddress(company, ctx);
      phoneFitsCountry(company, ctx);
    })
    .meta({ title: "Company details" }),
  pages: pagesSchema.meta({ title: "Your words, page by page" }),
  services: z.strictObject({ services: serviceList(serviceSchema) }).meta({ title: "Services" }),
  questions: z
    .strictObject({ questions: z.array(questionSchema).meta({ singular: "question" }) })
    .meta({ title: "Questions and answers" }),
  testimonials: z
    .strictObject({ testimonials: z.array(testimonialSchema).meta({ singular: "testimonial" }) })
    .meta({ title: "Testimonials" }),
};
export type DataFileName = keyof typeof dataFiles;
export type DataFile<N extends DataFileName> = z.infer<(typeof dataFiles)[N]>;

/** Where a data file's fields sit in the content: "company" + ".email" = "company.email". */
export const dataFilePrefix: Record<DataFileName, string> = {
  company: "company",
  pages: "",
  services: "",
  questions: "",
  testimonials: "",
};
