import { UserText, linkTo, Link } from 'shared-sdk';
import styled from 'styled-components';

export interface ProductTitleProps {
  name: string;
  brand?: string | null;
  /** The product's id; null when the product no longer exists (an old order's line): the name is not a link. */
  id: number | null;
  /** The name's heading level in the page's outline. */
  level: 'h2' | 'h3';
}

/** A product's name as a heading, linking to its details, with its brand under it (an order's line, a wishlist item). */
export function ProductTitle({ name, brand, id, level }: ProductTitleProps) {
  return (
    <>
      <Name as={level}>
        {id !== null ? (
          <Link to={linkTo('productDetails', { id })}>
            <UserText>{name}</UserText>
          </Link>
        ) : (
          <UserText>{name}</UserText>
        )}
      </Name>
      {brand && (
        <Brand>
          <UserText>{brand}</UserText>
        </Brand>
      )}
    </>
  );
}

const Name = styled.h3`
  margin: 0;
  font-size: 1rem;
  overflow-wrap: anywhere;

  a {
    color: inherit;
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.primaryScale[700]};
    text-decoration: underline;
  }

  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: 2px;
  }
`;

const Brand = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;
