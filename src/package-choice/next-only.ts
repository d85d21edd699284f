/**
 * The demos that exist only on @rc-component/cascader 1.x: their files are docs/examples/next/*.tsx,
 * shown by `<NextOnlyDemo src="next/…">` (.dumi/theme/builtins/NextOnlyDemo.tsx).
 */

/** The box's id, and its anchor: `next-only-` and the file's name (`next-only-check-strictly`). */
export function nextOnlyId(src: string): string {
  return `next-only-${src.replace(/^.*\//, '').replace(/\.[jt]sx?$/, '')}`;
}
