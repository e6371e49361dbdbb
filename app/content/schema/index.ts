/**
 * The one schema of what the owner writes. The build checks the owner's data files against it
 * before anything is built (tooling/content-check.ts), so a mistake stops `npm run build` with the
 * field's path and what is wrong; the editor (`npm run edit`, tooling/editor/) builds its form, its
 * labels and hints (each field's `.meta()`) and its checks from the same schemas.
 *
 * One module per data file: company.ts, pages.ts, services.ts, questions.ts (and the testimonials),
 * projects.ts; data-files.ts names the files; owner-content.ts checks the whole content's owner parts.
 * The interface's fixed wording has no schema: it is typed by itself (shared/copy/).
 */
import type { Fact } from "./pages.ts";

export { DAYS, type Day } from "../days.ts";
export { isLocalPhoto, isRemotePhoto } from "../photo-source.ts";
export { PROJECTS_FOLDER, projectFileName, projectSlugOf, projectsFromFiles } from "../project-files.ts";
export { fieldPath } from "./fields.ts";
export {
  companySchema,
  companyTextsSchema,
  type CompanyContent,
  type LegalNotice,
  type OpeningHours,
  type Place,
} from "./company.ts";
export { iconNames, MAX_SERVICES, serviceSchema, type IconName, type Service } from "./services.ts";
export { questionSchema, testimonialSchema, type Question, type Testimonial } from "./questions.ts";
export { photoSchema, projectFile, projectSchema, type Project, type ProjectFile } from "./projects.ts";
export { pagesSchema, type CallToAction, type Fact, type Pages, type Step } from "./pages.ts";
export { dataFilePrefix, dataFiles, type DataFile, type DataFileName } from "./data-files.ts";
export { ownerContentSchema } from "./owner-content.ts";

/** The title band of an inner page (components/sections/page-header.tsx): its title, intro and fact. */
export type PageHeaderCopy = { title: string; intro: string; fact?: Fact };
