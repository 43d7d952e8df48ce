export const QUIZ_META = {
  title: 'Find Your Care Plan: Free Care Finder Quiz | Maple Hearth Home Care',
  description:
    'Answer eight short questions and get a personalized in-home care plan with an estimated daily price. Free, and your answers reach a care advisor only if you send them.',
} as const;
