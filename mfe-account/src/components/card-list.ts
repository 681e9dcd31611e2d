import styled from 'styled-components';
import { flexColumn } from 'shared-sdk';

/**
 * A page's list of cards (orders, tickets, wishlist items) and its skeleton (`as="div"`): one column,
 * 12px apart; dimmed while the next page loads (aria-busy).
 */
export const CardList = styled.ul`
  ${flexColumn('12px')}
  margin: 0;
  padding: 0;
  list-style: none;

  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;
