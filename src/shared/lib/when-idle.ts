/**
 * Runs `task` once the page has finished loading and the main thread is idle (or after
 * `timeoutMs` at the latest): for code the first view does not need, such as the chat panel.
 * Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  let cancel = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 1);
      cancel = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
  } else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}
