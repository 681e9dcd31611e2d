import type { Queryable } from '../database.js';
import { groupSubCategories, type CategoryJson, type SubCategoryJson } from './catalog-categories.js';

/** Active categories in display order, each with its active sub-categories ('' for no thumbnail). */
export async function listCategoriesWithSubs(db: Queryable): Promise<CategoryJson[]> {
  const categories = await db.query<SubCategoryJson>(
    "SELECT id, name, coalesce(thumbnail, '') AS thumbnail FROM categories WHERE is_active ORDER BY sort_order, id",
  );
  const subs = await db.query<SubCategoryJson & { category_id: number }>(
    `SELECT id, category_id, name, coalesce(thumbnail, '') AS thumbnail FROM sub_categories
      WHERE is_active ORDER BY category_id, sort_order, id`,
  );
  return groupSubCategories(categories, subs);
}
