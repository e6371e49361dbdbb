/**
 * The fixed German wording of the privacy notice (/privacy). What it says is made from the
 * company, the form's fields and the build's settings (routes/privacy.tsx); the owner writes how
 * long they keep a request (pages.privacy.kept).
 */
export const privacy = {
  meta: {
    title: "Datenschutzerklärung",
    description: (name: string) =>
      `Was ${name} mit den Angaben macht, die Sie über diese Website senden, wie lange sie gespeichert werden und was Sie verlangen können. Keine Cookies, kein Tracking.`,
  },
  header: {
    title: "Datenschutzerklärung",
    intro:
      "Was mit den Angaben geschieht, die Sie uns senden, wie lange wir sie speichern und was Sie von uns verlangen können.",
  },
  responsibleTitle: "Verantwortliche Stelle",
  collectedTitle: "Welche Angaben das Formular erhebt und warum",
  /** Why each field of the form is asked for, by the form's field name; a field the form does not have is not listed. */
  purposes: {
    name: "damit wir wissen, wem wir antworten",
    email: "um Ihnen zu antworten",
    phone: "um Sie zurückzurufen, falls Sie lieber telefonieren (freiwillig)",
    message: "um Ihr Vorhaben zu verstehen und ein Angebot zu erstellen",
    service: "um Ihre Anfrage an die richtige Ansprechperson weiterzuleiten (freiwillig)",
    postcode: "um zu prüfen, ob Ihr Projekt in unserem Einsatzgebiet liegt (freiwillig)",
    start: "um einen Vor-Ort-Termin zu planen, der Ihnen passt (freiwillig)",
    budget: "um Ihnen vorzuschlagen, was zu Ihrem Kostenrahmen passt (freiwillig)",
    photos: "um uns schon vor einem Vor-Ort-Termin ein Bild von den Arbeiten zu machen (freiwillig)",
    source:
      "die Kampagnenkennungen des Links, dem Sie gefolgt sind (utm_… und gclid), die Adresse der anderen Website, falls Sie direkt von einer solchen kamen, und die Seite dieser Website, auf der Sie vor dem Formular waren: um zu erfahren, welche unserer Anzeigen und Einträge wirken. Dafür wird nichts auf Ihrem Gerät gespeichert",
  },
  /** What the request's source is called in the list of what the form collects. */
  sourceLabel: "Woher Sie zu uns kamen",
  /** The legal basis: answering a request before any contract. */
  basis:
    "Wir verwenden diese Angaben nur, um Ihre Anfrage zu beantworten und das gewünschte Angebot zu erstellen – nie für Werbung, und wir verkaufen sie an niemanden. (Rechtsgrundlage: vorvertragliche Maßnahmen, die auf Ihre Anfrage hin erfolgen.)",
  noEndpoint:
    "Nichts: Das Formular dieser Website sendet Ihre Eingaben nirgendwohin. Sie bleiben in Ihrem Browser und werden gelöscht, wenn Sie auf die Schaltfläche klicken. Um uns zu erreichen, rufen Sie uns an oder schreiben Sie uns eine E-Mail.",
  destinationTitle: "Wohin Ihre Angaben gelangen",
  inbox:
    "Ihre Anfrage wird auf dem Server dieser Website gespeichert, in einer Datenbank, die nur wir lesen können.",
  /** The inbox on Cloudflare: the processor named. */
  cloudflareInbox:
    "Ihre Anfrage wird mit allen Fotos, die Sie beifügen, in einer Datenbank gespeichert, die nur wir lesen können: bei Cloudflare, Inc., dem Unternehmen, bei dem diese Website für uns gehostet wird und das Ihre Anfrage ausschließlich nach unseren Weisungen und gemäß seinen Bedingungen zur Auftragsverarbeitung verarbeitet.",
  mailProvider:
    "Zusätzlich kann sie uns über unseren E-Mail-Anbieter per E-Mail zugestellt werden, damit wir sie sofort sehen.",
  /** Ends with the form service's host. */
  formService:
    "Ihre Anfrage wird an den Formulardienst übermittelt, der sie uns per E-Mail zustellt und sie nach seinen eigenen Datenschutzbestimmungen verarbeitet:",
  retentionTitle: "Wie lange wir sie speichern",
  /** Around the inbox's period: "<before> 730 Tage (2 Jahre) <after>". */
  inboxRetention: {
    before: "Wir löschen sie vom Server dieser Website",
    /** The inbox on Cloudflare: its database is Cloudflare's. */
    beforeOnCloudflare: "Wir löschen sie aus der Datenbank dieser Website bei Cloudflare",
    after: "nach ihrem Eingang oder früher, wenn Sie uns darum bitten.",
  },
  /** Around the backups' period: "<before> 7 Tage <after>" (the inbox's build only). */
  backups: {
    before: "Kopien davon in unseren Datensicherungen werden höchstens",
    after:
      "länger aufbewahrt und dann durch neuere ersetzt. Sollten wir jemals eine Datensicherung wiederherstellen müssen, löschen wir erneut, was Sie uns zu löschen gebeten haben.",
  },
  rightsTitle: "Ihre Rechte",
  rights:
    "Sie können von uns Auskunft darüber verlangen, welche Daten wir über Sie gespeichert haben, und eine Kopie davon erhalten, diese Daten berichtigen oder löschen lassen und ihrer Verwendung widersprechen. Schreiben Sie uns oder rufen Sie uns an: Wir antworten innerhalb eines Monats per E-Mail an die Adresse, von der aus Sie uns geschrieben haben.",
  complaint: "Sie können sich außerdem bei der Datenschutzaufsichtsbehörde an Ihrem Wohnort beschweren.",
  deviceTitle: "Cookies und Tracking",
  noCookies:
    "Diese Website setzt keine Cookies, speichert nichts auf Ihrem Gerät und verwendet keinen Analyse-, Werbe- oder Tracking-Code. Deshalb müssen Sie hier auch nichts akzeptieren.",
  /** Ends with the photo hosts, when the portfolio's photos are loaded from another site. */
  photoHosts:
    "Einige Fotos dieser Website werden von einer anderen Website geladen, die dabei – wie jede Website, die Sie besuchen – die Internetadresse (IP-Adresse) Ihres Browsers sieht:",
} as const;
