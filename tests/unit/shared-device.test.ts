// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { emptyVisitFacts } from '../../machines/shared/visit-facts';
import { SENT_KEY } from '../../src/shared/forms/form-keys';
import { forgetSentFields, readSentFields } from '../../src/shared/forms/lead-draft';
import { forgetTheFamily, readVisitFacts, rememberVisitFacts } from '../../src/shared/lib/visit-facts';

/** Decision 0090, "Privacy on a shared device": after a lead is sent, the tab keeps nothing that identifies the family. */
describe('a lead sent on a shared computer', () => {
  const afterTheQuiz = {
    relationship: 'My Father',
    location: 'Brampton, L6Y 4R2',
    languages: ['English', 'Punjabi'],
    support: ['Bathing'],
    hours: '6-8',
    plan: "Alzheimer's & Dementia Care",
    contact: { name: 'Gurpreet Dhillon', email: 'gurpreet@example.ca', phone: '905-555-0123' },
    fromCarePlan: true,
  };

  it('forgets the quiz, its draft and saved results, and the contact', () => {
    sessionStorage.setItem('maple-hearth:care-finder-draft', '{"step":"contact"}');
    sessionStorage.setItem('maple-hearth:care-finder-results', '{"name":"Gurpreet Dhillon"}');
    rememberVisitFacts(afterTheQuiz);
    forgetTheFamily();
    expect(Object.keys(sessionStorage)).toEqual([]);
    expect(readVisitFacts()).toEqual(emptyVisitFacts());
  });

  it('keeps only the city and language of the page the visit came from', () => {
    rememberVisitFacts({ city: 'Brampton', languages: ['Punjabi'], contact: { name: 'Harpreet', email: '', phone: '905-555-0163' } });
    forgetTheFamily();
    expect(readVisitFacts()).toEqual({ ...emptyVisitFacts(), city: 'Brampton', languages: ['Punjabi'] });
  });

  it('says the sent fields back once: read, then forgotten', () => {
    sessionStorage.setItem(SENT_KEY, JSON.stringify({ from: 'care-plan', fields: [['Medical condition', "Early Alzheimer's"]] }));
    expect(readSentFields('care-plan')).toEqual([['Medical condition', "Early Alzheimer's"]]);
    forgetSentFields();
    expect(readSentFields('care-plan')).toBeNull();
  });
});
