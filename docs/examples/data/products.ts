import type { DefaultOptionType } from 'rc-cascader';

/** A product category, sub-category or product line in the catalogue demos. */
export type CategoryOption = DefaultOptionType & {
  value: string;
  label: string;
  disabled?: boolean;
  disableCheckbox?: boolean;
  children?: CategoryOption[];
};

/** A shop catalogue three levels deep: department → category → product line. */
export const catalogue: CategoryOption[] = [
  {
    value: 'electronics',
    label: 'Electronics',
    children: [
      {
        value: 'computers',
        label: 'Computers',
        children: [
          { value: 'laptops', label: 'Laptops' },
          { value: 'desktops', label: 'Desktops' },
          { value: 'monitors', label: 'Monitors' },
        ],
      },
      {
        value: 'phones',
        label: 'Phones',
        children: [
          { value: 'smartphones', label: 'Smartphones' },
          { value: 'phone-cases', label: 'Phone cases' },
          { value: 'chargers', label: 'Chargers' },
        ],
      },
      {
        value: 'audio',
        label: 'Audio',
        children: [
          { value: 'headphones', label: 'Headphones' },
          { value: 'speakers', label: 'Speakers' },
        ],
      },
    ],
  },
  {
    value: 'home-garden',
    label: 'Home & Garden',
    children: [
      {
        value: 'kitchen',
        label: 'Kitchen',
        children: [
          { value: 'cookware', label: 'Cookware' },
          { value: 'cutlery', label: 'Cutlery' },
          { value: 'small-appliances', label: 'Small appliances' },
        ],
      },
      {
        value: 'garden',
        label: 'Garden',
        children: [
          { value: 'plants', label: 'Plants' },
          { value: 'garden-tools', label: 'Garden tools' },
        ],
      },
    ],
  },
  {
    value: 'books',
    label: 'Books',
    children: [
      {
        value: 'fiction',
        label: 'Fiction',
        children: [
          { value: 'crime', label: 'Crime' },
          { value: 'science-fiction', label: 'Science fiction' },
          { value: 'historical', label: 'Historical' },
        ],
      },
      {
        value: 'non-fiction',
        label: 'Non-fiction',
        children: [
          { value: 'biography', label: 'Biography' },
          { value: 'cookery', label: 'Cookery' },
          { value: 'travel', label: 'Travel' },
        ],
      },
    ],
  },
];
