/** The fixed French wording of the legal notice ("Mentions légales", /legal-notice), built only when the owner fills it in. */
export const legalNotice = {
  meta: {
    title: "Mentions légales",
    description: (name: string) =>
      `Les mentions légales de ${name}\u00a0: l'entreprise, son représentant, son immatriculation et ses coordonnées.`,
  },
  header: {
    title: "Mentions légales",
    intro: (name: string) => `Qui édite ce site et qui dirige l'entreprise ${name}.`,
  },
  labels: {
    company: "Entreprise",
    legalForm: "Forme juridique",
    representative: "Représentée par",
    register: "Immatriculation",
    vatId: "Numéro de TVA intracommunautaire",
    supervisoryBody: "Autorité de contrôle",
    contact: "Contact",
  },
} as const;
