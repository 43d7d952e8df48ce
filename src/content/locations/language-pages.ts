import { PHONE } from '../site';
import type { LanguagePage, MississaugaOnPage } from './types';

/**
 * The five language-and-city pages (docs/spec/SPEC.md §2.1, §3): /care/{language}-in-{city}, in the spec’s order.
 * Each is written for its own community; no sentence is shared between pages.
 */
export const LANGUAGE_PAGES = [
  {
    path: '/care/punjabi-in-brampton',
    language: 'Punjabi',
    lang: 'pa',
    dir: 'ltr',
    city: 'Brampton',
    hero: {
      headline: 'Punjabi-Speaking Caregivers in Brampton',
      lead: 'Maple Hearth matches Brampton seniors with personal support workers who speak Punjabi, understand Sikh and Punjabi traditions, and treat your home the way your own family would. Care can begin within 48 hours of your first call.',
      cta: 'Talk to Us About Care',
    },
    heroImageAlt: 'Illustration of a caregiver and an older Sikh man in a turban sharing tea at a kitchen table',
    greeting: 'ਸਤ ਸ੍ਰੀ ਅਕਾਲ',
    greetingMeaning: 'Sat Sri Akal, a respectful hello',
    meaning: [
      'For many Punjabi elders in Brampton, the day begins with Gurbani on the radio and ends with a hot phulka straight from the tawa. A caregiver who speaks Punjabi can chat about the village back home, read the day’s hukamnama aloud, and already knows why shoes stay at the door and why kesh is washed and combed with such care.',
      'Language matters even more when memory starts to fade. People living with dementia often lose the English they learned as adults and return to the Punjabi of their childhood. A caregiver who answers in that same language eases confusion, keeps medicines on schedule, and helps the family plan trips to the gurdwara for Vaisakhi, Gurpurab and Bandi Chhor Divas.',
    ],
    matching: [
      {
        title: 'A free home consultation',
        text: 'A care coordinator visits you in Brampton, speaking Punjabi or English, to learn about health needs, daily routines and which relatives should be kept informed.',
      },
      {
        title: 'Your preferences, written down',
        text: 'We note the dialect your parent is most at ease in, any dietary rules, times set aside for path or prayer, and whether a male or female caregiver is preferred.',
      },
      {
        title: 'Meet before care begins',
        text: 'You meet the proposed PSW at home first. If the conversation does not flow, we suggest someone else at no extra cost.',
      },
      {
        title: 'Adjusted as needs change',
        text: 'Your coordinator checks in after the first week and regularly after that, changing hours or caregivers whenever your family asks.',
      },
    ],
    testimonial: {
      quote: 'Papa ji had stopped talking much after his stroke. Within a week of Manpreet coming, he was telling her stories about his farm near Ludhiana and asking for his evening walk again. She treats him like her own grandfather.',
      name: 'Simran',
      city: 'Brampton',
      relation: 'daughter-in-law of a client',
    },
  },
  {
    path: '/care/tagalog-in-mississauga',
    language: 'Tagalog',
    lang: 'tl',
    dir: 'ltr',
    city: 'Mississauga',
    hero: {
      headline: 'Tagalog-Speaking Caregivers in Mississauga',
      lead: 'Our Tagalog-speaking PSWs help lolos and lolas in Mississauga stay at home with the warmth, patience and respect they grew up with, and your first visit can be arranged in as little as two days.',
      cta: 'Find a Caregiver',
    },
    heroImageAlt: 'Illustration of a caregiver and an older Filipina woman laughing together over a family photo album on the sofa',
    greeting: 'Mabuhay! Kumusta po kayo?',
    greetingMeaning: 'Welcome! How are you? The “po” is the respectful word used when speaking to an elder.',
    meaning: [
      'Filipino families in Mississauga often tell us the same thing: Lola does not want a stranger, she wants someone who feels like family. A Tagalog-speaking caregiver greets her with “mano po”, cooks sinigang or arroz caldo the way she likes it, and understands how much Sunday Mass and the evening rosary mean to her.',
      'Speaking Tagalog also protects health. After a fall or a hospital stay, older adults may nod along in English without following the instructions, and with dementia English can slip away entirely. Your caregiver explains medications in Tagalog, notices when something seems off, and helps keep the joy of Simbang Gabi and Noche Buena alive at home.',
    ],
    matching: [
      {
        title: 'Tell us about Lolo or Lola',
        text: 'In a free call or home visit, we listen to your parent’s health needs, daily schedule and the small things that make a good day.',
      },
      {
        title: 'Language, region and faith',
        text: 'Some elders are most comfortable in Ilocano or Bisaya as well as Tagalog, so we ask what is really spoken at home, along with church, diet and household customs to respect.',
      },
      {
        title: 'A first meeting',
        text: 'We introduce the caregiver in person before the first shift, so your parent can decide whether the connection feels right.',
      },
      {
        title: 'Ongoing check-ins',
        text: 'Your coordinator follows up within days and stays in touch, adjusting the schedule or the match whenever you need.',
      },
    ],
    testimonial: {
      quote: 'My mother only trusted people who spoke to her in Tagalog. Joy cooks her pancit, prays the rosary with her every afternoon and calls me when Nanay seems tired. I can finally go to work without worrying.',
      name: 'Maricel',
      city: 'Mississauga',
      relation: 'daughter of a client',
    },
  },
  {
    path: '/care/hindi-in-calgary',
    language: 'Hindi',
    lang: 'hi',
    dir: 'ltr',
    city: 'Calgary',
    hero: {
      headline: 'Hindi-Speaking Caregivers in Calgary',
      lead: 'Maple Hearth pairs Calgary seniors with PSWs who speak Hindi and understand the festivals, fasts and home-cooked meals that give their days shape.',
      cta: 'Request a Consultation',
    },
    heroImageAlt: 'Illustration of a caregiver helping an older woman in a sari light a diya beside a window with a snowy view',
    greeting: 'नमस्ते',
    greetingMeaning: 'Namaste, a warm and respectful hello',
    meaning: [
      'Many Hindi-speaking elders in Calgary moved here later in life to be near their children and grandchildren, and long prairie winters can leave them isolated while everyone is at work or school. A caregiver who speaks Hindi becomes real company: someone to share chai with, watch a favourite serial, sing bhajans or walk to the mandir when the weather allows.',
      'Cultural understanding shapes everyday care. Your caregiver will respect a vegetarian kitchen, plan around fasting days such as Ekadashi or Navratri, and help get the house ready for Diwali and Holi. For parents living with dementia, hearing Hindi again often brings back calm and recognition, and it makes talking about pain, appetite and medicine much clearer.',
    ],
    matching: [
      {
        title: 'Start with a conversation',
        text: 'We begin with a free consultation by phone or at home, where you tell us about your parent’s health, routines and personality.',
      },
      {
        title: 'Match the details that matter',
        text: 'Beyond Hindi, we consider whether Punjabi, Gujarati or Urdu is also spoken, how meals are prepared, and any preference for a caregiver of the same gender.',
      },
      {
        title: 'Introductions at home',
        text: 'Your parent meets the caregiver before care starts, so trust is built from the very first cup of chai.',
      },
      {
        title: 'Reviewed and refined',
        text: 'We call after the first few visits and keep reviewing the plan, making changes as health or family schedules shift.',
      },
    ],
    testimonial: {
      quote: 'Mummy felt so alone during her first Calgary winter. Now Sunita visits every weekday, they cook dal together and talk for hours in Hindi. Mummy even asked to go to the mandir for Diwali this year.',
      name: 'Rohit',
      city: 'Calgary',
      relation: 'son of a client',
    },
  },
  {
    path: '/care/mandarin-in-vancouver',
    language: 'Mandarin',
    lang: 'zh-Hans',
    dir: 'ltr',
    city: 'Vancouver',
    hero: {
      headline: 'Mandarin-Speaking Caregivers in Vancouver',
      lead: 'Our Mandarin-speaking PSWs help Vancouver seniors live comfortably at home, with care that honours family, familiar food and the rhythms of daily life.',
      cta: 'Speak With a Coordinator',
    },
    heroImageAlt: 'Illustration of a caregiver and an older Chinese couple practising tai chi in a garden with mountains behind them',
    greeting: '您好',
    greetingMeaning: 'Nín hǎo, a polite hello used when greeting elders',
    meaning: [
      'For Mandarin-speaking seniors in Vancouver, home often means a pot of congee in the morning, nourishing soups simmered for hours, and a calendar marked with the Spring Festival and the Mid-Autumn Festival. A caregiver who shares the language can cook these dishes properly, read Chinese newspapers aloud and join a relaxed walk or tai chi session in the neighbourhood park.',
      'It also means being understood when it matters most. Many older adults feel embarrassed asking for help in English, and dementia can erase a second language altogether. A caregiver who speaks Mandarin listens closely to worries about health, explains a doctor’s instructions gently, and respects the family’s wishes about how decisions are shared.',
    ],
    matching: [
      {
        title: 'A free first consultation',
        text: 'We meet your family in person or by video to understand your parent’s health, habits and what they hope home care will bring.',
      },
      {
        title: 'Language and background',
        text: 'We note whether your parent also speaks Cantonese or a regional dialect, reads simplified or traditional characters, and follows particular food or health customs.',
      },
      {
        title: 'An introduction visit',
        text: 'The proposed caregiver comes to meet your parent before the first shift, and the family has the final say.',
      },
      {
        title: 'Care that keeps pace',
        text: 'Once care begins, your coordinator checks in often and can add hours, change days or arrange a new match.',
      },
    ],
    testimonial: {
      quote: 'My father barely spoke to the caregiver from our previous agency. With Lin, he chats in Mandarin all morning, eats properly again and even corrects her calligraphy. Our whole family feels lighter.',
      name: 'Wei',
      city: 'Vancouver',
      relation: 'son of a client in Oakridge',
    },
  },
  {
    path: '/care/arabic-in-montreal',
    language: 'Arabic',
    lang: 'ar',
    dir: 'rtl',
    city: 'Montreal',
    hero: {
      headline: 'Arabic-Speaking Caregivers in Montreal',
      // Montreal is served on request (docs/spec/DECISIONS.md "Where the company works"): the page says so (LANGUAGE_PAGE_TEXT.serviceNote).
      lead: 'On request, Maple Hearth matches Montreal seniors with caregivers who speak Arabic, often French as well, and who understand the faith, food and family ties at the heart of your home.',
      cta: 'Contact Our Team',
    },
    heroImageAlt: 'Illustration of a caregiver pouring mint tea for an older woman in a headscarf in a sunny Montreal apartment',
    greeting: 'السلام عليكم',
    greetingMeaning: 'As-salamu alaykum, peace be upon you',
    meaning: [
      'Montreal’s Arabic-speaking families come from Lebanon, Syria, Morocco, Algeria, Egypt and beyond, and each home has its own dialect and customs. A matched caregiver respects prayer times or Sunday Mass, keeps a halal kitchen where asked, and helps prepare for Ramadan iftars, Eid visits or Christmas with the whole family.',
      'For elders, being addressed in Arabic brings dignity and ease, especially during personal care, where modesty matters. As dementia progresses, the French or English learned later may fade while Arabic remains. A caregiver who can speak with your mother or father in their own words eases fear, notices pain sooner, and keeps family stories and proverbs in daily conversation.',
    ],
    matching: [
      {
        title: 'Consultation in your language',
        text: 'We hold a free consultation in Arabic, French or English to learn about your loved one’s health and daily life.',
      },
      {
        title: 'Dialect, faith and customs',
        text: 'Levantine, Maghrebi or Egyptian Arabic, halal meals, prayer routines and a preference for a female or male caregiver all go into the match.',
      },
      {
        title: 'Meet the caregiver first',
        text: 'The caregiver visits before care begins, and your family decides whether to go ahead.',
      },
      {
        title: 'We stay involved',
        text: 'Your coordinator follows up regularly and adjusts hours, tasks or the caregiver as your loved one’s needs evolve.',
      },
    ],
    testimonial: {
      quote: 'Mama speaks Darija with Samira and laughs the way she used to in Casablanca. Samira knows exactly how she likes her tea, and they made harira together all through Ramadan. We know she is in good hands.',
      name: 'Yasmine',
      city: 'Montreal',
      relation: 'daughter of a client in Saint-Laurent',
    },
  },
] as const satisfies readonly LanguagePage[];

