import { startEarlyInputRecords, startEarlySubmits, type EarlyInputKind, type EarlyInputRecord } from './early-input-record';
import { isHydratedByReact } from './react-internals';
import { draftKey, SENT_KEY, SUBMISSION_ID_FIELD, SUBMISSIONS_KEY } from '../forms/form-keys';

/**
 * The capture script of input before hydration (decision 0025; the replay is ./early-input.ts).
 *
 * Never imported as a module by the site: `./early-input-capture.ts?inline-script` (the
 * `inlineScript` plugin of vite.config.ts, decision 0060) bundles this file with its imports,
 * minifies it with Rolldown and gives the text of a script that calls the default export, which
 * `src/app/document.tsx` inlines in every document's head (hashed in the CSP by
 * scripts/deploy-config.mjs from the bytes the prerendered HTML holds). Keep it small and without
 * other imports: every document carries it.
 *
 * It listens at the document, in the capture phase, before anything else: a click on a button or
 * a button-like role (not a link: links work), Enter or Space on a button-like role that is not a
 * native control, a key that moves a slider, and the value a field is left with (`input` and
 * `change`). An event whose target the application has already hydrated is not its business.
 *
 * And a form's native post (decision 0091): the first is kept, a second of the same form is
 * stopped (two clicks 800 ms apart would send two leads), until the form's part listens itself; the
 * first carries its submission's id and is kept as sent, as the form would. The post of a form this
 * tab sent before (a reload, Back with the fields the browser kept) is stopped too: once it listens,
 * the form says what is known of that post, and the family chooses.
 */

/** Controls whose click (or Enter and Space, for the roles) needs the application. */
const BUTTON_LIKE = 'button,[role=button],[role=tab],[role=menuitem],[role=switch],[role=checkbox],[role=radio],[role=option]';
/** The keys that move a slider. */
const SLIDER_KEY = /^(Arrow|Home$|End$|Page)/;

/**
 * The tab's submissions as ../forms/submission-record.ts keeps them, read and written here in a few
 * lines rather than with that module, which would more than double this script in every document.
 */
type Submissions = Record<string, { id?: string; sentAt?: number } | undefined>;
const SUBMISSIONS = {
  read: (): Submissions => JSON.parse(sessionStorage.getItem(SUBMISSIONS_KEY) ?? '{}') as Submissions,
  write: (records: Submissions) => sessionStorage.setItem(SUBMISSIONS_KEY, JSON.stringify(records)),
};

/**
 * A form's first post before it listens: stopped when this tab sent it before (the form, once it
 * listens, says so), else given its submission's id and kept as sent, with which it is for its
 * thank-you page (the `from` of its `_next`), as the form itself would. False: stop it.
 */
function firstPost(form: HTMLFormElement, at: number): boolean {
  try {
    const key = draftKey(form.dataset.testid ?? '', location.pathname);
    const records = SUBMISSIONS.read();
    if (records[key]?.sentAt !== undefined) return false;
    const id = records[key]?.id ?? crypto.randomUUID();
    const field = form.elements.namedItem(SUBMISSION_ID_FIELD);
    if (field instanceof HTMLInputElement) field.value = id;
    SUBMISSIONS.write({ ...records, [key]: { id, sentAt: at } });
    const next = form.elements.namedItem('_next');
    const from = next instanceof HTMLInputElement ? new URL(next.value, location.href).searchParams.get('from') : null;
    if (from) sessionStorage.setItem(SENT_KEY, JSON.stringify({ from, fields: [], submission: key }));
  } catch {
    // No storage, or no randomUUID (a page served without https): the post goes as it is.
  }
  return true;
}

export default function captureEarlyInput(): void {
  const records = startEarlyInputRecords();

  const record = (kind: EarlyInputKind, target: Element, event: Event) => {
    if (isHydratedByReact(target)) return;
    const entry: EarlyInputRecord = { kind, target, event, path: location.pathname, at: performance.now() };
    if (kind === 'value') {
      const field = target as HTMLInputElement;
      entry.value = field.value;
      entry.checked = !!field.checked;
    }
    if (kind === 'key') entry.key = (event as KeyboardEvent).key;
    records.push(entry);
  };

  const capture = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || target.closest('a[href]')) return;
    const field = target.closest('input,select,textarea');
    if (field) {
      if (event.type === 'input' || event.type === 'change') record('value', field, event);
      return;
    }
    const key = event instanceof KeyboardEvent ? event.key : undefined;
    if (key !== undefined) {
      const slider = target.closest('[role=slider]');
      if (slider) {
        if (SLIDER_KEY.test(key)) record('key', slider, event);
        return;
      }
    }
    if (event.type !== 'click' && event.type !== 'keydown') return;
    const control = target.closest(BUTTON_LIKE);
    if (!control) return;
    // A native button or summary turns Enter and Space into a click, which is recorded itself.
    if (key !== undefined && (control.matches('button,summary') || (key !== 'Enter' && key !== ' '))) return;
    // A form's submit button: its form submits natively.
    if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form) return;
    record('click', control, event);
  };

  for (const type of ['click', 'keydown', 'input', 'change']) document.addEventListener(type, capture, true);

  const submits = startEarlySubmits();
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || isHydratedByReact(form)) return;
      const at = Date.now();
      if (submits.some((submit) => submit.form === form) || !firstPost(form, at)) event.preventDefault();
      else submits.push({ form, at });
    },
    true,
  );
}
