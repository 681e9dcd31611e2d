import type { Queryable } from '../database.js';

export interface SubCategoryRow {
  id: number;
  name: string;
  thumbnail: string;
}

export interface CategoryWithSubs {
  id: number;
  name: string;
  thumbnail: string;
  sub_categories: SubCategoryRow[];
}

/** Active categories in display order, each with its active sub-categories ('' for no thumbnail). */
export async function listCategoriesWithSubs(db: Queryable): Promise<CategoryWithSubs[]> {
  const categories = await db.query<Omit<CategoryWithSubs, 'sub_categories'>>(
    "SELECT id, name, coalesce(thumbnail, '') AS thumbnail FROM categories WHERE is_active ORDER BY sort_order, id",
  );
  const subs = await db.query<SubCategoryRow & { category_id: number }>(
    `SELECT id, category_id, name, coalesce(thumbnail, '') AS thumbnail FROM sub_categories
      WHERE is_active ORDER BY category_id, sort_order, id`,
  );
  return categories.map((category) => ({
    ...category,
    sub_categories: subs.filter((s) => s.category_id === category.id).map(({ id, name, thumbnail }) => ({ id, name, thumbnail })),
  }));
}
