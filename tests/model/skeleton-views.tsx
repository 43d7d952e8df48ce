import { QUIZ_WORDS } from '../../src/content/quiz';
import type { ReactElement } from 'react';
import type { MachineId } from '../../machines/index';
import { MobileMenu } from '../../src/app/layout/mobile-menu';
import { PERSONAL_CARE_PAGE } from '../../src/content/info-pages/personal-care';
import { HOME_TESTIMONIALS } from '../../src/content/testimonials';
import { CARE_COST_PAGE } from '../../src/content/pages/care-cost-calculator';
import { formatCad } from '../../src/shared/lib/money';
import { CareCostCalculator } from '../../src/features/calculators/care-cost-calculator';
import { FranchiseEarningsCalculator } from '../../src/features/calculators/franchise-earnings-calculator';
import { ChatWidget, preloadChatPanel } from '../../src/features/chat/chat-widget';
import { CarePlanRequestForm } from '../../src/features/forms/care-plan-request-form';
import { ConsultationRequest, preloadLaterConsultationSteps } from '../../src/features/consultation/consultation-request';
import { CONSULTATION_WORDS } from '../../src/content/pages/consultation';
import { ContactForm } from '../../src/features/forms/contact-form';
import { FaqSection } from '../../src/features/info-page/section-faq';
import { LabSession } from '../../src/features/machine-lab/lab-session-view';
import { PathPlayer } from '../../src/features/machine-lab/path-player';
import { CareFinderQuiz, preloadQuizResults } from '../../src/features/quiz/care-finder-quiz';
import { TestimonialCarousel } from '../../src/shared/widgets/carousel/testimonial-carousel';
import type { mediaState } from '../setup';
import { CAROUSEL_INPUT, EMPTY_CAROUSEL_INPUT } from './carousel-model-options';
import { SATURDAY_MORNING, VISITOR_TIME_ZONE, WEEKDAY_MORNING } from './chat-model-options';
import { CONSULTATION_REQUEST_INPUT } from './consultation-request-model-options';
import { CHAT_LAUNCHER_WORDS_EN } from '../../src/content/chat-script';

/**
 * The real view of every machine, as the generated model-test skeletons render it
 * (`npm run machines:paths -- <id> --vitest`, scripts/machine-paths.ts): the element, the route it
 * needs and the test id that carries `data-state` (the view models whose plain values the skeleton
 * asserts in each state are in ./skeleton-view-models.ts). A skeleton's events go to the view's own actor, so a view
 * here needs no stand-ins but for what would leave the page (the chat's delivery stays pending:
 * the path's own done or error event settles it).
 */
export interface SkeletonView {
  render: (variant: string | undefined) => ReactElement;
  route?: string;
  testId: string;
  /**
   * What the page's environment must be for the machine to start as the model does (before each
   * path). It is handed the test setup's media state by the test file itself: this module may be
   * cached from another file (Vitest runs these files without isolation), the test file never is.
   */
  prepare?: (environment: { mediaState: typeof mediaState }) => void;
  /** Loads the view's lazy parts before the paths run (a visitor's browser has them by the time they are needed). */
  preload?: () => Promise<unknown>;
}

const faq = PERSONAL_CARE_PAGE.sections.find((s) => s.kind === 'faq');
const noop = () => {};
/** A delivery that never settles by itself. */
const pendingDelivery = () => new Promise<never>(() => {});

export const SKELETON_VIEWS: Record<MachineId, SkeletonView> = {
  mobileMenu: { render: () => <MobileMenu />, testId: 'mobile-menu' },
  // The toaster is part of the site's chrome, which the render wraps every view in.
  toast: { render: () => <></>, testId: 'toaster' },
  formSubmission: { render: () => <ContactForm />, testId: 'contact-form' },
  quiz: {
    render: () => <CareFinderQuiz words={QUIZ_WORDS} sendPlan={(fields) => <CarePlanRequestForm fields={fields} />} />,
    testId: 'care-finder-quiz',
    preload: () => preloadQuizResults(QUIZ_WORDS),
  },
  carousel: {
    render: (variant) =>
      variant === 'empty' ? (
        <TestimonialCarousel testimonials={[]} intervalMs={EMPTY_CAROUSEL_INPUT.intervalMs} label="Client stories" />
      ) : (
        <TestimonialCarousel testimonials={HOME_TESTIMONIALS} intervalMs={CAROUSEL_INPUT.intervalMs} label="Voices of Our Community" />
      ),
    testId: 'testimonial-carousel',
    // The model starts rotating: no preference for reduced motion (tests/setup.ts defaults to one), the tab shown.
    prepare: ({ mediaState: media }) => {
      media.reducedMotion = false;
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
    },
  },
  accordion: { render: () => (faq?.kind === 'faq' ? <FaqSection section={faq} /> : <></>), testId: 'faq-accordion' },
  chat: {
    render: (variant) => (
      <ChatWidget
        words={CHAT_LAUNCHER_WORDS_EN}
        now={() => (variant === 'away' ? SATURDAY_MORNING : WEEKDAY_MORNING)}
        visitorTimeZone={() => VISITOR_TIME_ZONE}
        deliver={pendingDelivery}
        deliverConversation={pendingDelivery}
        deliverFollowUp={pendingDelivery}
      />
    ),
    testId: 'chat-widget',
    preload: preloadChatPanel,
  },
  careCost: {
    render: () => <CareCostCalculator words={CARE_COST_PAGE} formatMoney={formatCad} />,
    route: '/care-cost-calculator',
    testId: 'care-cost-calculator',
  },
  franchiseEarnings: { render: () => <FranchiseEarningsCalculator />, route: '/franchise', testId: 'earnings-calculator' },
  consultationRequest: {
    render: () => <ConsultationRequest now={() => new Date(CONSULTATION_REQUEST_INPUT.clock)} words={CONSULTATION_WORDS} />,
    testId: 'consultation-request',
    preload: () => preloadLaterConsultationSteps(CONSULTATION_WORDS),
  },
  pathPlayer: {
    render: () => (
      <PathPlayer
        paths={[
          { label: '#1 one step', details: 'one step', steps: 1 },
          { label: '#2 two steps', details: 'two steps', steps: 2 },
        ]}
        selected={null}
        onSelect={noop}
        onPosition={noop}
      />
    ),
    testId: 'path-player',
  },
  labSession: {
    render: () => <LabSession id="mobileMenu" initialEvents={[]} pageNow="2031-03-05T15:00:00.000Z" onSessionChange={noop} view={undefined} />,
    testId: 'lab-session',
  },
};
