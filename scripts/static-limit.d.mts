/** Types of ./static-limit.mjs for the tests that import it. */
export function stripScripts(html: string): string;
