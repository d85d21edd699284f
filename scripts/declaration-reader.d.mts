import type ts from 'typescript';

export const DECLARATION_READER_OPTIONS: ts.CompilerOptions;
