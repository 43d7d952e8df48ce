/** Types of ./machines-digest.mjs for the config and the tests that import it. */
export function machinesDigest(root?: string): string;
