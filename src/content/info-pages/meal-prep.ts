import type { ServicePageContent } from './types';

/** /senior-meal-preparation-nutrition (docs/spec/SPEC.md §2.6): four services and eight diet tags. */
export const MEAL_PREP_PAGE: ServicePageContent = {
  serviceType: 'MealPreparation',
  hero: {
    eyebrow: 'Meal preparation at home',
    heading: 'Good Food, Cooked at Home the Way They Like It',
    lead: 'Eating well gets harder when shopping is tiring, cooking feels like a chore and meals for one do not seem worth the effort. A caregiver can plan, shop and cook with your loved one, following their diet and the flavours they grew up with.',
    highlights: ['Menus that follow doctor and dietitian advice', 'Familiar dishes from many food traditions', 'Cooking together, or cooking for them'],
    actions: [{ kind: 'link', label: 'Talk to a Care Advisor', to: '/contact-us' }, { kind: 'phone' }],
  },
  sections: [
    {
      kind: 'features',
      id: 'meal-services',
      heading: 'What Meal Support Includes',
      intro: 'Meal support can be part of any visit, or the main reason for it.',
      items: [
        {
          title: 'Meal Planning & Prep',
          text: "We plan the week's menu together, then wash, chop and cook fresh meals at home, with extra portions labelled for the days between visits.",
        },
        {
          title: 'Grocery Shopping',
          text: 'Shopping from a list you approve, or going to the store together, including the local grocer or market that stocks their favourite ingredients.',
        },
        {
          title: 'Safe Storage',
          text: 'Leftovers are dated and stored properly, the fridge is checked for expired food, and heavy or often-used items are kept within easy reach.',
        },
        {
          title: 'Kitchen Clean-Up',
          text: 'Dishes washed, counters wiped, the stove checked and the garbage and recycling taken out, so the kitchen is clean and safe after every meal.',
        },
      ],
    },
    {
      kind: 'tags',
      id: 'diets',
      heading: 'Diets and Food Traditions We Cook For',
      intro: 'Tell us what your loved one needs and enjoys. We follow medical diet advice and cook familiar dishes with care.',
      tags: ['Diabetic-Friendly', 'Low-Sodium/Cardiac', 'Gluten-Free', 'Vegetarian/Vegan', 'South Asian', 'Caribbean', 'East Asian', 'Mediterranean'],
    },
    {
      kind: 'steps',
      id: 'how-mealtimes-work',
      heading: 'How Mealtimes Work',
      steps: [
        {
          title: 'Share Tastes and Needs',
          text: 'Tell us about allergies, diet advice from the doctor, favourite dishes, religious food practices and the foods they simply will not eat.',
        },
        {
          title: 'Plan and Shop',
          text: 'The caregiver drafts a simple weekly menu with your loved one, writes the grocery list and shops for fresh ingredients.',
        },
        {
          title: 'Cook, Share and Tidy Up',
          text: 'Meals are cooked at home and often shared at the table with good conversation, then the kitchen is left clean and the next meals are ready in the fridge.',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Meal Preparation Questions',
      items: [
        {
          question: 'Can you follow a diet from a doctor or dietitian?',
          answer:
            'Yes. Share the written advice with us and we build it into the care plan, whether that means less salt, steady carbohydrates for diabetes, softer textures or no gluten.',
        },
        {
          question: 'Can the caregiver cook our family recipes?',
          answer:
            'We would love to. Many families walk the caregiver through a few favourite recipes in the first weeks, and we match caregivers who already know the cuisine whenever we can.',
        },
        {
          question: 'Can my mother still do some of the cooking herself?',
          answer:
            'Yes, and we encourage it. The caregiver can handle the lifting, chopping and hot pans while she seasons, stirs and decides how the dish should taste. Cooking together keeps skills and confidence strong.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Talk to a Care Advisor About Meal Preparation',
    text: 'Tell us what your loved one likes to eat and what their doctor recommends. We will put together a meal plan around both, free and with no obligation.',
    actions: [
      { kind: 'serviceInquiry', label: 'Ask About Meal Preparation' },
      { kind: 'link', label: 'Contact Us', to: '/contact-us' },
      { kind: 'phone' },
      { kind: 'email' },
    ],
  },
};
