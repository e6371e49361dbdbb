/** The fixed German wording of the legal notice (/legal-notice), built only when the owner fills it in. */
export const legalNotice = {
  meta: {
    title: "Impressum",
    description: (name: string) =>
      `Impressum von ${name}: das Unternehmen, seine Vertretung, seine Registereintragung und wie Sie es erreichen.`,
  },
  header: {
    title: "Impressum",
    intro: (name: string) => `Wer diese Website betreibt und hinter ${name} steht.`,
  },
  labels: {
    company: "Unternehmen",
    legalForm: "Rechtsform",
    representative: "Vertreten durch",
    register: "Registereintrag",
    vatId: "Umsatzsteuer-Identifikationsnummer",
    supervisoryBody: "Aufsichtsbehörde",
    contact: "Kontakt",
  },
} as const;
