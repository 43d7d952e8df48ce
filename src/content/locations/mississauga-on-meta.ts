// The page's title and description, in its own module so they come with its page (decision 0055).

/** /senior-care-mississauga-on (docs/spec/SPEC.md §2.1). */
export const MISSISSAUGA_ON_META = {
  title: 'Home Care in Mississauga, ON: A Guide | Maple Hearth Home Care',
  description:
    'Home care in Mississauga, Ontario: Ontario Health atHome, private top-up care, help after a Trillium hospital stay and caregivers in every neighbourhood.',
} as const;
