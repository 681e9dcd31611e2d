import { Link } from 'react-router-dom';
import { UserText, linkTo, type Category } from 'shared-sdk';
import styled from 'styled-components';

/**
 * One category of the mega-menu, with its sub-categories in a menu shown on hover or keyboard focus.
 * The API gives categories no slug, so the id fills the route's :slug param.
 */
export function CategoryTile({ category }: { category: Category }) {
  const slug = category.id;
  return (
    <Tile>
      <Link to={linkTo('categoryProducts', { slug })}>
        <img src={category.thumbnail} alt={category.name} width={56} height={56} loading="lazy" />
        <UserText>{category.name}</UserText>
      </Link>
      {category.sub_categories.length > 0 && (
        <SubMenu aria-label={category.name}>
          {category.sub_categories.map((sub) => (
            <li key={sub.id}>
              <Link to={linkTo('categoryProducts', { slug }, { subcategory: sub.id })}>
                <UserText>{sub.name}</UserText>
              </Link>
            </li>
          ))}
        </SubMenu>
      )}
    </Tile>
  );
}

const Tile = styled.li`
  position: relative;

  > a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 6px;
    padding: 8px 4px;
    border-radius: ${({ theme }) => theme.radius};
    color: inherit;
    font-size: 0.85rem;
    text-align: center;
    text-decoration: none;
  }

  > a:hover {
    background: ${({ theme }) => theme.colors.primaryScale[50]};
    color: ${({ theme }) => theme.colors.primaryScale[700]};
  }

  img {
    border-radius: 50%;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.background};
  }

  &:hover > ul,
  &:focus-within > ul {
    display: block;
  }
`;

const SubMenu = styled.ul`
  display: none;
  position: absolute;
  inset-block-start: 100%;
  inset-inline-start: 50%;
  translate: -50% 0;
  z-index: 5;
  min-inline-size: max(100%, 160px);
  margin: 0;
  padding: 6px;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 12px 28px rgb(15 23 42 / 0.14);

  a {
    display: block;
    padding: 6px 8px;
    border-radius: 6px;
    color: inherit;
    font-size: 0.85rem;
    text-decoration: none;
  }

  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.primaryScale[50]};
  }
`;
