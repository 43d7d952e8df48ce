import { NEWSLETTER_RHYTHM } from '../site';

/** The words of /blog, /blog/{slug} and /blog/resources (docs/spec/SPEC.md §2.6, §8); the posts are in src/content/blog. */

/** docs/spec/SPEC.md §8: what the not-implemented parts of the blog say when used. */
const NOT_IMPLEMENTED = "This feature isn't implemented yet";

export const BLOG_PAGE = {
  hero: {
    eyebrow: 'Blog',
    heading: 'Stories, Support & Insights for Caregivers',
    lead: 'Practical guides, real stories and honest advice for families caring for an older parent in Canada, written by our care team.',
  },
  shareStory: {
    button: 'Share Your Story',
    toast: { title: NOT_IMPLEMENTED, description: 'The story submission form is coming soon.' },
  },
  filters: {
    label: 'Filter articles',
    searchLabel: 'Search articles',
    searchPlaceholder: 'Find articles on what matters to you…',
    topicLabel: 'Topic',
    /** docs/spec/SPEC.md §2.6: Age Group, Location and Language hold only a disabled 'Coming soon' item. */
    comingSoon: ['Age Group', 'Location', 'Language'],
    comingSoonItem: 'Coming soon',
    toast: { title: NOT_IMPLEMENTED, description: 'More filtering options are coming soon!' },
  },
  featuredHeading: 'Featured Articles',
  allHeading: 'All Articles',
  count: (shown: number, total: number) =>
    shown === total ? `Showing all ${total} articles` : `${shown} of ${total} ${total === 1 ? 'article' : 'articles'} match`,
  empty: {
    title: 'No articles found',
    text: 'Try adjusting your search or filters.',
    reset: 'Clear search and filters',
  },
  sidebar: {
    label: 'More for caregivers',
    webinarsHeading: 'Caregiver Webinars',
    webinars: [
      {
        title: 'Managing Sundowning: Evenings With Dementia',
        date: 'June 18, 2025',
        text: 'A recorded session with our dementia care lead on calm evening routines.',
      },
      {
        title: 'Caring From a Distance: Tools for Busy Families',
        date: 'May 21, 2025',
        text: 'How families split tasks, share updates and keep a parent safe from afar.',
      },
    ],
    pastEvent: 'Past event: watch the recording',
    pastEventToast: { title: NOT_IMPLEMENTED, description: 'Event recordings are not available on the site yet.' },
    newsletterHeading: 'Caregiving tips in your inbox',
    newsletterText: `Practical e-mails for families caring for a senior, ${NEWSLETTER_RHYTHM}. No spam, and you can leave any time.`,
    newsletterLink: 'Sign up for the newsletter',
    feedbackHeading: 'What should we write about?',
    feedbackText: 'Tell us what your family is facing and we may answer it in a future article.',
    feedbackLink: 'Send us your feedback',
  },
} as const;

export const BLOG_POST_TEXT = {
  back: 'Back to Blog',
  by: (author: string) => `By ${author}`,
  readTime: (minutes: number) => `${minutes} min read`,
  tocHeading: 'In this article',
  relatedHeading: 'More on this topic',
  notFound: {
    heading: 'Post not found',
    text: 'The article you are looking for may have moved, or the link may be mistyped. All our articles are on the blog.',
    back: 'Back to Blog',
  },
} as const;

/** /blog/resources (docs/spec/SPEC.md §2.6): two cards. */
export const BLOG_RESOURCES_PAGE = {
  hero: {
    eyebrow: 'Caregiver Resources',
    heading: 'Resources for Family Caregivers',
    lead: 'Where to turn for support, and practical tools to make caring for a parent at home a little easier.',
  },
  cards: {
    supports: {
      title: 'Supports for Caregivers',
      text: 'Respite, support groups and counselling for family caregivers across Canada, gathered in one place.',
      button: 'Explore supports',
      toast: { title: NOT_IMPLEMENTED, description: 'The caregiver supports directory is not yet active.' },
    },
    tools: {
      title: 'Tools for Caregivers',
      text: 'Checklists and step-by-step guides on falls, dementia, hospital discharge and hard conversations.',
      link: 'Browse the guides on our blog',
    },
  },
} as const;
