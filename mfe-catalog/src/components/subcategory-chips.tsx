import type { Category } from 'shared-sdk';
import { ChipLinks, ChipLinksSkeleton } from './chip-links';

export interface SubcategoryChipsProps {
  /** The category whose sub-categories are offered; null until it loads. */
  category: Pick<Category, 'sub_categories'> | null;
  /** Whether the category is loading (the row's skeleton shows meanwhile). */
  loading: boolean;
  /** The sub-category the list is narrowed to; null for all. */
  current: number | null;
  /** The URL of the list narrowed to a sub-category (null: all of them). */
  linkFor: (subcategory: number | null) => string;
}

/** A category's sub-categories as a row of links over its product list (a category's page, a shop's category page). */
export function SubcategoryChips({ category, loading, current, linkFor }: SubcategoryChipsProps) {
  if (!category) return loading ? <ChipLinksSkeleton /> : null;
  return (
    <ChipLinks
      allTo={linkFor(null)}
      allCurrent={current === null}
      links={category.sub_categories.map((sub) => ({
        key: sub.id,
        label: sub.name,
        to: linkFor(sub.id),
        current: current === sub.id,
      }))}
    />
  );
}
