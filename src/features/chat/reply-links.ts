/**
 * Scripted replies may contain links written as `[label](/path)` (docs/spec/SPEC.md §4.3). Only site-internal
 * paths become buttons; anything else (external URLs, `javascript:`, protocol-relative `//host`,
 * back-slashes, odd characters) stays plain text, exactly as written.
 */
export type ReplyPart = { kind: 'text'; text: string } | { kind: 'link'; label: string; path: string };

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;
/** A same-site path: one leading slash, then only URL-safe path, query and fragment characters. */
const INTERNAL_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/?=&#%]*$/;

export const isInternalPath = (path: string): boolean => INTERNAL_PATH.test(path);

export function parseReplyLinks(text: string): ReplyPart[] {
  const parts: ReplyPart[] = [];
  let last = 0;
  const pushText = (t: string) => {
    if (!t) return;
    const previous = parts[parts.length - 1];
    if (previous?.kind === 'text') previous.text += t;
    else parts.push({ kind: 'text', text: t });
  };
  for (const match of text.matchAll(LINK)) {
    const [whole, label, path] = match;
    pushText(text.slice(last, match.index));
    if (isInternalPath(path!) && label!.trim()) parts.push({ kind: 'link', label: label!.trim(), path: path! });
    else pushText(whole);
    last = match.index! + whole.length;
  }
  pushText(text.slice(last));
  return parts;
}
