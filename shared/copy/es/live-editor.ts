/** Lo que dice el editor del sitio (/admin/) por su cuenta: ver ../en/live-editor.ts. */
export const liveEditor = {
  addPhotos: "Añadir fotos",
  addPhotosHint: (eachMb: number, saveMb: number) =>
    `Elija varias a la vez (JPEG, PNG, WebP o AVIF, hasta ${eachMb} MB cada una y ${saveMb} MB por guardado). Se añaden al final de la lista y se guardan con el proyecto.`,
  added: (count: number) =>
    count === 1
      ? "1 foto añadida al final de la lista: escriba su descripción."
      : `${count} fotos añadidas al final de la lista: escriba una descripción para cada una y póngalas en orden.`,
  notAdded: (file: string, reason: string) => `No añadida: ${file} (${reason}).`,
  notAPhoto: "no es una foto JPEG, PNG, WebP o AVIF",
  tooLarge: (mb: number) => `pesa más de ${mb} MB`,
  saveTooLarge: (mb: number) => `más de ${mb} MB en un solo guardado: guarde y luego añádala`,
  unreadable: "no se pudo leer",
  newPhoto: "Foto nueva (se guarda con el proyecto)",
  description: (n: number) => `Descripción de la foto ${n}`,
  moveUp: (n: number) => `Subir la foto ${n}`,
  moveDown: (n: number) => `Bajar la foto ${n}`,
  remove: (n: number) => `Quitar la foto ${n}`,
  seconds: (n: number) => `unos ${n} segundos`,
  minutes: (n: number) => `unos ${n} minutos`,
  saved: (howLong: string) => `Guardado. Su sitio mostrará el cambio en ${howLong}.`,
  live: "Su cambio ya está en el sitio.",
  lateServer:
    "Aún no está en el sitio. Si la revisión del sitio encontró un error, el correo que le envió dice qué corregir; mientras tanto, el sitio muestra la versión anterior.",
  lateWorkflow:
    "Aún no está en el sitio. Si la revisión del sitio encontró un error, la ejecución en la pestaña «Actions» de su repositorio en GitHub dice qué corregir; mientras tanto, el sitio muestra la versión anterior.",
  close: "Cerrar",
};
