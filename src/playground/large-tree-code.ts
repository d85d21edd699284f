/**
 * The large preset's data as the generated code builds it: the same tree as ./large-tree.ts, which is
 * loaded only when chosen (tests/unit/playground-data.test.ts runs this text and compares).
 */
export const LARGE_TREE_CODE = `Array.from({ length: 10 }, (_, r) => ({
  value: \`r\${r + 1}\`,
  label: \`Region \${r + 1}\`,
  children: Array.from({ length: 20 }, (_, d) => ({
    value: \`r\${r + 1}-d\${d + 1}\`,
    label: \`District \${r + 1}.\${d + 1}\`,
    children: Array.from({ length: 50 }, (_, t) => ({
      value: \`r\${r + 1}-d\${d + 1}-t\${t + 1}\`,
      label: \`Town \${r + 1}.\${d + 1}.\${t + 1}\`,
    })),
  })),
}))`;