/** /senior-care-mississauga-on (docs/spec/SPEC.md §2.1): a guide for Mississauga families, not a copy of the city page. */
export const MISSISSAUGA_ON_PAGE = {
  hero: {
    eyebrow: 'Mississauga, Ontario',
    headline: 'Home Care Across Mississauga: A Guide for Families',
    lead: 'How home care works in Ontario, what to expect after a hospital stay, and how Maple Hearth caregivers reach every corner of Mississauga, explained in plain language.',
    cta: 'Get a Free Care Consultation',
  },
  sections: [
    {
      heading: 'How Home Care Is Arranged and Paid For in Ontario',
      paragraphs: [
        'Publicly funded home care in Ontario is arranged through Ontario Health atHome. A care coordinator assesses your loved one’s needs, often after a referral from a doctor or hospital, and may approve visits from a personal support worker or a nurse. These services cost the family nothing, but the hours are based on assessed need and are often limited.',
        'Many families top up public care with private care. A private agency such as Maple Hearth can cover evenings, weekends, overnight hours or companionship that public services do not. Private care is paid for by the family, sometimes with help from private insurance, and some costs may qualify for tax credits, so keep your receipts and ask a tax professional.',
      ],
    },
    {
      heading: 'Coming Home After a Hospital Stay',
      paragraphs: [
        'If your parent is being treated at Mississauga Hospital or Credit Valley Hospital, both part of Trillium Health Partners, the discharge team will talk with you about support at home. Ask early about a referral to Ontario Health atHome, equipment such as a walker or shower chair, and any follow-up appointments.',
        'We can meet you before discharge day, go over the hospital’s instructions and have a caregiver ready when your parent arrives home. In the first weeks, a PSW can help with bathing, meals, medication reminders and rides to appointments, which can lower the risk of a fall or a return to hospital.',
      ],
    },
    {
      heading: 'Care in Every Part of the City',
      paragraphs: [
        'Mississauga is large, and a good match depends on geography as well as language. Our caregivers visit lakeside homes in Port Credit and Clarkson, older streets in Streetsville, family houses in Meadowvale and Erin Mills, busy multigenerational households in Malton, and condo towers around City Centre and Square One. We plan routes so your caregiver arrives on time, whether by car or on MiWay.',
      ],
    },
    {
      heading: 'Planning Care as a Family',
      paragraphs: [
        'Home care works best when everyone knows the plan. We write down who does what: which hours the publicly funded PSW covers, when our caregiver visits, and which relative handles appointments or groceries. A shared schedule and regular updates from your coordinator keep siblings in Mississauga, elsewhere in the GTA or overseas in the loop.',
      ],
    },
  ],
  questions: [
    {
      question: 'Does OHIP pay for private home care?',
      answer: 'No. OHIP covers doctor and hospital services, and publicly funded home care comes through Ontario Health atHome after an assessment. Private care from Maple Hearth is paid for by the family, though some insurance plans and tax credits may help with part of the cost.',
    },
    {
      question: 'Can your caregivers work alongside the PSW from Ontario Health atHome?',
      answer: 'Yes, and many Mississauga families use both. We schedule our visits around the publicly funded hours so there are no gaps or overlaps, and we share notes with the family so everyone sees the same picture.',
    },
    {
      question: 'How quickly can care start after a hospital discharge?',
      answer: `Care can start within 48 hours, and the handover is smoother when we hear from you before discharge. Call ${PHONE.display} as soon as a discharge date is discussed, and we will arrange a free consultation.`,
    },
    {
      question: 'Do you have caregivers who speak my parent’s language?',
      answer: 'Often, yes. Mississauga families ask us for caregivers who speak Urdu, Punjabi, Tagalog, Polish, Portuguese, Arabic and many other languages. Tell us what your parent speaks at home, and we will look for a match.',
    },
  ],
  testimonial: {
    quote: 'After Dad’s hip surgery at Credit Valley, we had no idea how to juggle the public PSW visits and our jobs. Maple Hearth filled the gaps within two days, and his caregiver chats with him in Polish.',
    name: 'Kasia',
    city: 'Mississauga',
    relation: 'daughter of a client',
  },
} as const satisfies MississaugaOnPage;
