import { expect, type Locator, type Page } from '@playwright/test';
import { tabTo, waitForHydration } from '../fixtures';

/** Page object for /find-your-care-plan. */
export class QuizPage {
  readonly quiz: Locator;
  constructor(readonly page: Page) {
    this.quiz = page.getByTestId('care-finder-quiz');
  }
  async open() {
    await this.page.goto('/find-your-care-plan');
    await waitForHydration(this.page, { chat: false });
  }
  start() {
    return this.quiz.getByRole('button', { name: 'Start Care Finder Quiz' }).click();
  }
  choose(name: string) {
    return this.quiz.getByText(name, { exact: true }).click();
  }
  next() {
    return this.quiz.getByRole('button', { name: 'Next' }).click();
  }
  back() {
    return this.quiz.getByRole('button', { name: 'Back' }).click();
  }
  async expectStep(n: number, heading: string) {
    await expect(this.quiz.getByText(`Step ${n} of 8`)).toBeVisible();
    await expect(this.quiz.getByRole('heading', { level: 2, name: heading })).toBeFocused();
  }
  /** Presses Tab until the target has focus (keyboard-only use). */
  tabTo(target: Locator, maxTabs = 40) {
    return tabTo(this.page, target, maxTabs);
  }
}
