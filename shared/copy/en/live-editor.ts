/**
 * What the editor on the live site (/admin/) says of its own, beside Sveltia's interface (which
 * follows the browser's language): its photo list and the line that says when a save is live.
 * To the owner, in the owner's language (tooling/editor/admin/).
 */
export const liveEditor = {
  addPhotos: "Add photos",
  addPhotosHint: (eachMb: number, saveMb: number) =>
    `Pick several at once (JPEG, PNG, WebP or AVIF, up to ${eachMb} MB each and ${saveMb} MB a save). They are added at the end of the list and saved with the project.`,
  added: (count: number) =>
    count === 1
      ? "Added 1 photo at the end of the list: write its description."
      : `Added ${count} photos at the end of the list: write a description for each, then put them in order.`,
  notAdded: (file: string, reason: string) => `Not added: ${file} (${reason}).`,
  notAPhoto: "not a JPEG, PNG, WebP or AVIF photo",
  tooLarge: (mb: number) => `larger than ${mb} MB`,
  saveTooLarge: (mb: number) => `more than ${mb} MB in one save: save, then add it`,
  unreadable: "it could not be read",
  newPhoto: "New photo (saved with the project)",
  description: (n: number) => `Description of photo ${n}`,
  moveUp: (n: number) => `Move photo ${n} up`,
  moveDown: (n: number) => `Move photo ${n} down`,
  remove: (n: number) => `Remove photo ${n}`,
  seconds: (n: number) => `about ${n} seconds`,
  minutes: (n: number) => `about ${n} minutes`,
  saved: (howLong: string) => `Saved. Your site shows the change in ${howLong}.`,
  live: "Your change is live on the site now.",
  lateServer:
    "Not live yet. If the site's check found a mistake, the email it sent you says what to fix; meanwhile the site shows the previous version.",
  lateWorkflow:
    "Not live yet. If the site's check found a mistake, the run in your repository's Actions tab on GitHub says what to fix; meanwhile the site shows the previous version.",
  close: "Close",
};
