import { QUIZ_WORDS, contactNotice } from '../content/quiz';
import { CHAT_TEXT } from '../content/chat';
import { contactProblems } from '../../machines/quiz/quiz.rules';
import type { QuizContext } from '../../machines/quiz/quiz.machine';
import { LAB_VIEW_NOTES } from '../content/machine-lab';
import { TIMINGS } from '../content/site';
import { HOME_TESTIMONIALS, HOME_VOICES } from '../content/testimonials';
import { PERSONAL_CARE_PAGE } from '../content/info-pages/personal-care';
import { CARE_COST_PAGE } from '../content/pages/care-cost-calculator';
import { CareCostCalculator } from '../features/calculators/care-cost-calculator';
import { FranchiseEarningsCalculator } from '../features/calculators/franchise-earnings-calculator';
import { ChatWidget } from '../features/chat/chat-widget';
import { conversationPayload, followUpPayload, offlineMessagePayload } from '../features/chat/deliver-offline-message';
import { FORM_AJAX_ENDPOINT } from '../shared/config/env';
import type { ConversationFollowUp, ConversationHandover, OfflineMessage } from '../../machines/chat/chat.machine';
import { CarePlanRequestForm } from '../features/forms/care-plan-request-form';
import { ConsultationRequest } from '../features/consultation/consultation-request';
import { CONSULTATION_WORDS } from '../content/pages/consultation';
import { ContactForm } from '../features/forms/contact-form';
import { MachineLab, type LabViews } from '../features/machine-lab/machine-lab';
import { CareFinderQuiz } from '../features/quiz/care-finder-quiz';
import { FaqAccordion } from '../shared/widgets/faq-accordion';
import { TestimonialCarousel } from '../shared/widgets/carousel/testimonial-carousel';
import { formatCad } from '../shared/lib/money';
import { CHAT_LAUNCHER_WORDS_EN } from '../content/chat-script';

/** What the chat's posts carry besides the visitor's words, as the widget adds them: the page, its language, an empty honeypot. */
const labDetails = () => ({ page: window.location.href, honey: '', lang: document.documentElement.lang });

const faq = PERSONAL_CARE_PAGE.sections.find((section) => section.kind === 'faq');

/**
 * The site's own views for the lab's machines, composed here because the lab (a feature) may not
 * import other features. Each starts from the same content as the lab's machine (its example
 * input), so the view and the diagram agree.
 */
const VIEWS: LabViews = {
  quiz: {
    render: () => <CareFinderQuiz words={QUIZ_WORDS} sendPlan={(fields) => <CarePlanRequestForm fields={fields} />} />,
    // The toasts its refusals raise on the site, in the quiz's words.
    toasts: {
      notifyIncomplete: () => QUIZ_WORDS.notices.incomplete,
      notifyContactIncomplete: (context: QuizContext) => contactNotice(QUIZ_WORDS, contactProblems(context.answers.contact)),
    },
  },
  // The home page's carousel, as the lab's carousel machine is started (its example input).
  carousel: { render: () => <TestimonialCarousel testimonials={HOME_TESTIMONIALS} intervalMs={TIMINGS.homeCarouselMs} label={HOME_VOICES.carouselLabel} /> },
  accordion: { render: () => (faq?.kind === 'faq' ? <FaqAccordion items={faq.items} testId="lab-faq" /> : null) },
  // In the slot the site's layout gives it (fixed to the lab's frame, not the page).
  chat: {
    render: () => (
      <div className="chat-slot">
        <ChatWidget words={CHAT_LAUNCHER_WORDS_EN} />
      </div>
    ),
    toasts: {
      notifySendFailed: () => CHAT_TEXT.sendFailedToast,
      notifyMessageReceived: () => CHAT_TEXT.messageReceivedToast,
      notifyHandedOver: () => CHAT_TEXT.handedOverToast,
      notifyHandoverFailed: () => CHAT_TEXT.handoverFailedToast,
    },
    // Its posts (the offline message, the handover, a follow-up), as the widget builds them from its machine's input: the lab lists each one to be answered.
    posts: {
      deliverMessage: (input) => ({ address: FORM_AJAX_ENDPOINT, fields: offlineMessagePayload(input as OfflineMessage, labDetails()) }),
      deliverConversation: (input) => ({ address: FORM_AJAX_ENDPOINT, fields: conversationPayload(input as ConversationHandover, labDetails()) }),
      deliverFollowUp: (input) => ({ address: FORM_AJAX_ENDPOINT, fields: followUpPayload(input as ConversationFollowUp, labDetails()) }),
    },
    height: 720,
  },
  formSubmission: { render: () => <ContactForm idPrefix="lab-contact" /> },
  careCost: { render: () => <CareCostCalculator words={CARE_COST_PAGE} formatMoney={formatCad} /> },
  franchiseEarnings: { render: () => <FranchiseEarningsCalculator /> },
  mobileMenu: { note: LAB_VIEW_NOTES.mobileMenu },
  toast: { note: LAB_VIEW_NOTES.toast },
  pathPlayer: { note: LAB_VIEW_NOTES.pathPlayer },
  labSession: { note: LAB_VIEW_NOTES.labSession },
  // The request form of /book-a-free-care-consultation, bound to the lab's actor.
  consultationRequest: { render: () => <ConsultationRequest words={CONSULTATION_WORDS} /> },
};

export default function MachineLabPage() {
  return <MachineLab views={VIEWS} />;
}
