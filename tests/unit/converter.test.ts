/**
 * The 3.x → 1.x converter (src/converter/convert.ts), rule by rule, what it must leave alone, what it
 * reports as skipped, and syntax errors. The demos as its test set: converter-demos.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { convert, type Change, type Skipped } from '../../src/converter/convert';
import { PROP_RULES } from '../../src/converter/rules';

const HEAD = "import Cascader from 'rc-cascader';\n";
const NEXT_HEAD = "import Cascader from '@rc-component/cascader';\n";

function run(code: string): { code: string; changes: Change[]; skipped: Skipped[] } {
  const result = convert(code);
  if (!result.ok) throw new Error(`unexpected syntax error: ${result.error.message}`);
  const { code: out, changes, skipped } = result;
  return { code: out, changes, skipped };
}

/** The converted code after the import line, which every case shares. */
function body(code: string): string {
  const { code: out } = run(HEAD + code);
  expect(out.startsWith(NEXT_HEAD)).toBe(true);
  return out.slice(NEXT_HEAD.length);
}

describe('package paths', () => {
  it('rewrites every kind of import of rc-cascader and the stylesheet, keeping the quotes', () => {
    const { code, changes } = run(
      [
        'import Cascader, { Panel } from "rc-cascader";',
        "import type { CascaderProps } from 'rc-cascader';",
        "import 'rc-cascader/assets/index.less';",
        "export { default as Picker } from 'rc-cascader';",
        "export * from 'rc-cascader';",
        "const lazy = import('rc-cascader');",
        "const old = require('rc-cascader');",
        "type Ref = import('rc-cascader').CascaderRef;",
      ].join('\n'),
    );
    expect(code).toBe(
      [
        'import Cascader, { Panel } from "@rc-component/cascader";',
        "import type { CascaderProps } from '@rc-component/cascader';",
        "import '@rc-component/cascader/assets/index.less';",
        "export { default as Picker } from '@rc-component/cascader';",
        "export * from '@rc-component/cascader';",
        "const lazy = import('@rc-component/cascader');",
        "const old = require('@rc-component/cascader');",
        "type Ref = import('@rc-component/cascader').CascaderRef;",
      ].join('\n'),
    );
    expect(changes.map((change) => [change.rule, change.line, change.anchor])).toEqual([
      ['package', 1, 'imports'],
      ['package', 2, 'imports'],
      ['stylesheet', 3, 'stylesheet'],
      ['package', 4, 'imports'],
      ['package', 5, 'imports'],
      ['package', 6, 'imports'],
      ['package', 7, 'imports'],
      ['package', 8, 'imports'],
    ]);
    expect(changes[2]).toMatchObject({ from: 'rc-cascader/assets/index.less', to: '@rc-component/cascader/assets/index.less' });
  });

  it('leaves strings, comments and other packages that mention rc-cascader alone', () => {
    const code = [
      "import Cascader from 'rc-cascader';",
      "import Other from 'rc-cascader-extra';",
      "// from 'rc-cascader'",
      "const name = 'rc-cascader';",
      'const note = `import x from "rc-cascader"`;',
    ].join('\n');
    expect(run(code).code).toBe(code.replace("from 'rc-cascader';", "from '@rc-component/cascader';"));
  });

  it('says so when nothing is imported from rc-cascader, and changes nothing', () => {
    const code = '<Cascader dropdownRender={render} />;';
    expect(run(code)).toEqual({ code, changes: [], skipped: [{ reason: 'no-import', name: '', line: 1, column: 1 }] });
    expect(run('  \n')).toEqual({ code: '  \n', changes: [], skipped: [] });
  });
});

