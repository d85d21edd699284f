export function linesOutsideFences(markdown: string): string[];
