/**
 * What the build checks of the whole content (app/content/site.ts) before it builds: the parts the
 * owner wrote, as the pages use them (the company, the services, the numbered projects, the
 * questions and the testimonials), and what one part says of another. The interface's wording is
 * fixed (shared/copy/) and checked by the type checker, not here.
 */
import { z } from "zod";
import { companySchema, legalNoticeNeedsAddress, phoneFitsCountry } from "./company.ts";
import { contentProject } from "./projects.ts";
import { questionSchema, testimonialSchema } from "./questions.ts";
import { serviceList, serviceSchema } from "./services.ts";

export const ownerContentSchema = z
  .object({
    company: companySchema,
    services: serviceList(serviceSchema),
    /** The data's projects, with their number and their service's category. */
    projects: z.array(contentProject),
    /** Questions for every service (each service has its own too). */
    questions: z.array(questionSchema),
    /** Real clients' words only. Empty hides the section. */
    testimonials: z.array(testimonialSchema),
  })
  .superRefine((content, ctx) => {
    legalNoticeNeedsAddress(content.company, ctx, ["company"]);
    phoneFitsCountry(content.company, ctx, ["company"]);
    const slugs = content.services.map((s) => s.slug);
    content.projects.forEach((project, i) => {
      if (!slugs.includes(project.service)) {
        ctx.addIssue({
          code: "custom",
          path: ["projects", i, "service"],
          message: `must be the slug of one of the services (${slugs.join(", ")})`,
        });
      }
      if (content.projects.findIndex((p) => p.slug === project.slug) !== i) {
        ctx.addIssue({
          code: "custom",
          path: ["projects", i, "slug"],
          message: "is used by another project",
        });
      }
    });
  });
