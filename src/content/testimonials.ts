import { listInWords } from './service-area';
import { LIMITS } from './site';

export interface Testimonial {
  name: string;
  /** The city, or a role such as "Daughter of a client". */
  role: string;
  content: string;
  rating: number;
}

const rating = LIMITS.testimonialRating;

/** The three stories of the home carousel 'Voices of Our Community'. */
export const HOME_TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Harpreet',
    role: 'Brampton',
    content:
      'My father only speaks Punjabi, and after his stroke he stopped talking to anyone. Within two days Maple Hearth matched him with Gurjit, who cooks his dal the way my mother did. Now he waits at the window for her every morning.',
    rating,
  },
  {
    name: 'Maria',
    role: 'Mississauga',
    content:
      'We were exhausted from juggling shifts around Lola’s dementia. The respite visits gave us our weekends back, and the caregiver sends us a note after every visit, so we always know how her day went.',
    rating,
  },
  {
    name: 'David',
    role: 'Hamilton',
    content:
      'After Mum’s hip surgery the hospital wanted a plan by Friday. One call on Wednesday and a caregiver was at the house on Thursday, with the walker set up and the bathroom made safe. Professional, warm and always on time.',
    rating,
  },
];

/** The testimonial carousel's words, in one language. */
export interface CarouselText {
  empty: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  dot: (n: number, total: number) => string;
  slide: (n: number, total: number) => string;
  rating: (stars: number) => string;
  /** What a screen reader calls the carousel and each slide, and the name of the dots' group. */
  carouselRole: string;
  slideRole: string;
  dots: string;
}

export const CAROUSEL_TEXT = {
  empty: 'No testimonials available at the moment.',
  previous: 'Previous testimonial',
  next: 'Next testimonial',
  pause: 'Pause automatic rotation',
  play: 'Start automatic rotation',
  dot: (n: number, total: number) => `Show testimonial ${n} of ${total}`,
  slide: (n: number, total: number) => `${n} of ${total}`,
  rating: (stars: number) => `Rated ${stars} out of 5`,
  carouselRole: 'carousel',
  slideRole: 'slide',
  dots: 'Choose a testimonial',
} as const satisfies CarouselText;

export const HOME_VOICES = {
  heading: 'Voices of Our Community',
  // Names the cities of the three stories shown (docs/spec/DECISIONS.md "Where the company works").
  lead: `Families in ${listInWords([...new Set(HOME_TESTIMONIALS.map((t) => t.role))])} on what changed when care came home.`,
  carouselLabel: 'Client testimonials',
  readMore: { label: 'Read More Stories', to: '/testimonials' },
  testimonials: HOME_TESTIMONIALS,
  carousel: CAROUSEL_TEXT,
} as const;
