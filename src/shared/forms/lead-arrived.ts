import { forgetTheFamily } from '../lib/visit-facts';
import { clearLeadDrafts, forgetSentFields, sentSubmission } from './lead-draft';
import { markArrived } from './submission-record';

/**
 * The lead that led here has arrived (its thank-you: /thank-you, /fr/merci, a language page's
 * call-back thanks), at `at`: its submission is marked arrived, so the form it came from says so
 * if the family goes Back to it (decision 0091); then the tab forgets what identifies the family
 * (decision 0090): the forms' drafts, the fields the thank-you page said back (read before this),
 * the quiz's answers and the contact.
 */
export function leadArrived(from: string, at: number): void {
  const submission = sentSubmission(from);
  if (submission) markArrived(submission, at, `${window.location.pathname}${window.location.search}`);
  forgetSentFields();
  clearLeadDrafts();
  forgetTheFamily();
}
