import type { ToastOptions } from '../../machines/toast/toast.machine';

/** docs/spec/SPEC.md §8 "Copy": every copy-to-clipboard button of the site says this when the copy worked. */
export const COPIED_TOAST = { title: 'Copied to clipboard!' } as const satisfies ToastOptions;

/** When the browser refuses the clipboard (no permission, an insecure origin), the text is selected instead. */
export const COPY_REFUSED_TOAST = {
  title: 'Could not copy to the clipboard',
  description: 'Your browser did not allow this page to use the clipboard. The text is selected for you: press Ctrl+C (or ⌘C on a Mac) to copy it.',
  variant: 'destructive',
} as const satisfies ToastOptions;
