import { expect, type Locator } from '@playwright/test';
import { CONSULTATION_REQUEST } from '../../src/content/pages/consultation';

const t = CONSULTATION_REQUEST;

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
