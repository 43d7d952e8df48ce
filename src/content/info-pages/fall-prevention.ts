import type { ServicePageContent } from './types';

/** /senior-fall-prevention (docs/spec/SPEC.md §2.6): four supports and a link to the fall-prevention article. */
export const FALL_PREVENTION_PAGE: ServicePageContent = {
  serviceType: 'ChronicIllnessSupport',
  hero: {
    eyebrow: 'Fall prevention and chronic illness support',
    heading: 'Steadier Days, Fewer Falls, Better Days at Home',
    lead: 'Living with a long-term condition often means dizziness, stiff joints, tiredness and a long list of pills and appointments. A trained caregiver helps keep it all on track, notices small changes early and makes the home a safer place to move around.',
    highlights: [
      "Daily routines that follow the doctor's plan",
      'Early notice of changes, shared with the family',
      'Every caregiver police-checked and insured',
    ],
    actions: [{ kind: 'link', label: 'Talk to a Care Advisor', to: '/contact-us' }, { kind: 'phone' }],
  },
  sections: [
    {
      kind: 'features',
      id: 'supports',
      heading: 'How We Support Health at Home',
      intro: "Our caregivers work alongside your loved one's doctors and nurses, following the care plan they set.",
      items: [
        {
          title: 'Condition Monitoring',
          text: 'Recording blood sugar or blood pressure readings your loved one takes, and watching for swelling, shortness of breath, confusion or unsteadiness that should be reported.',
        },
        {
          title: 'Medication & Appointment Management',
          text: 'Reminders at the right times, blister packs checked, refills picked up from the pharmacy, and rides to appointments with notes taken for the family.',
        },
        {
          title: 'Diet & Exercise Adherence',
          text: 'Meals that suit diabetes or heart disease, enough fluids through the day, and help with the gentle exercises a physiotherapist recommends.',
        },
        {
          title: 'Symptom Management',
          text: "Pacing the day around COPD breathlessness, arthritis pain or Parkinson's stiffness, with rest, positioning and comfort measures from the care plan.",
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'fall-prevention-habits',
      heading: 'Everyday Habits That Prevent Falls',
      intro: 'Small changes at home make a real difference. Our caregivers build these into every visit.',
      items: [
        'Clear walkways, with loose rugs, cords and clutter moved out of the way',
        'Night lights in the bedroom, hallway and washroom',
        'Sturdy, well-fitting shoes or slippers with non-slip soles, indoors too',
        'Standing up slowly, especially after meals or new medications',
        'Walkers and canes kept within reach and used every time',
      ],
      link: { label: 'Read: How to Prevent Falls at Home', to: '/blog/how-to-prevent-falls-at-home' },
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Fall Prevention & Chronic Illness Questions',
      items: [
        {
          question: 'Which conditions do your caregivers support?',
          answer:
            "Many of our clients live with diabetes, heart disease, COPD, arthritis or Parkinson's, often more than one. We match caregivers who have experience with your loved one's conditions.",
        },
        {
          question: 'Do your caregivers give medical treatment?',
          answer:
            'Our caregivers provide personal support, not nursing. They give reminders, observe and report changes, and follow the plan set by doctors and nurses, who remain in charge of treatment.',
        },
        {
          question: 'What happens if my parent falls during a visit?',
          answer:
            'The caregiver checks for injury without rushing to lift them, calls 911 if needed, and contacts the family right away. Afterwards we review what happened and update the care plan.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Talk to a Care Advisor About Fall Prevention',
    text: "Tell us about your loved one's health and any recent falls or near misses. We will suggest a safer routine and a care plan, free and with no obligation.",
    actions: [
      { kind: 'serviceInquiry', label: 'Ask About Fall Prevention & Chronic Illness Support' },
      { kind: 'link', label: 'Contact Us', to: '/contact-us' },
      { kind: 'phone' },
      { kind: 'email' },
    ],
  },
};
