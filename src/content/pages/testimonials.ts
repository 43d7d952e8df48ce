import { LIMITS } from '../site';
import type { Testimonial } from '../testimonials';

const rating = LIMITS.testimonialRating;

export const TESTIMONIALS_PAGE = {
  heading: 'Stories from the Families We Serve',
  lead: 'Every review here comes from a family we care for. Names are shared with permission; some details are changed to protect privacy.',
  featuredHeading: 'Featured story',
  featured: {
    name: 'Sunita',
    role: 'Brampton, daughter of a client',
    content:
      'When Papa came home from Brampton Civic after his second fall, I was terrified of leaving him alone while I worked. Maple Hearth sent Rajinder, who speaks Hindi and Punjabi with him, walks with him around the block every afternoon, and has his chai ready at four. Three months on he is steadier on his feet, he is eating properly again, and I get a short update after every visit. I finally sleep through the night.',
    rating,
  } satisfies Testimonial,
  communityHeading: 'Voices from our community',
  communityLead: 'Short notes from families, neighbours and partners in the communities we serve.',
  community: [
    {
      name: 'Father Michael',
      role: 'Parish outreach, Mississauga',
      content:
        'Several of our parishioners rely on Maple Hearth. Their caregivers treat every home visit with patience and respect, and they always call the family if something seems off.',
      rating,
    },
    {
      name: 'Grace',
      role: 'Scarborough',
      content:
        'Our caregiver Lorna brought Mum to every cardiology appointment and wrote down everything the doctor said. For a family spread across three cities, that was priceless.',
      rating,
    },
    {
      name: 'Tomasz',
      role: 'Oakville',
      content: 'The office answered at eleven at night when Dad could not settle. Ten minutes on the phone with someone calm made all the difference.',
      rating,
    },
  ] satisfies Testimonial[],
  wallHeading: 'Wall of love',
  wall: [
    { name: 'Lakshmi', role: 'Markham', content: 'Amma laughs again. That is the whole review.', rating },
    { name: 'Peter', role: 'Burlington', content: 'On time, every time, for fourteen months of daily visits.', rating },
    { name: 'Noor', role: 'Mississauga', content: 'They found a caregiver who speaks Urdu within two days. We had been searching for months.', rating },
    { name: 'Elaine', role: 'Hamilton', content: 'The weekend respite visits saved my marriage and my back.', rating },
    { name: 'Ravi', role: 'Brampton', content: 'Clear pricing, no surprises, and a real person on the phone at 2 a.m.', rating },
    { name: 'Joy', role: 'Toronto', content: 'Our caregiver Marites treats Lola like her own grandmother. We are so grateful.', rating },
  ] satisfies Testimonial[],
  storiesHeading: 'Success stories by service',
  storiesLead: 'Choose a service to read how it helped a family like yours.',
  submit: {
    heading: 'Has Maple Hearth cared for your family?',
    text: 'We would love to hear your story and share it, with your permission, to help other families decide.',
    button: 'Submit Your Testimonial',
    toast: {
      title: "This feature isn't implemented yet",
      description: 'Testimonial submissions are not active yet. Until then, please share your story by phone or e-mail.',
    },
  },
} as const;

export type StoryTopic = 'personalCare' | 'alzheimersSupport' | 'companionship' | 'liveInCare' | 'mealSupport' | 'housekeeping';

/** docs/spec/SPEC.md §2.6: a tab per service, defaulting to personalCare. */
export const DEFAULT_STORY_TOPIC: StoryTopic = 'personalCare';

export const SUCCESS_STORIES: ReadonlyArray<{ topic: StoryTopic; label: string; story: Testimonial }> = [
  {
    topic: 'personalCare',
    label: 'Personal Care',
    story: {
      name: 'Kevin',
      role: 'Vaughan',
      content:
        'After his knee replacement, Dad refused help from family with bathing. A male caregiver, Marco, made it matter-of-fact and dignified. Within six weeks Dad was showering on his own with only a grab bar and Marco nearby.',
      rating,
    },
  },
  {
    topic: 'alzheimersSupport',
    label: "Alzheimer's Support",
    story: {
      name: 'Farah',
      role: 'Mississauga',
      content:
        'Mum gets agitated in the late afternoon. Her caregiver built a routine of tea, old Urdu ghazals and a short walk at exactly that hour. The evenings are calm now, and Mum still lives in the home she loves.',
      rating,
    },
  },
  {
    topic: 'companionship',
    label: 'Companionship',
    story: {
      name: 'Linda',
      role: 'London',
      content:
        'Since Mom stopped driving she had not left the house except for appointments. Twice a week her companion takes her to the library and the seniors’ choir. She has friends again, and she tells me about them on the phone.',
      rating,
    },
  },
  {
    topic: 'liveInCare',
    label: 'Live-In Care',
    story: {
      name: 'Arjun',
      role: 'Calgary',
      content:
        'We chose a live-in caregiver when Nani could no longer be alone at night. One steady person, who cooks her vegetarian meals and sleeps down the hall, meant we could avoid a long-term care bed she did not want.',
      rating,
    },
  },
  {
    topic: 'mealSupport',
    label: 'Meal Support',
    story: {
      name: 'Stella',
      role: 'Richmond Hill',
      content:
        'Dad is diabetic and was living on toast. His caregiver plans low-sugar Caribbean meals with him on Mondays, shops on Tuesdays and cooks enough for the week. His A1C is the best it has been in years.',
      rating,
    },
  },
  {
    topic: 'housekeeping',
    label: 'Housekeeping',
    story: {
      name: 'Henri',
      role: 'Ottawa',
      content:
        'The caregiver did a safety walk-through on the first day, moved the rugs, added night lights and kept the stairs clear. Light housekeeping every visit keeps Maman’s apartment the way she likes it, and she has not fallen since.',
      rating,
    },
  },
];
