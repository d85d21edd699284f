/** Types for html-validation.mjs, for its unit test. */
import type { HtmlValidate, Message } from 'html-validate';
export declare const RULES: { extends: string[] };
export declare const LIBRARY_MARKUP: { package: string; rule: string; element: string; parent: string }[];
export declare const NOT_PAGES: RegExp[];
export declare function isLibraryMarkup(source: string, message: Pick<Message, 'ruleId' | 'offset'>): boolean;
export declare function htmlPages(dir: string): string[];
export declare function validateHtml(source: string, validator?: HtmlValidate): Promise<string[]>;
