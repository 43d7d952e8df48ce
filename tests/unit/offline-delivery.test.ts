import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliverConversation, deliverFollowUp, deliverOfflineMessage, offlineMessagePayload } from '../../src/features/chat/deliver-offline-message';
import { ajaxEndpointOf } from '../../src/shared/lib/ajax-endpoint';

const message = { name: ' Harpreet Sandhu ', email: 'harpreet.sandhu@example.ca', message: 'Please call me about weekday visits.\n', phone: ' 905-555-0163 ' };
const details = { page: 'https://www.maplehearth.ca/faq', honey: '' };

describe('ajaxEndpointOf (FormSubmit convention)', () => {
  it.each([
    ['https://formsubmit.co/info@maplehearth.ca', 'https://formsubmit.co/ajax/info@maplehearth.ca'],
    ['https://formsubmit.co/0a1b2c3d4e', 'https://formsubmit.co/ajax/0a1b2c3d4e'],
    ['http://127.0.0.1:4180/submit', 'http://127.0.0.1:4180/ajax/submit'],
    ['https://forms.example.ca/f/maple', 'https://forms.example.ca/f/ajax/maple'],
  ])('%s → %s', (endpoint, expected) => {
    expect(ajaxEndpointOf(endpoint)).toBe(expected);
  });
});

describe('deliverOfflineMessage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives fetch the abort signal it is given: aborted (the machine stopped waiting), the request is abandoned, not left running', async () => {
    // A service that never answers: only the signal ends the request (at once when it comes aborted).
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) => {
          if (init.signal?.aborted) reject(init.signal.reason);
          init.signal?.addEventListener('abort', () => reject(init.signal!.reason));
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const controller = new AbortController();
    const sending = deliverOfflineMessage(message, details, 'https://formsubmit.co/ajax/info@maplehearth.ca', controller.signal);
    expect((fetch.mock.calls[0]![1] as RequestInit).signal).toBe(controller.signal);
    controller.abort(new Error('The machine stopped waiting'));
    await expect(sending).rejects.toThrow('The machine stopped waiting');
    // The conversation and a follow-up carry theirs too.
    const other = new AbortController();
    other.abort();
    await expect(
      deliverConversation({ request: { name: 'A', phone: '', email: 'a@example.ca', city: '', note: '' }, messages: [] }, details, undefined, other.signal),
    ).rejects.toBeDefined();
    await expect(
      deliverFollowUp({ request: { name: 'A', phone: '', email: 'a@example.ca', city: '', note: '' }, messages: [] }, details, undefined, other.signal),
    ).rejects.toBeDefined();
    expect(fetch.mock.calls.map(([, init]) => (init as RequestInit).signal)).toEqual([controller.signal, other.signal, other.signal]);
  });

  it('posts the message as JSON with its call-back number, subject, the page and the honeypot', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: 'true' }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await deliverOfflineMessage(message, details, 'https://formsubmit.co/ajax/info@maplehearth.ca');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://formsubmit.co/ajax/info@maplehearth.ca');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Harpreet Sandhu',
      email: 'harpreet.sandhu@example.ca',
      message: 'Please call me about weekday visits.',
      phone: '905-555-0163',
      _subject: 'Website Inquiry - Chat Offline Message',
      page: 'https://www.maplehearth.ca/faq',
      _honey: '',
    });
    expect(offlineMessagePayload(message, details)._subject).toBe('Website Inquiry - Chat Offline Message');
    // No number given: the field is posted empty, as the other forms post an optional field.
    expect(offlineMessagePayload({ ...message, phone: '  ' }, details).phone).toBe('');
    // Control characters a paste carried never reach the office; line breaks stay.
    expect(offlineMessagePayload({ ...message, message: 'Weekday\u0000 visits,\u0007\nplease.' }, details).message).toBe('Weekday visits,\nplease.');
  });

  it('says the page language when the page is not in English (decision 0066), and nothing on an English page', () => {
    const fromFrench = { page: 'https://www.maplehearth.ca/fr/faq', honey: '', lang: 'fr-CA' };
    expect(offlineMessagePayload(message, fromFrench)).toEqual({
      name: 'Harpreet Sandhu',
      email: 'harpreet.sandhu@example.ca',
      message: 'Please call me about weekday visits.',
      phone: '905-555-0163',
      _subject: 'Website Inquiry - Chat Offline Message',
      page: 'https://www.maplehearth.ca/fr/faq',
      'Page language': 'Français',
      _honey: '',
    });
    expect(offlineMessagePayload(message, { ...fromFrench, lang: 'pa' })['Page language' as 'page']).toBe('Punjabi (ਪੰਜਾਬੀ)');
    expect(offlineMessagePayload(message, { ...fromFrench, lang: 'ar' })['Page language' as 'page']).toBe('Arabic (العربية)');
    expect(Object.keys(offlineMessagePayload(message, { ...details, lang: 'en-CA' }))).not.toContain('Page language');
  });

  it('fails on an error status, on success "false", and when the service cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    await expect(deliverOfflineMessage(message, details)).rejects.toThrow('500');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: 'false', message: 'Form should POST' }), { status: 200 })),
    );
    await expect(deliverOfflineMessage(message, details)).rejects.toThrow('refused');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(deliverOfflineMessage(message, details)).rejects.toThrow('Failed to fetch');
  });

  it('accepts a 200 whose body is not JSON (the service took it)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('OK', { status: 200 })),
    );
    await expect(deliverOfflineMessage(message, details)).resolves.toBeUndefined();
  });
});