describe('the Renamed and Removed tables and suffixIcon on JSX attributes', () => {
  const renames = PROP_RULES.filter((rule) => rule.table !== 'showSearch');

  it('covers exactly the rows of the Versions page’s Renamed and Removed tables, and suffixIcon', () => {
    expect(renames.filter((rule) => rule.table === 'renamed').map((rule) => rule.from)).toEqual([
      'dropdownClassName',
      'dropdownStyle',
      'dropdownRender',
      'dropdownAlign',
      'dropdownMatchSelectWidth',
      'dropdownMenuColumnStyle',
      'onOpenChange',
      'dropdownPrefixCls',
    ]);
    expect(renames.filter((rule) => rule.table === 'removed').map((rule) => [rule.from, rule.to])).toEqual([
      ['popupVisible', 'open'],
      ['popupPlacement', 'placement'],
      ['onDropdownVisibleChange', 'onPopupVisibleChange'],
    ]);
    expect(renames.filter((rule) => rule.table === 'deprecated').map((rule) => [rule.from, rule.to])).toEqual([['suffixIcon', 'suffix']]);
  });

  it.each(renames.map((rule) => [rule.from, rule.to, rule]))('%s becomes %s', (from, to, rule) => {
    const { code, changes } = run(`${HEAD}const a = <Cascader\n  ${from}={value} /* kept */\n/>;\n`);
    expect(code).toBe(`${NEXT_HEAD}const a = <Cascader\n  ${to}={value} /* kept */\n/>;\n`);
    expect(changes[1]).toEqual({ rule: rule.table, from, to, line: 3, anchor: rule.anchor });
  });

  it('rewrites the Panel, however it is named, and a renamed or namespace import', () => {
    expect(
      run(
        [
          "import RcCascader, { Panel as P } from 'rc-cascader';",
          "import * as NS from 'rc-cascader';",
          '<RcCascader dropdownStyle={s} />;',
          '<RcCascader.Panel popupPlacement="topLeft" />;',
          '<P suffixIcon={icon} />;',
          '<NS.default dropdownAlign={align} />;',
          '<NS.Panel popupVisible />;',
        ].join('\n'),
      ).code,
    ).toBe(
      [
        "import RcCascader, { Panel as P } from '@rc-component/cascader';",
        "import * as NS from '@rc-component/cascader';",
        '<RcCascader popupStyle={s} />;',
        '<RcCascader.Panel placement="topLeft" />;',
        '<P suffix={icon} />;',
        '<NS.default popupAlign={align} />;',
        '<NS.Panel open />;',
      ].join('\n'),
    );
  });

  it('follows require(): the module and its destructured default and Panel', () => {
    const code =
      "const { default: C, Panel: P } = require('rc-cascader');\nconst M = require('rc-cascader');\n<C dropdownStyle={s} />;\n<P popupVisible />;\n<M.default popupPlacement=\"top\" />;";
    expect(run(code).code).toBe(
      "const { default: C, Panel: P } = require('@rc-component/cascader');\nconst M = require('@rc-component/cascader');\n<C popupStyle={s} />;\n<P open />;\n<M.default placement=\"top\" />;",
    );
  });

  it('leaves components of your own alone, even with the same prop names', () => {
    const code = [
      'function Picker({ autoClearSearchValue }: { autoClearSearchValue: boolean }) {',
      '  return <Cascader showSearch={false} />;',
      '}',
      '<Picker autoClearSearchValue dropdownRender={render} />;',
      '<Other.Panel popupVisible />;',
      '<div data-x={<Cascader.Other dropdownStyle={s} />} />;',
      '',
    ].join('\n');
    expect(body(code)).toBe(code);
  });

  it('keeps the element’s other attributes, comments and line breaks byte for byte', () => {
    const code = [
      'export default () => (',
      '  <Cascader<Option, "id">',
      '    // the popup',
      '    dropdownClassName="wide"   options={options}',
      '    {/* weird */ ...{}}',
      '    onOpenChange={(open) => {',
      '      log(open); // kept',
      '    }}',
      '  >',
      '    <span>{"dropdownRender"}</span>',
      '  </Cascader>',
      ');',
    ].join('\n');
    expect(body(code)).toBe(code.replace('dropdownClassName', 'popupClassName').replace('onOpenChange', 'onPopupVisibleChange'));
  });

  it('does not rename to a 1.x name the element or object sets already', () => {
    const { code, skipped } = run(
      `${HEAD}<Cascader onOpenChange={a} onPopupVisibleChange={b} />;\nconst p: CascaderProps = { popupVisible: true, open: false };`,
    );
    expect(code).toContain('<Cascader onOpenChange={a} onPopupVisibleChange={b} />');
    expect(skipped.map((item) => [item.reason, item.name, item.line, item.column])).toEqual([['name-taken', 'onOpenChange', 2, 11]]);
    // The object is not bound: CascaderProps is not imported there.
    expect(code).toContain('{ popupVisible: true, open: false }');
  });
});

