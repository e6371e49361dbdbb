/**
 * The fixed Spanish wording of the privacy notice (/privacy). What it says is made from the
 * company, the form's fields and the build's settings (routes/privacy.tsx); the owner writes how
 * long they keep a request (pages.privacy.kept).
 */
export const privacy = {
  meta: {
    title: "Política de privacidad",
    description: (name: string) =>
      `Qué hace ${name} con los datos que usted envía a través de este sitio web, cuánto tiempo los conserva y qué puede solicitarle. Sin cookies ni rastreadores.`,
  },
  header: {
    title: "Política de privacidad",
    intro: "Qué ocurre con los datos que nos envía, cuánto tiempo los conservamos y qué puede solicitarnos.",
  },
  responsibleTitle: "Responsable del tratamiento",
  collectedTitle: "Qué datos recoge el formulario y con qué fin",
  /** Why each field of the form is asked for, by the form's field name; a field the form does not have is not listed. */
  purposes: {
    name: "para saber a quién respondemos",
    email: "para responderle",
    phone: "para devolverle la llamada, si prefiere hablar por teléfono (opcional)",
    message: "para entender su proyecto y preparar un presupuesto",
    service: "para hacer llegar su solicitud a la persona adecuada (opcional)",
    postcode: "para comprobar que su proyecto se encuentra en una zona en la que trabajamos (opcional)",
    start: "para programar una visita a la obra cuando a usted le venga bien (opcional)",
    budget: "para proponerle lo que se ajuste a su presupuesto (opcional)",
    photos: "para ver el trabajo antes de una visita a la obra (opcional)",
    source:
      "las etiquetas de campaña del enlace que usted siguió (utm_… y gclid), la dirección del otro sitio web si llegó directamente desde él y la página de este sitio en la que estaba antes del formulario: para saber cuáles de nuestros anuncios y fichas en directorios funcionan. Para averiguarlo no se almacena nada en su dispositivo",
  },
  /** What the request's source is called in the list of what the form collects. */
  sourceLabel: "Su procedencia",
  /** The legal basis: answering a request before any contract. */
  basis:
    "Utilizamos estos datos únicamente para responder a su solicitud y preparar el presupuesto que nos ha pedido: nunca con fines publicitarios, y no los vendemos a nadie. (Base jurídica: la aplicación, a petición suya, de medidas precontractuales).",
  noEndpoint:
    "Ninguno: el formulario de este sitio web no envía a ninguna parte lo que usted escribe. Permanece en su navegador y se borra al pulsar el botón. Para contactar con nosotros, llámenos o escríbanos por correo electrónico.",
  destinationTitle: "Adónde van sus datos",
  inbox:
    "Su solicitud se almacena en el servidor de este sitio web, en una base de datos que solo nosotros podemos consultar.",
  /** The inbox on Cloudflare: the processor named. */
  cloudflareInbox:
    "Su solicitud, junto con las fotos que añada, se almacena en una base de datos que solo nosotros podemos consultar, en Cloudflare, Inc., la empresa que aloja este sitio web por encargo nuestro y que la trata únicamente siguiendo nuestras instrucciones, conforme a sus condiciones de tratamiento de datos.",
  mailProvider:
    "Además, es posible que nos llegue por correo electrónico a través de nuestro proveedor de correo, para que la veamos de inmediato.",
  /** Ends with the form service's host. */
  formService:
    "Su solicitud se envía al servicio de formularios que nos la hace llegar por correo electrónico y que la trata conforme a su propia política de privacidad:",
  retentionTitle: "Plazo de conservación",
  /** Around the inbox's period: "<before> 730 days (2 years) <after>". */
  inboxRetention: {
    before: "La eliminamos del servidor de este sitio web",
    /** The inbox on Cloudflare: its database is Cloudflare's. */
    beforeOnCloudflare: "La eliminamos de la base de datos de este sitio web en Cloudflare",
    after: "después de recibirla, o antes si usted lo solicita.",
  },
  /** Around the backups' period: "<before> 7 days <after>" (the inbox's build only). */
  backups: {
    before: "Las copias de seguridad que la contienen se conservan como máximo",
    after:
      "más y después se sustituyen por otras más recientes. Si alguna vez tuviéramos que restaurar una copia de seguridad, volveríamos a eliminar lo que usted nos pidió que elimináramos.",
  },
  rightsTitle: "Sus derechos",
  rights:
    "Puede preguntarnos qué datos suyos tenemos y pedirnos una copia, solicitar que se rectifiquen o se supriman y oponerse a su tratamiento. Escríbanos o llámenos: le responderemos en el plazo de un mes, por correo electrónico a la dirección desde la que nos escribió.",
  complaint:
    "También tiene derecho a presentar una reclamación ante la autoridad de protección de datos del lugar donde reside.",
  deviceTitle: "Cookies y rastreadores",
  noCookies:
    "Este sitio web no instala cookies, no almacena nada en su dispositivo y no ejecuta ningún código de analítica, publicidad ni seguimiento. Por eso no le pide que acepte nada.",
  /** Ends with the photo hosts, when the portfolio's photos are loaded from another site. */
  photoHosts:
    "Algunas de sus fotos se cargan desde otro sitio web, que ve la dirección IP de su navegador, como ocurre con cualquier sitio web que usted visite:",
} as const;
