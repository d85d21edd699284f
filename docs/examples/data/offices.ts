import type { DefaultOptionType } from 'rc-cascader';

/** A country, a city or an office building in the office-finder demos. */
export type OfficeOption = DefaultOptionType & {
  value: string;
  label: string;
  children?: OfficeOption[];
};

/**
 * A company's offices: country → city → building. Some levels hold exactly one child
 * (Ireland has only Dublin, Dublin only Docklands; Japan only Tokyo; Munich only
 * Schwabing), so that a demo can show what happens when there is nothing to choose.
 */
export const offices: OfficeOption[] = [
  {
    value: 'germany',
    label: 'Germany',
    children: [
      {
        value: 'berlin',
        label: 'Berlin',
        children: [
          { value: 'berlin-mitte', label: 'Mitte' },
          { value: 'berlin-kreuzberg', label: 'Kreuzberg' },
        ],
      },
      {
        value: 'munich',
        label: 'Munich',
        children: [{ value: 'munich-schwabing', label: 'Schwabing' }],
      },
    ],
  },
  {
    value: 'ireland',
    label: 'Ireland',
    children: [
      {
        value: 'dublin',
        label: 'Dublin',
        children: [{ value: 'dublin-docklands', label: 'Docklands' }],
      },
    ],
  },
  {
    value: 'japan',
    label: 'Japan',
    children: [
      {
        value: 'tokyo',
        label: 'Tokyo',
        children: [
          { value: 'tokyo-shibuya', label: 'Shibuya' },
          { value: 'tokyo-marunouchi', label: 'Marunouchi' },
        ],
      },
    ],
  },
];