describe('deliverConversation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the contact and the whole conversation as one transcript, by the same route and rules', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: 'true' }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const handover = {
      request: { name: ' Gurpreet Singh ', phone: '905-555-0178 ', email: '', city: 'Brampton', note: ' Mornings are best. ' },
      messages: [
        { id: 1, sender: 'bot' as const, text: 'Hello.' },
        { id: 2, sender: 'user' as const, text: 'My father needs a Punjabi-speaking caregiver.' },
        { id: 3, sender: 'bot' as const, text: 'Our team speaks English, Punjabi, Hindi, Tagalog and more.', answered: { topic: 'languages', score: 43.67 } },
      ],
    };
    await deliverConversation(handover, { ...details, conversation: 'c-42' }, 'https://formsubmit.co/ajax/info@maplehearth.ca');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://formsubmit.co/ajax/info@maplehearth.ca');
    // The visitor's words and the topics answered, not the script's lines (decision 0089).
    expect(JSON.parse(init.body as string)).toEqual({
      conversation: 'c-42',
      name: 'Gurpreet Singh',
      phone: '905-555-0178',
      email: '',
      city: 'Brampton',
      note: 'Mornings are best.',
      transcript: 'Visitor: My father needs a Punjabi-speaking caregiver.\nAssistant: answered from the site: languages',
      _subject: 'Website Inquiry - Chat Conversation',
      page: 'https://www.maplehearth.ca/faq',
      _honey: '',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    await expect(deliverConversation(handover, details)).rejects.toThrow('500');
  });
});

describe('deliverFollowUp', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the messages typed after the handover under the same conversation, with the contact again', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: 'true' }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const followUp = {
      request: { name: 'Gurpreet Singh', phone: '905-555-0178', email: '', city: 'Brampton', note: '' },
      messages: [
        { id: 9, sender: 'user' as const, text: 'Mornings, please' },
        { id: 11, sender: 'user' as const, text: 'Weekday mornings' },
      ],
    };
    await deliverFollowUp(followUp, { ...details, conversation: 'c-42', lang: 'fr-CA' }, 'https://formsubmit.co/ajax/info@maplehearth.ca');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://formsubmit.co/ajax/info@maplehearth.ca');
    expect(JSON.parse(init.body as string)).toEqual({
      conversation: 'c-42',
      'Follow-up': 'Mornings, please\nWeekday mornings',
      name: 'Gurpreet Singh',
      phone: '905-555-0178',
      email: '',
      _subject: 'Website Inquiry - Chat Conversation (Follow-up)',
      page: 'https://www.maplehearth.ca/faq',
      'Page language': 'Français',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    await expect(deliverFollowUp(followUp, details)).rejects.toThrow('500');
  });
});
