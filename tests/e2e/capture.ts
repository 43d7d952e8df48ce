import type { Page } from '@playwright/test';

/** The capture server stands in for the form-forwarding service (see capture-server.mjs). */
const CAPTURE = `http://127.0.0.1:${process.env.E2E_CAPTURE_PORT ?? 4180}`;

export interface Captured {
  path: string;
  contentType: string;
  /** The fields as posted, but the submission's id (`submissionId`). */
  fields: Record<string, string>;
  /** A native post's `Submission id` (decision 0091): a random UUID, checked here; undefined for an AJAX post. */
  submissionId?: string;
  files: Record<string, { filename: string; size: number }>;
  /** AJAX posts only: the status the stand-in answered (0: it never answered). */
  status?: number;
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * The posts the capture server received whose field `key` equals `value`. A native post's
 * `Submission id` is random: it must be a UUID (it throws otherwise) and is given apart, as
 * `submissionId`, so a test writes the rest of the payload by hand and compares ids where it matters.
 */
export async function capturedWith(page: Page, key: string, value: string): Promise<Captured[]> {
  const response = await page.request.get(`${CAPTURE}/captured`);
  const all = (await response.json()) as Captured[];
  return all
    .filter((c) => c.fields[key] === value)
    .map(({ fields: { 'Submission id': submissionId, ...fields }, ...post }) => {
      if (submissionId !== undefined && !UUID_V4.test(submissionId)) throw new Error(`A post's Submission id is not a random UUID: "${submissionId}"`);
      return submissionId === undefined ? { ...post, fields } : { ...post, fields, submissionId };
    });
}

/** Makes the next `times` AJAX posts whose `name` field is `name` fail (HTTP 500), hang (no answer) or be held until `releaseAjax`. */
export async function controlAjax(page: Page, name: string, mode: 'fail' | 'hang' | 'hold', times = 1): Promise<void> {
  await page.request.post(`${CAPTURE}/control`, { data: { name, mode, times } });
}

/** Answers the held AJAX posts whose `name` field is `name`: accepted, late (the office has them). */
export async function releaseAjax(page: Page, name: string): Promise<void> {
  await page.request.post(`${CAPTURE}/release`, { data: { name } });
}

/** Makes the next `times` native posts whose `name` field is `name` answer 503 (the service is down). */
export async function makeServiceUnavailable(page: Page, name: string, times = 1): Promise<void> {
  await page.request.post(`${CAPTURE}/control`, { data: { name, mode: 'unavailable', times } });
}

/**
 * Makes the next `times` native posts whose `name` field is `name` hang (never answered, never
 * recorded: the service stalled) or be held (recorded, never answered: it took the post and stalled).
 */
export async function slowTheService(page: Page, name: string, mode: 'hang' | 'hold', times = 1): Promise<void> {
  await page.request.post(`${CAPTURE}/control`, { data: { name, mode, times } });
}