describe('object keys', () => {
  const TYPES = "import type { CascaderProps } from 'rc-cascader';\n";

  it('renames the keys of an object typed CascaderProps, also through Partial, Omit, as and satisfies', () => {
    const { code } = run(
      HEAD +
        TYPES +
        [
          'const a: CascaderProps<Option> = { dropdownRender, "dropdownStyle": {}, popupVisible: true, other: 1 };',
          'const b: Partial<Omit<CascaderProps, "value">> = { dropdownAlign: align };',
          'const c = { suffixIcon: icon } as CascaderProps;',
          'const d = { onOpenChange() {} } satisfies Partial<CascaderProps>;',
          'const e: Props = { dropdownRender };',
        ].join('\n'),
    );
    expect(code.split('\n').slice(2)).toEqual([
      'const a: CascaderProps<Option> = { popupRender: dropdownRender, "popupStyle": {}, open: true, other: 1 };',
      'const b: Partial<Omit<CascaderProps, "value">> = { popupAlign: align };',
      'const c = { suffix: icon } as CascaderProps;',
      'const d = { onPopupVisibleChange() {} } satisfies Partial<CascaderProps>;',
      'const e: Props = { dropdownRender };',
    ]);
  });

  it('follows a spread into a cascader: an inline object, or a const used only that way', () => {
    const code = [
      'const only = { dropdownStyle: style };',
      'const shared = { dropdownStyle: style };',
      'const own: Own = { dropdownStyle: style };',
      '<Cascader {...only} {...{ popupPlacement: "bottomLeft" }} />;',
      '<Cascader {...shared} {...own} />;',
      '<div {...shared} />;',
      'React.createElement(Cascader, { dropdownRender: render });',
      '',
    ].join('\n');
    const { code: out, skipped } = run(HEAD + code);
    expect(out.slice(NEXT_HEAD.length)).toBe(
      code
        .replace('only = { dropdownStyle', 'only = { popupStyle')
        .replace('popupPlacement', 'placement')
        .replace('dropdownRender', 'popupRender'),
    );
    expect(skipped).toEqual([
      { reason: 'spread', name: 'shared', line: 6, column: 15 },
      { reason: 'spread', name: 'own', line: 6, column: 27 },
    ]);
  });

  it('reports spreads whose names it cannot see, and computed keys', () => {
    const { skipped } = run(
      `${HEAD}import type { CascaderProps } from 'rc-cascader';\nfunction A(props: Props) {\n  return <Cascader {...props} {...rest()} />;\n}\nconst p: CascaderProps = { [key]: 1, ...base };`,
    );
    expect(skipped.map((item) => [item.reason, item.name, item.line, item.column])).toEqual([
      ['spread', 'props', 4, 24],
      ['spread', 'rest()', 4, 35],
      ['computed-name', 'key', 6, 29],
      ['spread', 'base', 6, 41],
    ]);
  });
});

