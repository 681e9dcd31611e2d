import type { Category } from '../client/api-types';
import { linkTo } from '../routes/links';
import { Link } from '../routes/navigation';
import { UserText } from './user-text';

/**
 * A link to each of a category's sub-categories (its products filtered to that one), as the list items
 * of the caller's own list: the categories page and the header's mega-menu list them alike.
 */
export function SubCategoryLinks({ category }: { category: Category }) {
  const slug = category.id;
  return (
    <>
      {category.sub_categories.map((sub) => (
        <li key={sub.id}>
          <Link to={linkTo('categoryProducts', { slug }, { subcategory: sub.id })}>
            <UserText>{sub.name}</UserText>
          </Link>
        </li>
      ))}
    </>
  );
}
