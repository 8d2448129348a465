import type { TFunction } from 'i18next';

/** 'water-budgeting' → 'Water budgeting': the label of a category no UI string names yet. */
function readable(slug: string): string {
  const words = slug.replace(/-+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The translated label of a course category (UI strings `catalogue.categories.<slug>`). */
export function categoryLabel(t: TFunction, category: string): string {
  return t(`catalogue.categories.${category}`, { defaultValue: readable(category) });
}
