import type { Page } from '@playwright/test';

/** The capture server stands in for the form-forwarding service (see capture-server.mjs). */
const CAPTURE = `http://127.0.0.1:${process.env.E2E_CAPTURE_PORT ?? 4180}`;

export interface Captured {
  path: string;
  contentType: string;
  fields: Record<string, string>;
  files: Record<string, { filename: string; size: number }>;
  /** AJAX posts only: the status the stand-in answered (0: it never answered). */
  status?: number;
}

/** The posts the capture server received whose field `key` equals `value`. */
export async function capturedWith(page: Page, key: string, value: string): Promise<Captured[]> {
  const response = await page.request.get(`${CAPTURE}/captured`);
  const all = (await response.json()) as Captured[];
  return all.filter((c) => c.fields[key] === value);
}

/** Makes the next `times` AJAX posts whose `name` field is `name` fail (HTTP 500) or hang (no answer). */
export async function controlAjax(page: Page, name: string, mode: 'fail' | 'hang', times = 1): Promise<void> {
  await page.request.post(`${CAPTURE}/control`, { data: { name, mode, times } });
}

/** Makes the next `times` native posts whose `name` field is `name` answer 503 (the service is down). */
export async function makeServiceUnavailable(page: Page, name: string, times = 1): Promise<void> {
  await page.request.post(`${CAPTURE}/control`, { data: { name, mode: 'unavailable', times } });
}
