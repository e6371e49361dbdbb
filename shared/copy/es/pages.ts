/**
 * The fixed Spanish wording of the pages that show the company and its work: the home page, About,
 * Services and each service's page, the questions, the portfolio and each project's page. What
 * these pages say about the company is the owner's (app/content/pages.json).
 */

/** The home page's headings and buttons. */
export const home = {
  /** The hero's two buttons. */
  actions: { quote: "Pida presupuesto", services: "Nuestros servicios" },
  /** Before the phone number, on phones (the call panel shows on wide screens). */
  callLine: "O llámenos:",
  callPanelTitle: "Hable con nosotros",
  ctaLinkLabel: "Contacte con nosotros hoy",
  /** Over the band of facts under the hero. */
  trustTitle: (name: string) => `${name} de un vistazo`,
  whyChooseTitle: (name: string) => `¿Por qué elegir ${name}?`,
  processTitle: "Cómo trabajamos",
  testimonialsTitle: "Lo que dicen nuestros clientes",
} as const;

/** The About page's title and headings. */
export const about = {
  metaTitle: "Quiénes somos",
  title: (name: string) => `Conozca ${name}`,
  storyTitle: "Nuestra historia",
  factsTitle: "Datos clave",
  whyChooseTitle: home.whyChooseTitle,
} as const;

/** The Services page's title, its description for search engines, its links. */
export const servicesPage = {
  metaTitle: "Nuestros servicios",
  /** "Cocinas, baños y terrazas, de la mano de Reformas Sierra." */
  description: (services: string, name: string) => `${services}, de la mano de ${name}.`,
  title: "Nuestros servicios",
  /** Each service card's link to the service's page. */
  cardLinkLabel: "Ver qué incluye",
  ctaLinkLabel: "Pida un presupuesto",
} as const;

/** The words of every service's page (the page itself is made from the service). */
export const servicePage = {
  breadcrumb: "Servicios",
  includedTitle: "Qué incluye",
  durationLabel: "Duración habitual",
  priceLabel: "Precio orientativo",
  processTitle: "Cómo funciona",
  projectsTitle: "Proyectos recientes",
  questionsTitle: "Preguntas frecuentes",
  quoteLabel: "Solicite un presupuesto para este trabajo",
} as const;

/** The page of every question, site-wide and per service. */
export const questionsPage = {
  metaTitle: "Preguntas frecuentes",
  title: "Preguntas frecuentes",
  generalTitle: "Antes de empezar",
} as const;

/** The portfolio's title, the labels of a project's facts, its button. */
export const portfolioPage = {
  metaTitle: "Nuestros proyectos",
  title: "Nuestros proyectos",
  /** The labels of a project's facts, on its card. */
  detailLabels: {
    location: "Ubicación",
    year: "Año de finalización",
    scope: "Alcance",
    duration: "Duración",
    budget: "Presupuesto",
  },
  ctaLinkLabel: "Pida su presupuesto",
} as const;

/** The words of every project's page (/portfolio/<slug>) and of the portfolio by kind of work. */
export const projectPage = {
  storyTitles: { brief: "El encargo", work: "Lo que hicimos", result: "El resultado" },
  photosTitle: "Fotos",
  /** Said of a photo's link to its full-size file. */
  fullSize: "tamaño completo",
  beforeAfterTitle: "Antes y después",
  before: "Antes",
  after: "Después",
  /** The comparison slider's name, for screen readers. */
  compareLabel: "Comparar el antes y el después",
  clientTitle: "Lo que dijo el cliente",
  previous: "Proyecto anterior",
  next: "Proyecto siguiente",
  quoteLabel: "Solicite un presupuesto para un proyecto como este",
  /** The portfolio's links to its pages by kind of work. */
  kindsLabel: "Tipo de trabajo",
  allKinds: "Todos los proyectos",
  /** The name of a project page's links to the previous and the next project. */
  moreProjects: "Más proyectos",
  /**
   * After a kind of work's name, its portfolio page's title: "Reformas integrales – proyectos"
   * (Spanish puts "proyectos" before its noun, so a dash sets it apart after the title).
   */
  kindProjects: "– proyectos",
} as const;
