import { expect, type Locator } from '@playwright/test';
import { CONSULTATION_REQUEST } from '../../src/content/pages/consultation';
import { CONSULTATION_LATER_WORDS, CONSULTATION_POST } from '../../src/content/pages/consultation-later';

/** The request's words, first and later steps, and what it posts. */
const t = { ...CONSULTATION_REQUEST, ...CONSULTATION_LATER_WORDS, ...CONSULTATION_POST };

/**
 * The consultation request's first two steps, as a family in Brampton answers them: who needs
 * care (My Mother), the city, then the kind of consultation. Returns the times step's calendar.
 */
export async function throughKind(request: Locator, kind: RegExp = /^Phone call/): Promise<Locator> {
  await request.getByRole('radio', { name: 'My Mother' }).check();
  await request.getByRole('combobox', { name: /^City/ }).selectOption('Brampton');
  await request.getByRole('button', { name: t.next, exact: true }).click();
  await request.getByRole('radio', { name: kind }).check();
  await request.getByRole('button', { name: t.next, exact: true }).click();
  await expect(request).toHaveAttribute('data-state', 'times');
  return request.getByRole('group', { name: t.dayLabel });
}
