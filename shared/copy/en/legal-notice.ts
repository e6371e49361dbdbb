/** The fixed English wording of the legal notice (/legal-notice), built only when the owner fills it in. */
export const legalNotice = {
  meta: {
    title: "Legal Notice",
    description: (name: string) =>
      `The legal notice of ${name}: the company, who represents it, its registration and how to reach it.`,
  },
  header: {
    title: "Legal notice",
    intro: (name: string) => `Who runs this website and the business of ${name}.`,
  },
  labels: {
    company: "Company",
    legalForm: "Legal form",
    representative: "Represented by",
    register: "Register",
    vatId: "VAT identification number",
    supervisoryBody: "Supervisory authority",
    contact: "Contact",
  },
} as const;
