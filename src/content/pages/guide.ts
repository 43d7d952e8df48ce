import { BRAND, PHONE } from '../site';
import { GUIDE_CONTENTS, type GuideQuestionId } from './guide-contents';

/**
 * The free guide '10 Questions to Ask Before Hiring a Caregiver' (docs/spec/SPEC.md §2.6
 * "/newsletter-signup"; docs/spec/DECISIONS.md "The free guide is real"; decision 0028): a page of
 * the site, printable, that the sign-up's /thank-you and its automatic reply link to. Its title,
 * description and path are in ./meta.ts, so the route registry does not carry this text.
 */

export interface GuideQuestion {
  /** The anchor of the question on the page (`#psw-training`). */
  id: string;
  question: string;
  /** Why the answer matters to a family, in a paragraph or two. */
  whyItMatters: readonly string[];
  /** What a good answer sounds like, in the words a good agency would use. */
  goodAnswer: string;
  /** What to ask next, or to be wary of. */
  followUps: readonly string[];
}

/** A question's anchor and words, from the guide's contents. */
function contentsOf(id: GuideQuestionId): Pick<GuideQuestion, 'id' | 'question'> {
  const entry = GUIDE_CONTENTS.find((q) => q.id === id);
  if (!entry) throw new Error(`No question ${id} in the guide's contents`);
  return entry;
}

