/** A JSON text that holds an object (a draft or saved answers from session storage), or null for anything else. */
export function parseJsonRecord(json: string | null): Record<string, unknown> | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}
