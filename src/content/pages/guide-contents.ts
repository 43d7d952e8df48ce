/**
 * The ten questions of the free guide, with their anchors: what the sign-up page lists as the
 * guide's contents. Apart from the guide's full text (./guide.ts), so /newsletter-signup does not
 * fetch every answer to show the questions.
 */
export const GUIDE_CONTENTS = [
  { id: 'psw-training', question: 'What training and certification do your caregivers have?' },
  { id: 'police-check', question: 'Has every caregiver passed a police vulnerable-sector check, and when was it done?' },
  { id: 'wsib', question: 'Are your caregivers your employees, and are they covered by WSIB?' },
  { id: 'insurance-bonding', question: 'What insurance and bonding do you carry?' },
  { id: 'backup-caregivers', question: 'Who comes when our regular caregiver is sick or on holiday?' },
  { id: 'cultural-matching', question: 'Can you match a caregiver who speaks our language and respects our customs?' },
  { id: 'care-plan-reviews', question: 'Who writes the care plan, and how often is it reviewed?' },
  { id: 'costs-and-contracts', question: 'What exactly will we pay, and what does the contract say?' },
  { id: 'complaints', question: 'How do we raise a concern, and what happens next?' },
  { id: 'privacy', question: 'How do you protect our family’s personal and health information?' },
] as const satisfies readonly { id: string; question: string }[];

export type GuideQuestionId = (typeof GUIDE_CONTENTS)[number]['id'];
