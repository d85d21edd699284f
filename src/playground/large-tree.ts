/**
 * The large preset: 10 regions × 20 districts × 50 towns, 10,210 options in all. Its own chunk,
 * loaded only when a visitor chooses it. ./large-tree-code.ts is the same builder as the generated
 * code writes it (tests/unit/playground-data.test.ts runs that text and compares).
 */
import type { PlaygroundOption } from './data';

export function largeTree(): PlaygroundOption[] {
  return Array.from({ length: 10 }, (_, r) => ({
    value: `r${r + 1}`,
    label: `Region ${r + 1}`,
    children: Array.from({ length: 20 }, (_, d) => ({
      value: `r${r + 1}-d${d + 1}`,
      label: `District ${r + 1}.${d + 1}`,
      children: Array.from({ length: 50 }, (_, t) => ({
        value: `r${r + 1}-d${d + 1}-t${t + 1}`,
        label: `Town ${r + 1}.${d + 1}.${t + 1}`,
      })),
    })),
  }));
}
