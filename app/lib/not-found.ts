/** The specification's console message for an unknown path. */
export function logNotFound(pathname: string): void {
  console.error("404 Error: User attempted to access non-existent route:", pathname);
}
