/**
 * The editor's form leaves an emptied field as "" (or an empty object): the data file leaves it
 * out instead, so an optional field emptied in the form is simply absent, as the schema expects.
 * Shared by the browser (before checking a field) and the local backend (before writing a file).
 */
export function normalize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalize);
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .map(([key, inner]) => [key, normalize(inner)] as const)
      .filter(([, inner]) => inner !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  if (value === null || (typeof value === "string" && value.trim() === "")) return undefined;
  return value;
}
