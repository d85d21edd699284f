import type { DefaultOptionType } from 'rc-cascader';

/** A place in the country → region → city hierarchy used by the demos. */
export type PlaceOption = DefaultOptionType & {
  value: string;
  label: string;
  disabled?: boolean;
  children?: PlaceOption[];
};

/**
 * A small, real-world hierarchy: three countries, their regions and a few cities each.
 * Values are stable slugs so that demos and tests can refer to a path such as
 * ['japan', 'kansai', 'kyoto'].
 */
export const geography: PlaceOption[] = [
  {
    value: 'canada',
    label: 'Canada',
    children: [
      {
        value: 'british-columbia',
        label: 'British Columbia',
        children: [
          { value: 'vancouver', label: 'Vancouver' },
          { value: 'victoria', label: 'Victoria' },
          { value: 'kelowna', label: 'Kelowna' },
        ],
      },
      {
        value: 'ontario',
        label: 'Ontario',
        children: [
          { value: 'toronto', label: 'Toronto' },
          { value: 'ottawa', label: 'Ottawa' },
          { value: 'hamilton', label: 'Hamilton' },
        ],
      },
      {
        value: 'quebec',
        label: 'Quebec',
        children: [
          { value: 'montreal', label: 'Montreal' },
          { value: 'quebec-city', label: 'Quebec City' },
        ],
      },
    ],
  },
  {
    value: 'japan',
    label: 'Japan',
    children: [
      {
        value: 'kanto',
        label: 'Kanto',
        children: [
          { value: 'tokyo', label: 'Tokyo' },
          { value: 'yokohama', label: 'Yokohama' },
          { value: 'chiba', label: 'Chiba' },
        ],
      },
      {
        value: 'kansai',
        label: 'Kansai',
        children: [
          { value: 'osaka', label: 'Osaka' },
          { value: 'kyoto', label: 'Kyoto' },
          { value: 'kobe', label: 'Kobe' },
        ],
      },
      {
        value: 'hokkaido',
        label: 'Hokkaido',
        children: [
          { value: 'sapporo', label: 'Sapporo' },
          { value: 'hakodate', label: 'Hakodate' },
        ],
      },
    ],
  },
  {
    value: 'united-kingdom',
    label: 'United Kingdom',
    children: [
      {
        value: 'england',
        label: 'England',
        children: [
          { value: 'london', label: 'London' },
          { value: 'manchester', label: 'Manchester' },
          { value: 'bristol', label: 'Bristol' },
        ],
      },
      {
        value: 'scotland',
        label: 'Scotland',
        children: [
          { value: 'edinburgh', label: 'Edinburgh' },
          { value: 'glasgow', label: 'Glasgow' },
        ],
      },
      {
        value: 'wales',
        label: 'Wales',
        children: [
          { value: 'cardiff', label: 'Cardiff' },
          { value: 'swansea', label: 'Swansea' },
        ],
      },
    ],
  },
];
