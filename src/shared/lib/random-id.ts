/**
 * A random id (a version 4 UUID): a chat conversation's (decision 0089), a lead's submission's
 * (decision 0091); random, so two visitors' never meet. `randomUUID` exists only on secure pages;
 * elsewhere the same 122 random bits in the same form.
 */
export const randomId = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) =>
        (Number(c) ^ (crypto.getRandomValues(new Uint8Array(1))[0]! & (15 >> (Number(c) / 4)))).toString(16),
      );
