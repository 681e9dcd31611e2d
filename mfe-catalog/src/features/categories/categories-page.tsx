import { ComingSoonPage } from 'shared-sdk';

/** '/categories' (spec 2). */
export default function CategoriesPage() {
  return <ComingSoonPage route="categories" />;
}
