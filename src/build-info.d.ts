/** The day the site was built (YYYY-MM-DD, Toronto), replaced by Vite at build time. */
declare const __BUILD_DATE__: string;
