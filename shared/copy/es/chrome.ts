/** The site's fixed Spanish wording on every page: the menu, the header, the call bar, the footer, the 404 page. */

/** The pages' names in the header's menu and the footer, in the menu's order. */
export const navigation = {
  home: "Inicio",
  about: "Quiénes somos",
  services: "Servicios",
  portfolio: "Proyectos",
  contact: "Contacto",
} as const;

/** Words of the header, the phone call bar and the footer. */
export const chrome = {
  /** The first link of every page, for keyboards and screen readers. */
  /** The name of the button that opens the menu on phones. */
  menuLabel: "Menú",
  /** The names of the header's menu and of a page's trail back to its section, for screen readers. */
  mainNavLabel: "Navegación principal",
  breadcrumbLabel: "Ruta de navegación",
  skipLink: "Saltar al contenido",
  /** The page shown if a page fails to render (never in a pre-rendered build). */
  errorPage: {
    title: "Algo ha salido mal",
    text: "Vuelva a intentarlo o",
    homeLink: "vuelva a la página de inicio",
  },
  callLabel: "Llamar",
  quoteLabel: "Pida presupuesto",
  footer: {
    contactTitle: "Contacto",
    hoursTitle: "Horario",
    pagesTitle: "Páginas",
    servicesTitle: "Servicios",
    areasTitle: "Zonas en las que trabajamos",
    questionsLink: "Preguntas frecuentes",
    licenceLabel: "Licencia n.º",
    closed: "Cerrado",
    privacyLink: "Política de privacidad",
    legalNoticeLink: "Aviso legal",
  },
} as const;

/** The page of an address the site does not have. */
export const notFound = {
  meta: {
    title: "Página no encontrada",
    description: "La página que busca no existe o ha cambiado de dirección.",
  },
  title: "404",
  text: "¡Vaya! Página no encontrada",
  linkLabel: "Volver al inicio",
  pagesTitle: "O pruebe con una de estas páginas",
  callText: "¿Busca algo en concreto? Llámenos:",
} as const;
