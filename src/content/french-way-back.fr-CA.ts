/**
 * The one French line at the top of an English page that a French reader may need
 * (docs/spec/DECISIONS.md "French pages in French to the end"; src/app/layout/french-way-back.tsx):
 * the way back to the French page the family came from, or the French twin of the page. Its own
 * chunk, fetched only when the line shows.
 */
export const FRENCH_WAY_BACK_WORDS = {
  back: {
    text: 'Cette page est en anglais. Retour à la version française\u00a0: ',
    /** The link's words when the French page's name is not known (opened from another tab). */
    unnamed: 'la page d’où vous venez',
  },
  twin: {
    text: 'Cette page existe aussi en français\u00a0: ',
    link: 'lire la version française',
  },
  dismiss: 'Masquer ce message',
} as const;