export const GUIDE_QUESTIONS: readonly GuideQuestion[] = [
  {
    ...contentsOf('psw-training'),
    whyItMatters: [
      'Anyone can call themselves a caregiver. A Personal Support Worker (PSW) in Ontario has finished a PSW certificate programme at a public college or a private career college, with classroom hours and a supervised placement in the community or a long-term care home. Companions who only visit and help around the house may not need that certificate, but whoever bathes your parent, helps them move or reminds them of medication should have it.',
      'PSWs are not a regulated health profession in Ontario, so the agency’s own checks matter. Since December 2024, Ontario’s Health and Supportive Care Providers Oversight Authority keeps a public register of personal support workers; registration is voluntary for now, so ask whether the caregivers are on it. In British Columbia, health care assistants in publicly funded care must be on the provincial care aide registry.',
    ],
    goodAnswer:
      '“Every caregiver who gives personal care holds a PSW certificate, and we keep a copy on file. They all have current First Aid and CPR, and anyone placed with a client living with dementia has had dementia-care training as well. Here is the training our caregivers had in the last year.”',
    followUps: [
      'Who checks certificates and First Aid expiry dates, and how often?',
      'What ongoing training do caregivers get each year (dementia, safe transfers, infection control)?',
      'Is the caregiver on Ontario’s PSW register, or on your province’s registry?',
    ],
  },
  {
    ...contentsOf('police-check'),
    whyItMatters: [
      'A caregiver is alone in the home with someone who may be frail, forgetful or unable to call for help. A vulnerable sector check is the most thorough police check in Canada: it is the one for people in a position of trust with children or vulnerable adults, and it is the only check that can show a pardoned (record-suspended) sexual offence. A plain criminal record check does not.',
      'In Ontario, the Police Record Checks Reform Act, 2015 sets out the three kinds of check. A vulnerable sector check comes from the police service where the caregiver lives (Peel Regional Police for Brampton and Mississauga, for example), and it only describes the day it was issued.',
    ],
    goodAnswer:
      '“Every caregiver has a vulnerable sector check before their first shift, from their local police service. We renew it every three years, and every year in between each caregiver signs an offence declaration. We also check two work references and their right to work in Canada.”',
    followUps: [
      'Is it a vulnerable sector check, or only a criminal record check?',
      'How old is the check of the caregiver you are sending to us?',
      'What else do you check: references, a driver’s abstract if they will drive, proof of vaccination if we ask for it?',
    ],
  },
  {
    ...contentsOf('wsib'),
    whyItMatters: [
      'Lifting, transfers and bathing cause injuries. If a caregiver is hurt in your parent’s home, someone is responsible for their lost wages and treatment. When the agency employs the caregiver, the agency registers with the Workplace Safety and Insurance Board (WSIB) and pays the premiums; outside Ontario it is WorkSafeBC, the WCB of Alberta, the WCB of Manitoba or the WCB of Saskatchewan.',
      'Some agencies and matching websites treat caregivers as independent contractors. Then nobody may be paying WSIB, the Canada Pension Plan or Employment Insurance, and a family that directs the work can be found to be the employer. In Ontario, a household that employs a domestic worker for more than 24 hours a week must register with WSIB itself.',
    ],
    goodAnswer:
      '“Our caregivers are our employees, not contractors. We pay their wages, WSIB premiums, CPP and EI, and their vacation and statutory holiday pay. You never become their employer, and we can give you a copy of our current WSIB clearance certificate.”',
    followUps: [
      'Can you send us your WSIB clearance certificate?',
      'Who pays the caregiver if we cancel a visit at short notice?',
      'If we hire a caregiver privately later, what would we owe as an employer?',
    ],
  },
  {
    ...contentsOf('insurance-bonding'),
    whyItMatters: [
      'Accidents happen: a dropped heirloom, a scraped car, a fall during a transfer. Commercial general liability insurance pays for damage or injury the agency causes. Professional liability insurance covers mistakes in the care itself. A fidelity bond, or crime insurance, protects you if an employee steals, which is rare but devastating when it happens.',
      'Your home insurance is not meant to cover an agency’s worker, and a claim against a caregiver with no insurance behind them is a claim nobody can pay.',
    ],
    goodAnswer:
      '“We carry commercial general liability and professional liability insurance, and a fidelity bond for every employee. We can send you a certificate of insurance with the amounts and the insurer’s name, and we tell you in writing how to report a loss.”',
    followUps: [
      'May we see the certificate of insurance, and what are the limits?',
      'Does the insurance cover a caregiver driving your loved one in your car, or in theirs?',
      'How do we report damage or a missing item, and how fast do you respond?',
    ],
  },
  {
    ...contentsOf('backup-caregivers'),
    whyItMatters: [
      'Even the best caregiver gets the flu, takes holidays and has family emergencies. If your parent needs help to get out of bed or to take medication, a missed visit is not an inconvenience: it is a risk. The honest question is not whether it will happen, but what happens then.',
      'A stranger at the door can upset anyone, and especially someone living with dementia. Good agencies introduce a second caregiver in advance and give them the same notes.',
    ],
    goodAnswer:
      '“Each client has a main caregiver and a backup who has met them and read the care plan. If a caregiver calls in sick, the coordinator finds cover and calls you before the visit, and we never leave a personal-care visit uncovered without telling you. Our on-call coordinator answers day and night.”',
    followUps: [
      'How much notice do you give us when the caregiver changes?',
      'Will the backup know our routines, the medication times and the house rules?',
      'Who do we call at 2 a.m. if a caregiver does not arrive?',
    ],
  },
  {
    ...contentsOf('cultural-matching'),
    whyItMatters: [
      'Many seniors return to the language they first spoke as memory changes, and care is easier to accept from someone who understands you. Food, prayer times, modesty during bathing, the gender of the caregiver and the way elders are addressed all matter in daily care.',
      'Canadian families speak hundreds of languages. Ask what the agency can really offer in your area, not what it lists on its website.',
    ],
    goodAnswer:
      '“We ask about language, faith, food, and whether your mother would prefer a woman for personal care, before we propose anyone. If we cannot match the language in your area, we tell you so and offer the closest fit, and you meet the caregiver before care starts.”',
    followUps: [
      'Can we meet or speak with the caregiver before the first visit?',
      'What happens if the match does not work out: how quickly do you propose someone else?',
      'Will the caregiver cook the food our family eats, and follow our religious practices?',
    ],
  },
  {
    ...contentsOf('care-plan-reviews'),
    whyItMatters: [
      'A written care plan says what the caregiver does at each visit: bathing, meals, exercises, medication reminders, what to watch for. Without it, care depends on memory and on whoever happens to come. Needs change, too, often suddenly after a fall or a hospital stay.',
      'If your parent also receives publicly funded home care through Ontario Health atHome, the private plan should fit around those visits rather than duplicate them.',
    ],
    goodAnswer:
      '“A care coordinator visits for a free assessment and writes the plan with your parent and with you. We review it at least every three months, and straight away after a fall, an illness or a hospital discharge. Caregivers write a short note after each visit, and you can read them.”',
    followUps: [
      'Who on your team is qualified to assess: a nurse, or a care coordinator?',
      'How will our family hear about each visit and about any change you notice?',
      'Can the plan work alongside the hours we get from Ontario Health atHome?',
    ],
  },
  {
    ...contentsOf('costs-and-contracts'),
    whyItMatters: [
      'The hourly rate is only part of the price. Minimum visit lengths, evening, weekend and statutory holiday rates, mileage for errands, cancellation fees and deposits can change a monthly bill a great deal. A clear written agreement protects you and the caregiver.',
      'Keep the receipts. Some attendant care and nursing home care can count as medical expenses on a Canadian tax return, and the disability tax credit may apply; the Canada Revenue Agency’s rules decide what qualifies, so ask the agency for invoices that describe the services in detail.',
    ],
    goodAnswer:
      '“Here is our rate sheet: the hourly rate, the minimum visit, what changes on evenings, weekends and statutory holidays, and whether HST applies. The agreement has no long lock-in: you can change or stop care with notice in writing, and you only pay for the hours we deliver. Nothing is added without your approval.”',
    followUps: [
      'How much notice do we need to give to cancel a visit, or to end the agreement?',
      'Are there any deposits, assessment fees or mileage charges?',
      'Will your invoices show the services in enough detail for a tax claim?',
    ],
  },
  {
    ...contentsOf('complaints'),
    whyItMatters: [
      'Sooner or later something will not be right: a late arrival, a task skipped, a personality that does not fit. What matters is whether you can say so without fear that your parent’s care will suffer, and whether anything changes afterwards.',
      'If the care is publicly funded through Ontario Health atHome, you can also take an unresolved complaint to Ontario’s Patient Ombudsman. For care you pay for privately, the agency’s own process is your first and main route, so it should be written down.',
    ],
    goodAnswer:
      '“You can call your care coordinator or write to us at any time. We acknowledge every complaint within one business day, tell you who is looking into it, and follow up in writing with what we changed. If you are not satisfied, it goes to our director. Raising a concern never affects your care.”',
    followUps: [
      'Can we have your complaints process in writing?',
      'Who is above the coordinator if the problem is with the coordinator?',
      'How do you tell us if a caregiver reports a concern about our loved one’s safety?',
    ],
  },
  {
    ...contentsOf('privacy'),
    whyItMatters: [
      'An agency learns a great deal about your family: diagnoses, medications, door codes, finances, family tensions. Canadian law limits what it may collect, use and share. In Ontario, the Personal Health Information Protection Act (PHIPA) applies where the agency is a health information custodian or works for one, for example when it delivers care funded through Ontario Health atHome. Otherwise private agencies fall under the federal PIPEDA; Alberta and British Columbia have their own private-sector privacy laws (PIPA).',
      'Under these laws you can ask to see the information held about your parent and have it corrected, and the agency must keep it secure and tell you about a breach that puts you at real risk.',
    ],
    goodAnswer:
      '“We collect only what we need to give care, keep it in a secure system that only your care team can open, and never sell it or share it without your consent unless the law requires it. Our privacy officer answers questions, and you can see and correct what we hold. Caregivers do not post about clients or take photos.”',
    followUps: [
      'Who is your privacy officer, and how do we reach them?',
      'Where are care notes stored, and who can read them?',
      'Which family members may receive updates, and how do we change that?',
    ],
  },
];

