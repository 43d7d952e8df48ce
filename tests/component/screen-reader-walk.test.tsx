import { virtual } from '@guidepup/virtual-screen-reader';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CareFinderQuiz, preloadQuizResults } from '../../src/features/quiz/care-finder-quiz';
import { CarePlanRequestForm } from '../../src/features/forms/care-plan-request-form';
import { renderWithSite } from '../render';

/**
 * What a screen reader says, walking the site's four journeys over the real views
 * (@guidepup/virtual-screen-reader in jsdom, decision 0045). Every expectation is written out by
 * hand, word for word, as a visitor would hear it: what focus lands on, and what live regions
 * announce, each exactly once.
 */

/** Everything spoken since the last call (an emptied live region says nothing, and is not counted). */
async function heard(): Promise<string[]> {
  const log = (await virtual.spokenPhraseLog()).filter((phrase) => !/^(polite|assertive): $/.test(phrase));
  await virtual.clearSpokenPhraseLog();
  return log;
}

/** Reads on from where the screen reader is, `count` items, as a visitor pressing "next" would hear them. */
async function readOn(count: number): Promise<string[]> {
  await virtual.clearSpokenPhraseLog();
  for (let i = 0; i < count; i++) await virtual.next();
  return heard();
}

afterEach(async () => {
  await virtual.stop();
});

describe('a screen reader walks the care-finder quiz', () => {
  let user: UserEvent;
  const quiz = () => screen.getByTestId('care-finder-quiz');
  const press = (name: string) => user.click(within(quiz()).getByRole('button', { name }));
  const choose = (name: string) => user.click(within(quiz()).getByLabelText(name));

  beforeAll(async () => {
    await preloadQuizResults();
  });

  it("[a11y:screen-reader] the quiz: every step's heading with its progress, each refusal once with its field, the plan and its price", async () => {
    user = userEvent.setup();
    renderWithSite(<CareFinderQuiz logAnswers={() => {}} sendPlan={(fields) => <CarePlanRequestForm fields={fields} />} />);
    await virtual.start({ container: document.body });
    await heard();

    await press('Start Care Finder Quiz');
    expect(await heard()).toEqual(['heading, Who needs care?, Step 1 of 8, level 2']);

    // Next with nothing chosen: the refusal interrupts, once.
    await press('Next');
    expect(await heard()).toEqual(['button, Next', 'assertive: Incomplete Information Please fill out the required fields to continue.']);

    await choose('My Mother');
    await press('Next');
    expect(await heard()).toEqual([
      'radio, My Mother, not checked, position 1, set size 5',
      'button, Next',
      'heading, What kind of support is needed?, Step 2 of 8, level 2',
    ]);

    await choose('Bathing');
    await choose('Meal Prep');
    await press('Next');
    await choose('6-8');
    await press('Next');
    await press('Next');
    expect((await heard()).filter((phrase) => phrase.startsWith('heading'))).toEqual([
      'heading, How many hours of care per day?, Step 3 of 8, level 2',
      'heading, Is there a medical condition we should know about?, Step 4 of 8, level 2',
      'heading, Where will care take place?, Step 5 of 8, level 2',
    ]);

    // The location left empty: refused, and the field says it is invalid where it is read.
    await press('Next');
    expect(await heard()).toEqual(['button, Next', 'assertive: Incomplete Information Please fill out the required fields to continue.']);
    await user.click(within(quiz()).getByRole('textbox', { name: /City and postal code/ }));
    expect(await heard()).toEqual(['textbox, City and postal code, invalid, placeholder e.g. Brampton, L6Y 4R2, required']);
    await user.keyboard('Brampton, L6Y 4R2');
    await press('Next');
    await choose('Punjabi');
    await press('Next');
    await press('Next');
    expect((await heard()).filter((phrase) => phrase.startsWith('heading'))).toEqual([
      'heading, Which languages should the caregiver speak?, Step 6 of 8, level 2',
      'heading, When would you like care to start?, Step 7 of 8, level 2',
      'heading, How can a care advisor reach you?, Step 8 of 8, level 2',
    ]);

    // Only the name given: refused, and the two empty fields are the invalid ones.
    await user.type(within(quiz()).getByRole('textbox', { name: /Full name/ }), 'Asha Patel');
    await press('See My Plan');
    expect(await heard()).toEqual([
      'textbox, Full name, required',
      'button, See My Plan',
      'assertive: Incomplete Information Please fill out all contact fields to see your results.',
    ]);
    await user.click(within(quiz()).getByRole('textbox', { name: /E-mail/ }));
    expect(await heard()).toEqual(['textbox, E-mail, invalid, required']);
    await user.keyboard('asha@example.com');
    await user.type(within(quiz()).getByRole('textbox', { name: /Phone number/ }), '905-555-0100');
    await heard();

    // The plan: its heading takes focus, the notice is spoken once, and reading on gives the plan
    // and its price (docs/spec/SPEC.md §9.2 by hand: Bathing makes it Personal Care at $160 a day,
    // 6-8 hours doubles it to $320 for 8 hours a day, a second language adds the bilingual caregiver).
    await press('See My Plan');
    expect(await heard()).toEqual([
      'heading, Your Recommended Care Plan, level 2',
      'polite: Generating Your Plan... Thank you for your answers. Here is your personalized recommendation.',
    ]);
    expect(await readOn(7)).toEqual([
      'heading, Personal Care with a Bilingual Caregiver, level 3',
      'paragraph',
      '$320 per day (est.)',
      'end of paragraph',
      'paragraph',
      '8 hours/day',
      'end of paragraph',
    ]);
  });
});
