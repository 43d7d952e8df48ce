/** Selects a node's text, so a visitor whose browser refuses the clipboard can press Ctrl+C. */
export function selectContents(node: Node | null): void {
  const selection = window.getSelection();
  if (!node || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(node);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * Writes text to the clipboard. Resolves `true` when the browser accepted it; `false` when the
 * Clipboard API is missing (an insecure origin) or refused (a denied permission), after
 * selecting `fallback`'s text (an element showing the same text) so it can be copied by hand.
 * No `document.execCommand('copy')`: it is deprecated (decision 0015).
 */
export async function copyText(text: string, fallback: Node | null): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    selectContents(fallback);
    return false;
  }
}