export const GUIDE_PAGE = {
  eyebrow: 'Free guide',
  heading: '10 Questions to Ask Before Hiring a Caregiver',
  lead: 'Choosing someone to care for a parent is one of the biggest decisions a family makes. Ask every agency you talk to these ten questions. For each one you will find why it matters and what a good answer sounds like, so you can tell a careful agency from a risky one.',
  howToUse: {
    heading: 'How to use this guide',
    paragraphs: [
      'Print it, or keep it open during your calls, and write down each agency’s answers. A good agency will be glad you asked and will put its answers in writing. Vague answers, pressure to sign quickly or reluctance to show documents are warning signs.',
      'The guide is written for families in Canada, mostly Ontario, where laws and programmes are named; ask about the equivalent in your province. It is general information, not legal or financial advice.',
    ],
  },
  printLabel: 'Print this guide',
  printHint: 'Prints the ten questions without the site’s menus, two questions to a page.',
  contentsHeading: 'The ten questions',
  whyHeading: 'Why it matters',
  goodAnswerHeading: 'What a good answer sounds like',
  followUpsHeading: 'Ask next',
  closing: {
    heading: 'Questions for us?',
    text: `Ask ${BRAND} any of these questions at a free, no-obligation consultation, or call ${PHONE.display}. We will answer them in writing.`,
    consultationLabel: 'Book a Free Consultation',
    signupLabel: 'Get caregiving tips by e-mail',
  },
  /** The printed page's footer line: where the guide lives, and who wrote it. */
  printedFrom: `From ${BRAND}. The latest version of this guide is online at`,
} as const;
