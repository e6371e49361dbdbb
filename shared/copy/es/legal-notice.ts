/** The fixed Spanish wording of the legal notice (/legal-notice), built only when the owner fills it in. */
export const legalNotice = {
  meta: {
    title: "Aviso legal",
    description: (name: string) =>
      `Aviso legal de ${name}: la empresa, quién la representa, su inscripción registral y cómo ponerse en contacto con ella.`,
  },
  header: {
    title: "Aviso legal",
    intro: (name: string) => `Quién gestiona este sitio web y la empresa ${name}.`,
  },
  labels: {
    company: "Empresa",
    legalForm: "Forma jurídica",
    representative: "Representada por",
    register: "Registro",
    vatId: "Número de identificación a efectos del IVA",
    supervisoryBody: "Autoridad de supervisión",
    contact: "Contacto",
  },
} as const;
