/** The schemas of the questions (app/content/questions.json) and the testimonials (testimonials.json). */
import { z } from "zod";
import { placeholder, text } from "./fields.ts";

/** A question homeowners ask, and the company's answer. */
export const questionSchema = z.strictObject({
  question: text,
  answer: text,
  /** The kit's example answer. */
  placeholder,
});

/** A client's own words, published with their consent. Never invent one. */
export const testimonialSchema = z.strictObject({
  quote: text,
  /** As the client agreed to be named, e.g. "Maria K.". */
  name: text,
  /**
   * Optional: the project or place, e.g. "Kitchen remodel, Springfield". A project's exact title
   * (or slug) also shows the quote on that project's page.
   */
  project: text.optional(),
});

export type Question = z.infer<typeof questionSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