describe('types', () => {
  it('renames keys of indexed-access types and Omit/Pick on CascaderProps', () => {
    const code = [
      "import type { CascaderProps as Props } from 'rc-cascader';",
      "import * as NS from 'rc-cascader';",
      "type A = Props<Option, 'value'>['dropdownRender'];",
      "type B = NS.CascaderProps['popupPlacement'];",
      "type C = Omit<Props, 'dropdownStyle' | \"suffixIcon\" | 'value'>;",
      "type D = Other['dropdownRender'];",
      "type E = Props['onSearch'];",
    ].join('\n');
    const { code: out, skipped } = run(code);
    expect(out.split('\n').slice(2)).toEqual([
      "type A = Props<Option, 'value'>['popupRender'];",
      "type B = NS.CascaderProps['placement'];",
      "type C = Omit<Props, 'popupStyle' | \"suffix\" | 'value'>;",
      "type D = Other['dropdownRender'];",
      "type E = Props['onSearch'];",
    ]);
    expect(skipped).toEqual([{ reason: 'moved-prop-type', name: 'onSearch', line: 7, column: 16, anchor: 'the-showsearch-object' }]);
  });

  it('renames ShowSearchType to SearchConfig, with its uses, an alias or a namespace', () => {
    const { code, changes } = run(
      [
        "import type { ShowSearchType } from 'rc-cascader';",
        "import { type ShowSearchType as Search } from 'rc-cascader';",
        "import * as NS from 'rc-cascader';",
        'const a: ShowSearchType<Option>["filter"] = f;',
        'interface B extends ShowSearchType {}',
        'let c: Search | NS.ShowSearchType;',
        'export type { ShowSearchType };',
      ].join('\n'),
    );
    expect(code).toBe(
      [
        "import type { SearchConfig } from '@rc-component/cascader';",
        "import { type SearchConfig as Search } from '@rc-component/cascader';",
        "import * as NS from '@rc-component/cascader';",
        'const a: SearchConfig<Option>["filter"] = f;',
        'interface B extends SearchConfig {}',
        'let c: Search | NS.SearchConfig;',
        'export type { SearchConfig as ShowSearchType };',
      ].join('\n'),
    );
    expect(changes.filter((change) => change.rule === 'type').map((change) => [change.line, change.anchor])).toEqual([
      [1, 'exported-types'],
      [2, 'exported-types'],
      [6, 'exported-types'],
    ]);
  });

  it('keeps the old local name when the file has a SearchConfig of its own', () => {
    const code = "import type { ShowSearchType } from 'rc-cascader';\ninterface SearchConfig {}\nlet a: ShowSearchType;";
    expect(run(code).code).toBe(
      "import type { SearchConfig as ShowSearchType } from '@rc-component/cascader';\ninterface SearchConfig {}\nlet a: ShowSearchType;",
    );
  });
});

