/** Whether a value is a plain object (not null, not an array): what JSON calls an object. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON text that holds an object (a draft or saved answers from session storage), or null for anything else. */
export function parseJsonRecord(json: string | null): Record<string, unknown> | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  return isRecord(value) ? value : null;
}
