import type { Page } from '@playwright/test';

/** The capture server stands in for the form-forwarding service (see capture-server.mjs). */
const CAPTURE = `http://127.0.0.1:${process.env.E2E_CAPTURE_PORT ?? 4180}`;

export interface Captured {
  path: string;
  contentType: string;
  fields: Record<string, string>;
  files: Record<string, { filename: string; size: number }>;
}

/** The posts the capture server received whose field `key` equals `value`. */
export async function capturedWith(page: Page, key: string, value: string): Promise<Captured[]> {
  const response = await page.request.get(`${CAPTURE}/captured`);
  const all = (await response.json()) as Captured[];
  return all.filter((c) => c.fields[key] === value);
}
