import { sessionStore as storage } from '../lib/session-store';
import { formPageOf, SUBMISSIONS_KEY } from './form-keys';
import { randomId } from '../lib/random-id';

/**
 * One lead per submission (docs/spec/DECISIONS.md "One lead per submission", decision 0091): each
 * lead form's submission, by its draft's key (the form on its page), in this tab's sessionStorage:
 * its id (posted as `Submission id`, the same when the family sends it again, so the office sees a
 * repeat for what it is), when it was last sent, and when its thank-you page was reached. Nothing
 * here identifies the family: an id and two times. A request that arrived is kept only until the
 * family moves on to another page (Back to its form is what needs it); one that may not have
 * arrived, until it does.
 */
export interface SubmissionRecord {
  id: string;
  /** When it was last sent (ms since the epoch). */
  sentAt?: number;
  /** When its thank-you page was reached after that (ms since the epoch), and which page that was (path and query). */
  arrivedAt?: number;
  arrivedOn?: string;
}

type Records = Record<string, SubmissionRecord>;

const isRecord = (value: unknown): value is SubmissionRecord => {
  if (typeof value !== 'object' || value === null) return false;
  const { id, sentAt, arrivedAt, arrivedOn } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    id !== '' &&
    (sentAt === undefined || typeof sentAt === 'number') &&
    (arrivedAt === undefined || typeof arrivedAt === 'number') &&
    (arrivedOn === undefined || typeof arrivedOn === 'string')
  );
};

function readAll(): Records {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(SUBMISSIONS_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, record]) => isRecord(record))) as Records;
  } catch {
    return {};
  }
}

function writeAll(records: Records): void {
  try {
    if (Object.keys(records).length === 0) storage()?.removeItem(SUBMISSIONS_KEY);
    else storage()?.setItem(SUBMISSIONS_KEY, JSON.stringify(records));
  } catch {
    // Storage full or refused: the form still posts; only a reload cannot tell it was sent.
  }
}

function write(key: string, record: SubmissionRecord): SubmissionRecord {
  writeAll({ ...readAll(), [key]: record });
  return record;
}

/** The form's submission as this tab knows it, or null. */
export const submissionOf = (key: string): SubmissionRecord | null => readAll()[key] ?? null;

/** The form's submission `id` (the same when sent again: the same request) about to be sent at `at`, not arrived. */
export function markSent(key: string, id: string, at: number): SubmissionRecord {
  return write(key, { id, sentAt: at });
}

/** The form's submission reached its thank-you page `on` (its path and query) at `at`: the office has it. */
export function markArrived(key: string, at: number, on: string): void {
  const record = submissionOf(key);
  if (record?.sentAt !== undefined) write(key, { ...record, arrivedAt: at, arrivedOn: on });
}

/**
 * The family has moved on to `here` (a path and its query): the requests that arrived are forgotten,
 * but on the thank-you page they arrived on (its own forms, the footer's newsletter, appear there
 * too) and on their form's own page (Back to it, where the browser may have kept what was sent).
 */
export function forgetArrivedSubmissions(here: string): void {
  const path = here.replace(/[?#].*$/, '');
  const records = readAll();
  const kept = Object.entries(records).filter(([key, record]) => record.arrivedAt === undefined || record.arrivedOn === here || formPageOf(key) === path);
  if (kept.length !== Object.keys(records).length) writeAll(Object.fromEntries(kept));
}

/** The id of the form's submission: the one this tab kept, or a new one (kept once it is sent). */
export const submissionIdOf = (key: string): string => submissionOf(key)?.id ?? randomId();

/** A new request in the form: a new id, nothing sent. */
export function startNewSubmission(key: string): SubmissionRecord {
  return write(key, { id: randomId() });
}
