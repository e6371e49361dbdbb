/**
 * The fixed French wording of the privacy notice ("Politique de confidentialité", /privacy). What
 * it says is made from the company, the form's fields and the build's settings (routes/privacy.tsx);
 * the owner writes how long they keep a request (pages.privacy.kept).
 */
export const privacy = {
  meta: {
    title: "Politique de confidentialité",
    description: (name: string) =>
      `Ce que ${name} fait des données que vous transmettez via ce site, combien de temps elles sont conservées et quels sont vos droits. Aucun cookie, aucun traceur.`,
  },
  header: {
    title: "Politique de confidentialité",
    intro:
      "Ce que deviennent les données que vous nous transmettez, combien de temps nous les conservons et ce que vous pouvez nous demander.",
  },
  responsibleTitle: "Responsable du traitement",
  collectedTitle: "Ce que collecte le formulaire, et pourquoi",
  /** Why each field of the form is asked for, by the form's field name; a field the form does not have is not listed. */
  purposes: {
    name: "pour savoir à qui nous répondons",
    email: "pour vous répondre",
    phone: "pour vous rappeler, si vous préférez en parler de vive voix (facultatif)",
    message: "pour comprendre votre projet et préparer un devis",
    service: "pour transmettre votre demande à la bonne personne (facultatif)",
    postcode: "pour vérifier que votre projet se situe dans une zone où nous intervenons (facultatif)",
    start: "pour prévoir une visite sur place au moment qui vous convient (facultatif)",
    budget: "pour vous proposer une solution adaptée à votre budget (facultatif)",
    photos: "pour voir les travaux à réaliser avant une visite sur place (facultatif)",
    source:
      "les paramètres de campagne du lien que vous avez suivi (utm_… et gclid), l'adresse de l'autre site si vous venez directement de celui-ci, et la page de ce site que vous consultiez avant le formulaire\u00a0: pour savoir lesquelles de nos publicités et de nos annonces sont efficaces. Rien n'est enregistré sur votre appareil pour le savoir",
  },
  /** What the request's source is called in the list of what the form collects. */
  sourceLabel: "Votre provenance",
  /** The legal basis: answering a request before any contract. */
  basis:
    "Nous utilisons ces données uniquement pour répondre à votre demande et préparer le devis que vous avez demandé\u00a0: jamais à des fins publicitaires, et nous ne les vendons à personne. (Base légale\u00a0: l'exécution de mesures précontractuelles prises à votre demande.)",
  noEndpoint:
    "Aucune donnée\u00a0: le formulaire de ce site n'envoie nulle part ce que vous saisissez. Votre saisie reste dans votre navigateur et est effacée lorsque vous appuyez sur le bouton. Pour nous joindre, appelez-nous ou écrivez-nous.",
  destinationTitle: "Destination des données",
  inbox:
    "Votre demande est enregistrée sur le serveur de ce site, dans une base de données que nous sommes seuls à pouvoir consulter.",
  /** The inbox on Cloudflare: the processor named. */
  cloudflareInbox:
    "Votre demande, ainsi que les photos que vous y joignez, est enregistrée dans une base de données que nous sommes seuls à pouvoir consulter, chez Cloudflare, Inc., la société qui héberge ce site pour notre compte et qui ne la traite que sur nos instructions, conformément à ses conditions de traitement des données.",
  mailProvider:
    "Elle peut également nous être transmise par e-mail par l'intermédiaire de notre fournisseur de messagerie, afin que nous en prenions connaissance aussitôt.",
  /** Ends with the form service's host. */
  formService:
    "Votre demande est transmise au service de formulaires qui nous la remet par e-mail, et qui la traite selon sa propre politique de confidentialité\u00a0:",
  retentionTitle: "Durée de conservation",
  /** Around the inbox's period: "<before> 730 jours (2 ans) <after>". */
  inboxRetention: {
    before: "Nous supprimons votre demande du serveur de ce site",
    /** The inbox on Cloudflare: its database is Cloudflare's. */
    beforeOnCloudflare: "Nous supprimons votre demande de la base de données de ce site chez Cloudflare",
    after: "après sa réception, ou plus tôt si vous le demandez.",
  },
  /** Around the backups' period: "<before> 7 jours <after>" (the inbox's build only). */
  backups: {
    before: "Les copies de votre demande dans nos sauvegardes sont conservées au maximum",
    after:
      "de plus, puis remplacées par des sauvegardes plus récentes. Si nous devions un jour restaurer une sauvegarde, nous supprimerions à nouveau ce que vous nous avez demandé de supprimer.",
  },
  rightsTitle: "Vos droits",
  rights:
    "Vous pouvez nous demander quelles données nous détenons sur vous et en obtenir une copie, les faire rectifier ou effacer, et vous opposer à leur utilisation. Écrivez-nous ou appelez-nous\u00a0: nous vous répondons dans un délai d'un mois, par e-mail, à l'adresse depuis laquelle vous nous avez écrit.",
  complaint:
    "Vous pouvez également introduire une réclamation auprès de l'autorité de protection des données de votre lieu de résidence.",
  deviceTitle: "Cookies et traceurs",
  noCookies:
    "Ce site ne dépose aucun cookie, n'enregistre rien sur votre appareil et n'exécute aucun code de mesure d'audience, de publicité ou de suivi. C'est pourquoi il ne vous demande aucun consentement.",
  /** Ends with the photo hosts, when the portfolio's photos are loaded from another site. */
  photoHosts:
    "Certaines de ses photos sont chargées depuis un autre site, qui voit l'adresse IP de votre navigateur, comme tout site que vous consultez\u00a0:",
} as const;
