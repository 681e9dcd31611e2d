import type { Queryable } from '../database.js';
import { groupSubCategories, type CategoryJson, type SubCategoryJson } from './catalog-categories.js';
import { localizedColumn } from './localized-text.js';

/**
 * Active categories in display order, each with its active sub-categories ('' for no thumbnail),
 * named in `locale` (migration 0230; the row's own name when it has none in that language).
 */
export async function listCategoriesWithSubs(db: Queryable, locale: string): Promise<CategoryJson[]> {
  const categories = await db.query<SubCategoryJson>(
    `SELECT c.id, ${localizedColumn('c', 'name', '$1')} AS name, coalesce(c.thumbnail, '') AS thumbnail
       FROM categories c WHERE c.is_active ORDER BY c.sort_order, c.id`,
    [locale],
  );
  const subs = await db.query<SubCategoryJson & { category_id: number }>(
    `SELECT sc.id, sc.category_id, ${localizedColumn('sc', 'name', '$1')} AS name, coalesce(sc.thumbnail, '') AS thumbnail
       FROM sub_categories sc
      WHERE sc.is_active ORDER BY sc.category_id, sc.sort_order, sc.id`,
    [locale],
  );
  return groupSubCategories(categories, subs);
}
