/**
 * The playground's starting data: a small tree, two levels under one branch and three under the
 * other, so that changeOnSelect, expandTrigger and the checked strategies each show a difference.
 */

/** An option as the playground holds it, whatever keys fieldNames gives it. */
export type PlaygroundOption = Record<string, unknown>;

export const SMALL_TREE: PlaygroundOption[] = [
  {
    value: 'fruit',
    label: 'Fruit',
    children: [
      {
        value: 'citrus',
        label: 'Citrus',
        children: [
          { value: 'orange', label: 'Orange' },
          { value: 'lemon', label: 'Lemon' },
        ],
      },
      { value: 'apple', label: 'Apple' },
      { value: 'pear', label: 'Pear', disabled: true },
    ],
  },
  {
    value: 'vegetable',
    label: 'Vegetable',
    children: [
      { value: 'carrot', label: 'Carrot' },
      { value: 'leek', label: 'Leek' },
    ],
  },
];

/** The same tree with its label, value and children keys renamed (for fieldNames). */
export function withKeys(options: PlaygroundOption[], keys: { label: string; value: string; children: string }): PlaygroundOption[] {
  if (keys.label === 'label' && keys.value === 'value' && keys.children === 'children') return options;
  const rename = (option: PlaygroundOption): PlaygroundOption => {
    const renamed: PlaygroundOption = {};
    for (const [key, field] of Object.entries(option)) {
      if (key === 'label') renamed[keys.label] = field;
      else if (key === 'value') renamed[keys.value] = field;
      else if (key === 'children' && Array.isArray(field)) renamed[keys.children] = (field as PlaygroundOption[]).map(rename);
      else if (!(key in renamed)) renamed[key] = field;
    }
    return renamed;
  };
  return options.map(rename);
}
