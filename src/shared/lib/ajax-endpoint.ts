/**
 * FormSubmit's AJAX convention: the same address with `/ajax` before its last path segment
 * (`https://formsubmit.co/info@example.ca` → `https://formsubmit.co/ajax/info@example.ca`). It
 * answers JSON and allows cross-origin requests, so a page can send without leaving.
 */
export function ajaxEndpointOf(formEndpoint: string): string {
  const url = new URL(formEndpoint);
  const segments = url.pathname.split('/');
  const last = segments.pop() ?? '';
  url.pathname = [...segments, 'ajax', last].join('/');
  return url.toString();
}
