import { BRAND, BRAND_SHORT, CONTACT_HOURS_TEXT, EMERGENCY_LINE_NOTE, FOUNDED_YEAR, HEAD_OFFICE, LIMITS, PHONE, STRUCTURED_DATA_FACTS } from '../site';
import { OFFICES, officeSentence } from '../offices';
import { SERVICE_AREA } from '../service-area';

/** /faq (docs/spec/SPEC.md §2.6): an accordion in four groups. Every entry is also FAQ structured data material. */

export interface FaqItem {
  /** The topic the entry answers, the same in every language: the chat answers from it (src/content/chat-topics.ts). */
  id: string;
  question: string;
  answer: string;
}

export interface FaqGroup {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

export interface FaqPage {
  eyebrow: string;
  heading: string;
  lead: string;
  /** The name of the row of links to each group. */
  topicsLabel: string;
  groups: readonly FaqGroup[];
  stillHaveQuestions: {
    heading: string;
    text: string;
    /** The contact page; `hrefLang` when it is not in the page's language (a French page's English target: 'en'). */
    contact: { label: string; to: string; hrefLang?: string };
    /** The care-plan quiz, likewise. */
    quiz: { label: string; to: string; hrefLang?: string };
  };
}

/** 'English, Punjabi, Hindi, Tagalog and more', always in step with the structured data. */
const LANGUAGES_TEXT = `${STRUCTURED_DATA_FACTS.languages.join(', ')} and more`;

/** The emergency note reads as a sentence fragment; lower-case its first letter mid-sentence. */
const EMERGENCY_LINE_TEXT = EMERGENCY_LINE_NOTE.charAt(0).toLowerCase() + EMERGENCY_LINE_NOTE.slice(1);

export const FAQ_PAGE: FaqPage = {
  eyebrow: 'Frequently asked questions',
  heading: 'Your Questions About Home Care, Answered',
  lead: `Choosing care for someone you love brings up a lot of questions. Here are the ones families ask us most, and if yours is not here, a care advisor is one call away at ${PHONE.display}.`,
  topicsLabel: 'Question topics',
  groups: [
    {
      id: 'about',
      title: 'About',
      items: [
        {
          id: 'who-we-are',
          question: `Who is ${BRAND}?`,
          answer: `${BRAND} is an in-home senior care agency founded in ${FOUNDED_YEAR} and headquartered in ${HEAD_OFFICE.label}. We started with a simple idea: seniors deserve care from people who understand their language, culture and routines, in the home they love.`,
        },
        {
          id: 'communities',
          question: 'Which communities do you serve?',
          // docs/spec/DECISIONS.md "Where the company works": the one service-area story (src/content/service-area.ts).
          answer: `${SERVICE_AREA.sentence} Every city is listed on our Locations page. ${SERVICE_AREA.onRequest}`,
        },
        {
          id: 'offices',
          question: 'Where are your offices?',
          // Each office and its status from the one list (src/content/offices.ts, docs/spec/DECISIONS.md "Ottawa office").
          answer: `We have ${OFFICES.length} offices. ${OFFICES.map(officeSentence).join(' ')} Visits to any of them are by appointment: call us first.`,
        },
        {
          id: 'languages',
          question: 'Which languages do your caregivers and advisors speak?',
          answer: `Our team speaks ${LANGUAGES_TEXT}. Tell us the language your loved one is most comfortable in and we will do our best to match a caregiver who speaks it.`,
        },
        {
          id: 'office-hours',
          question: 'When can I reach your office?',
          answer: `Our care advisors answer calls ${CONTACT_HOURS_TEXT}. We also run a ${EMERGENCY_LINE_TEXT}, so help is never out of reach once care begins.`,
        },
        {
          id: 'franchise',
          question: `Can I open a ${BRAND_SHORT} franchise?`,
          answer:
            'Yes. We run a franchise programme for people who want to bring culturally matched senior care to their own community. Our Franchise Opportunities page explains how it works and lets you request a free info kit.',
        },
      ],
    },
    {
      id: 'our-services',
      title: 'Our Services',
      items: [
        {
          id: 'kinds-of-care',
          question: 'What kinds of care do you provide?',
          answer:
            "We offer personal care, companionship, dementia and Alzheimer's care, respite care for family caregivers, 24/7 live-in care and compassionate end-of-life care. We also help with meal preparation, light housekeeping and home safety, transportation to appointments and errands, and chronic illness support with fall prevention.",
        },
        {
          id: 'how-quickly',
          question: 'How quickly can care start?',
          answer: `Care can usually start within ${LIMITS.careStartHours} hours of your first call. When the need is urgent, tell your care advisor and we will look for a nearby caregiver who can begin sooner.`,
        },
        {
          id: 'evenings-weekends',
          question: 'Do you provide care on evenings, weekends and holidays?',
          answer:
            'Yes. We provide care 24 hours a day, 7 days a week, 365 days a year, including statutory holidays. Overnight visits and live-in care are available when a loved one should not be alone at night.',
        },
        {
          id: 'hospital-discharge',
          question: 'Can you help when my parent is coming home from hospital?',
          answer:
            'Yes, hospital discharge is one of the most common times families call us. We can have a caregiver ready for the trip home, help with meals, bathing and safe movement around the house, and follow the discharge instructions from the hospital team.',
        },
        {
          id: 'dementia',
          question: 'Can you help my parent with dementia or a chronic condition stay safe at home?',
          answer:
            'Yes. Our dementia and chronic illness support focuses on calm routines, medication reminders, gentle activity and spotting changes early. We also look at the home for fall risks such as loose rugs, poor lighting and hard-to-reach items, and suggest simple fixes.',
        },
        {
          id: 'family-updates',
          question: 'How will our family know how each visit went?',
          answer:
            'Through our family portal and dashboard, where caregivers leave visit notes you can read from anywhere, whether you live nearby or across the country. You can also see the schedule, view the care plan and message the care team.',
        },
      ],
    },
    {
      id: 'caregivers-and-trust',
      title: 'Caregivers & Trust',
      items: [
        {
          id: 'screening',
          question: 'How do you screen your caregivers?',
          answer:
            'Every caregiver passes a vulnerable-sector police check, reference checks and an in-person interview before they ever visit a client. They are also covered by our liability insurance while they care for your loved one.',
        },
        {
          id: 'training',
          question: 'What training do your caregivers have?',
          answer:
            'Many of our caregivers are personal support workers, and everyone completes our paid onboarding before a first placement. Training covers safe transfers, infection control, dementia communication and respecting dignity and privacy, with regular refreshers after that.',
        },
        {
          id: 'matching',
          question: 'Can we ask for a caregiver who shares our language, culture or gender?',
          answer:
            'Yes. We match caregivers by language, culture, faith and food customs as well as by care needs and personality. If your loved one would be more comfortable with a caregiver of the same gender, just let us know and we will arrange it.',
        },
        {
          id: 'caregiver-change',
          question: "What if my mother doesn't click with her caregiver?",
          answer:
            'It happens, and no one needs to feel awkward about it. Tell your care advisor what is not working and we will introduce a different caregiver who is a better fit.',
        },
        {
          id: 'quality',
          question: 'Who checks on the quality of care?',
          answer:
            'A care supervisor visits the home regularly to see how things are going, review the care plan with your family and support the caregiver. We update the plan whenever needs change, for example after a fall or a hospital stay.',
        },
        {
          id: 'after-hours',
          question: 'Who do we call if something comes up outside office hours?',
          answer: `Current clients and their families can call our 24/7 family support line at the number in their service agreement, and a real person will answer day or night. New families can call ${PHONE.display}, ${CONTACT_HOURS_TEXT}. In a medical emergency, always call 911 first.`,
        },
      ],
    },
    {
      id: 'pricing-and-process',
      title: 'Pricing & Process',
      items: [
        {
          id: 'free-consultation',
          question: 'Is the care consultation really free?',
          answer:
            'Yes. The consultation is free and there is no obligation to book care afterwards. It is simply a chance to talk through the needs of your loved one and get honest advice.',
        },
        {
          id: 'cost',
          question: 'How much does home care cost?',
          answer:
            'Every care plan is priced after the free consultation, based on the hours and the kind of support your loved one needs. For an instant estimate before you call, try our Care Cost Calculator or take the Find Your Care Plan quiz, our quick care finder.',
        },
        {
          id: 'minimum-visit',
          question: 'Is there a minimum visit length?',
          answer:
            'Yes, visits have a short minimum length so your caregiver has enough time to help without rushing. Your care advisor will confirm the minimum for your area and build a schedule around it.',
        },
        {
          id: 'cancel',
          question: 'What if we need to cancel or reschedule a visit?',
          answer:
            'Just let us know as early as you can. The notice we ask for is set out plainly in your service agreement, and your care advisor walks you through it before care begins.',
        },
        {
          id: 'government-funding',
          question: 'Does government-funded home care cover any of this?',
          answer:
            'Publicly funded home care in Ontario is arranged through Ontario Health atHome after an assessment, and it may cover some hours of care. Many families add private care from us to fill the gaps, such as evenings, weekends, companionship or overnight support.',
        },
        {
          id: 'get-started',
          question: 'How do we get started?',
          answer: `Call us toll-free at ${PHONE.display} or send us the contact form. A care advisor will reply within one business day to arrange your free consultation and, when you are ready, introduce your matched caregiver.`,
        },
      ],
    },
  ],
  stillHaveQuestions: {
    heading: 'Still Have Questions?',
    text: `A care advisor is happy to talk it through with you, free and with no obligation. Send us a message, or answer ${LIMITS.quizSteps} quick questions and we will suggest a care plan.`,
    contact: { label: 'Talk to a Care Advisor', to: '/contact-us' },
    quiz: { label: 'Find Your Care Plan', to: '/find-your-care-plan' },
  },
};