describe('the search props moved into showSearch', () => {
  it('turns showSearch and showSearch={true} into an object', () => {
    expect(body('<Cascader showSearch searchValue={text} onSearch={setText} />;')).toBe(
      '<Cascader showSearch={{ searchValue: text, onSearch: setText }} />;',
    );
    expect(body('<Cascader autoClearSearchValue showSearch={true} />;')).toBe('<Cascader showSearch={{ autoClearSearchValue: true }} />;');
  });

  it('writes a same-named value short, and a string as written', () => {
    expect(body("<Cascader showSearch autoClearSearchValue={autoClearSearchValue} searchValue='a' />;")).toBe(
      "<Cascader showSearch={{ autoClearSearchValue, searchValue: 'a' }} />;",
    );
  });

  it('merges with an object literal, on one line or many', () => {
    expect(body('<Cascader showSearch={{ limit: 5 }} onSearch={log} />;')).toBe('<Cascader showSearch={{ limit: 5, onSearch: log }} />;');
    expect(body('<Cascader showSearch={{}} onSearch={log} />;')).toBe('<Cascader showSearch={{ onSearch: log }} />;');
    const code = [
      '<Cascader',
      '  searchValue={value}',
      '  // the search',
      '  showSearch={{',
      '    limit: 5,',
      '  }}',
      '  onSearch={(text) => <Cascader dropdownStyle={s} />}',
      '/>;',
    ].join('\n');
    expect(body(code)).toBe(
      [
        '<Cascader',
        '  // the search',
        '  showSearch={{',
        '    limit: 5,',
        '    searchValue: value,',
        '    onSearch: (text) => <Cascader popupStyle={s} />,',
        '  }}',
        '/>;',
      ].join('\n'),
    );
  });

  it('records each move with its anchor', () => {
    const { changes } = run(`${HEAD}<Cascader showSearch\n  onSearch={f} />;`);
    expect(changes[1]).toEqual({
      rule: 'showSearch',
      from: 'onSearch',
      to: 'showSearch.onSearch',
      line: 3,
      anchor: 'the-showsearch-object',
    });
  });

  it('moves them in a props object too', () => {
    const { code } = run(
      `${HEAD}import type { CascaderProps } from 'rc-cascader';\nconst a: CascaderProps = { showSearch: true, searchValue: text, onSearch };\nconst b: CascaderProps = {\n  onSearch,\n  showSearch: { limit: 1 },\n};`,
    );
    expect(code.split('\n').slice(2).join('\n')).toBe(
      'const a: CascaderProps = { showSearch: { searchValue: text, onSearch } };\nconst b: CascaderProps = {\n  showSearch: { limit: 1, onSearch },\n};',
    );
  });

  it('takes the commas with the members it moves', () => {
    const { code } = run(
      `${HEAD}import type { CascaderProps } from 'rc-cascader';\nconst a: CascaderProps = {\n  showSearch: true,\n  searchValue,\n  onSearch\n};\nconst b: CascaderProps = { onSearch, showSearch: true, autoClearSearchValue: false, };`,
    );
    expect(code.split('\n').slice(2).join('\n')).toBe(
      'const a: CascaderProps = {\n  showSearch: { searchValue, onSearch }\n};\nconst b: CascaderProps = { showSearch: { onSearch, autoClearSearchValue: false }, };',
    );
  });

  it('leaves them where search is off: a new showSearch would turn search on', () => {
    const code = '<Cascader searchValue={a} onSearch={b} />;\n<Cascader showSearch={false} autoClearSearchValue={false} />;';
    const { code: out, changes, skipped } = run(HEAD + code);
    expect(out).toBe(NEXT_HEAD + code);
    expect(changes).toHaveLength(1);
    expect(skipped.map((item) => [item.reason, item.name, item.line, item.anchor])).toEqual([
      ['search-off', 'searchValue', 2, 'the-showsearch-object'],
      ['search-off', 'onSearch', 2, 'the-showsearch-object'],
      ['search-off', 'autoClearSearchValue', 3, 'the-showsearch-object'],
    ]);
  });

  it('leaves them beside a showSearch expression, or a field the object sets already', () => {
    const code = '<Cascader showSearch={config} searchValue={a} />;\n<Cascader showSearch={{ onSearch: f }} onSearch={g} />;';
    const { code: out, skipped } = run(HEAD + code);
    expect(out).toBe(NEXT_HEAD + code);
    expect(skipped.map((item) => [item.reason, item.name, item.line, item.column])).toEqual([
      ['search-expression', 'searchValue', 2, 31],
      ['search-field-set', 'onSearch', 3, 40],
    ]);
  });

  it('does not move them on the Panel, which has no search', () => {
    expect(body('<Cascader.Panel searchValue={a} />;')).toBe('<Cascader.Panel searchValue={a} />;');
  });
});

describe('syntax errors', () => {
  it('give the parser’s message with the line and column, and never throw', () => {
    expect(convert(`${HEAD}const a = <Cascader>;\n`)).toEqual({
      ok: false,
      error: { message: 'Unterminated JSX contents', line: 2, column: 21 },
    });
    const broken = convert('import Cascader from "rc-cascader"\nconst = 1;');
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.error).toMatchObject({ line: 2, column: 7 });
    expect(() => convert('\u0000<<<{{{')).not.toThrow();
  });
});
