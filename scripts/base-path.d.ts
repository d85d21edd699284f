export function normaliseBase(base?: string | undefined): string;
