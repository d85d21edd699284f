/**
 * How many products the shop lists in each product line of `catalogue` (./products.ts),
 * keyed by the product line's value. Departments and categories add up their lines.
 */
export const productCounts: Record<string, number> = {
  laptops: 128,
  desktops: 46,
  monitors: 73,
  smartphones: 95,
  'phone-cases': 310,
  chargers: 152,
  headphones: 88,
  speakers: 41,
  cookware: 64,
  cutlery: 37,
  'small-appliances': 119,
  plants: 205,
  'garden-tools': 58,
  crime: 412,
  'science-fiction': 268,
  historical: 190,
  biography: 143,
  cookery: 176,
  travel: 121,
};
