/**
 * The parts the semantic `classNames` and `styles` props of an installed @rc-component/cascader
 * accept, read from the declarations its package.json points to, with the TypeScript compiler API:
 * `input`, `prefix`, … and, for a prop nested in them, a dotted path (`popup.list`).
 *
 * A member is a part when it takes a class name (a string) or a style object (React's
 * `CSSProperties`); a member that takes any other object is a group of parts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { DECLARATION_READER_OPTIONS } from './api/component-api';

export interface SemanticParts {
  /** The parts `classNames` accepts; null when CascaderProps has no `classNames`. */
  classNames: string[] | null;
  /** The parts `styles` accepts; null when CascaderProps has no `styles`. */
  styles: string[] | null;
}

/** Reads the semantic parts of the cascader package in `dir` (the folder of its package.json). */
export function readSemanticParts(dir: string): SemanticParts {
  const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { types?: string; main?: string };
  const entry = join(dir, (json.types ?? `${json.main ?? 'index'}.d.ts`).replace(/^\.\//, ''));
  const program = ts.createProgram([entry], DECLARATION_READER_OPTIONS);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`TypeScript could not read ${entry}`);
  const exported = checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.getName() === 'CascaderProps');
  if (!exported) throw new Error(`${entry} does not export CascaderProps`);
  const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const props = checker.getDeclaredTypeOfSymbol(target);

  const isStyleObject = (type: ts.Type) =>
    (type.getSymbol()?.declarations ?? []).some(
      (declaration) => ts.isInterfaceDeclaration(declaration) && declaration.name.text === 'CSSProperties',
    );
  const isPart = (type: ts.Type) => (type.flags & ts.TypeFlags.StringLike) !== 0 || isStyleObject(type);
  const partsOf = (type: ts.Type, path: string[]): string[] =>
    type.getProperties().flatMap((member) => {
      const memberType = checker.getNonNullableType(checker.getTypeOfSymbol(member));
      const memberPath = [...path, member.getName()];
      if (isPart(memberType)) return [memberPath.join('.')];
      if (memberType.flags & ts.TypeFlags.Object) return partsOf(memberType, memberPath);
      throw new Error(`${entry}: ${memberPath.join('.')} takes ${checker.typeToString(memberType)}, neither a part nor a group of parts`);
    });
  const read = (name: 'classNames' | 'styles') => {
    const prop = props.getProperty(name);
    return prop ? partsOf(checker.getNonNullableType(checker.getTypeOfSymbol(prop)), []).sort() : null;
  };
  return { classNames: read('classNames'), styles: read('styles') };
}
