/** The tab's sessionStorage, or nothing where the browser refuses it (storage disabled): then nothing is kept, nothing breaks. */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
