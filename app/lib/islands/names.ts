/** An island's name: its file name in app/islands/, without the extension. */
export function islandName(file: string): string {
  return file.slice(file.lastIndexOf("/") + 1).replace(/\.tsx?$/, "");
}
