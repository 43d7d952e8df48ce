export function htmlFilesUnder(dir: string): string[];
