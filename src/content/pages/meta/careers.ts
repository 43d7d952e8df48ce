/** /careers (reached also from /careers-join-our-team). */
export const CAREERS_META = {
  title: 'Caregiver Jobs in Ontario: PSWs and Companions | Maple Hearth Home Care',
  description:
    'Join our caregiver team: PSW, companion, live-in and dementia care roles across Ontario, paid onboarding, flexible schedules and clear promotion tracks.',
} as const;
