/**
 * The languages the company matches caregivers and clients by (docs/spec/SPEC.md §3 "Quiz answers"):
 * the quiz asks families which the caregiver should speak, the job application asks applicants
 * which they speak. One list, apart from the quiz's texts, so the careers page loads only this.
 * docs/spec/SPEC.md §3's eight, and Arabic: every language page's language is offered (the Montreal page's).
 */
export const QUIZ_LANGUAGES = ['English', 'French', 'Punjabi', 'Hindi', 'Urdu', 'Mandarin', 'Cantonese', 'Tagalog', 'Arabic'] as const;

export type QuizLanguage = (typeof QUIZ_LANGUAGES)[number];
