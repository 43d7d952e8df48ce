import { useEffect, type RefObject } from 'react';
import { sessionStore as storage } from '../lib/session-store';
import { DRAFT_PREFIX, draftKey, SENT_KEY, SUBMISSION_ID_FIELD } from './form-keys';
import { SERVICE_AREA_FIELD } from '../../content/form-basics';

/**
 * No lead lost: every lead form keeps a draft of what the visitor typed in sessionStorage (this
 * tab only), from the first keystroke until /thank-you is reached. When the post fails (the
 * service is down, the browser is offline) and the visitor comes back, the form is filled again.
 * Files are never kept (a browser cannot refill a file input), nor the hidden fields, the
 * honeypot or anything else whose name starts with `_`.
 */
/** Field name → its value, or the values of its checked boxes and radios. */
export type Draft = Record<string, string | string[]>;

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const SKIPPED_TYPES = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image', 'password']);

/**
 * A field's name in the draft: its own, or `data-draft-name` for boxes that post through their
 * group's hidden field (Mantine's Checkbox.Group posts one joined value; its boxes have no name).
 */
const draftName = (el: Control): string => el.name || el.dataset.draftName || '';

/** The form's fields a draft keeps. */
function draftControls(form: HTMLFormElement): Control[] {
  return [...form.elements].filter(
    (el): el is Control =>
      (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) &&
      draftName(el) !== '' &&
      !draftName(el).startsWith('_') &&
      !SKIPPED_TYPES.has(el.type),
  );
}

const isChoice = (el: Control): el is HTMLInputElement => el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

/** What the visitor has entered in a form, as a draft. */
export function readDraft(form: HTMLFormElement): Draft {
  const draft: Draft = {};
  for (const el of draftControls(form)) {
    const name = draftName(el);
    if (isChoice(el)) {
      const chosen = Array.isArray(draft[name]) ? (draft[name] as string[]) : [];
      draft[name] = el.checked ? [...chosen, el.value] : chosen;
    } else {
      draft[name] = el.value;
    }
  }
  return draft;
}

/**
 * Fills a form from a draft. Text goes in as typed; a box or radio whose state differs is clicked,
 * so the components that show it (Mantine's radio group) follow as if the visitor had clicked.
 */
export function applyDraft(form: HTMLFormElement, draft: Draft): void {
  for (const el of draftControls(form)) {
    const saved = draft[draftName(el)];
    if (saved === undefined) continue;
    if (isChoice(el)) {
      const checked = Array.isArray(saved) && saved.includes(el.value);
      if (el.checked !== checked) el.click();
    } else if (typeof saved === 'string' && el.value !== saved) {
      el.value = saved;
    }
  }
}

/** Forgets every draft: the lead has arrived (/thank-you). */
export function clearLeadDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k): k is string => k?.startsWith(DRAFT_PREFIX) ?? false);
  for (const key of keys) store.removeItem(key);
}

/** Keeps the form's draft while the visitor types, and fills the form from it when it appears. */
export function useLeadDraft(formRef: RefObject<HTMLFormElement | null>, formId: string): void {
  useEffect(() => {
    const form = formRef.current;
    const store = storage();
    if (!form || !store) return;
    const key = draftKey(formId, window.location.pathname);
    try {
      const saved = store.getItem(key);
      if (saved) applyDraft(form, JSON.parse(saved) as Draft);
    } catch {
      store.removeItem(key);
    }
    const save = () => {
      try {
        store.setItem(key, JSON.stringify(readDraft(form)));
      } catch {
        // Storage full or refused: the form still works, only without a draft.
      }
    };
    form.addEventListener('input', save);
    form.addEventListener('change', save);
    return () => {
      form.removeEventListener('input', save);
      form.removeEventListener('change', save);
    };
  }, [formRef, formId]);
}

/**
 * What the visitor sent last in this visit, for /thank-you to echo: the form's fields as
 * they were posted (not the hidden `_` fields nor `Service area`; a file by its name), with the `from` of the
 * thank-you page it leads to. One sessionStorage entry (SENT_KEY, ./form-keys.ts), replaced by the next post, gone with the tab.
 */
export interface SentFields {
  from: string;
  fields: ReadonlyArray<readonly [string, string]>;
  /** The submission's key (./submission-record.ts), for the thank-you page to mark it arrived. */
  submission?: string;
}

/** Keeps the fields the form is posting (called as the browser sends it), and which submission they are. */
export function keepSentFields(form: HTMLFormElement, from: string, submission: string): void {
  const fields: Array<[string, string]> = [];
  for (const [name, value] of new FormData(form)) {
    // The office's own fields: the hidden `_` ones, where we serve, which the form said already, and the submission's id.
    if (name.startsWith('_') || name === SERVICE_AREA_FIELD || name === SUBMISSION_ID_FIELD) continue;
    const text = typeof value === 'string' ? value.trim() : value.name;
    if (text) fields.push([name, text]);
  }
  try {
    storage()?.setItem(SENT_KEY, JSON.stringify({ from, fields, submission } satisfies SentFields));
  } catch {
    // Storage full or refused: the thank-you page thanks without the echo.
  }
}

/** Forgets the last post's fields: the thank-you page said them back once (a reload, or the next person, finds nothing). */
export function forgetSentFields(): void {
  try {
    storage()?.removeItem(SENT_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}

/** The last post, if it was sent by a form that leads to this `from`; null otherwise. */
function lastSent(from: string): Partial<SentFields> | null {
  try {
    const sent = JSON.parse(storage()?.getItem(SENT_KEY) ?? 'null') as Partial<SentFields> | null;
    return sent?.from === from ? sent : null;
  } catch {
    return null;
  }
}

/** The last post's submission key, if it was sent by a form that leads to this `from`; null otherwise. */
export function sentSubmission(from: string): string | null {
  const submission = lastSent(from)?.submission;
  return typeof submission === 'string' ? submission : null;
}

/** The last post's fields, if they were sent by a form that leads to this `from`; null otherwise. */
export function readSentFields(from: string): SentFields['fields'] | null {
  try {
    const sent = lastSent(from);
    if (!sent || !Array.isArray(sent.fields)) return null;
    const fields = sent.fields.filter((f): f is [string, string] => Array.isArray(f) && f.length === 2 && f.every((x) => typeof x === 'string'));
    return fields.length ? fields : null;
  } catch {
    return null;
  }
}
