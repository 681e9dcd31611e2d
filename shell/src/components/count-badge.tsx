import styled from 'styled-components';

/** The small number on the wishlist and cart icons. */
export const CountBadge = styled.span`
  position: absolute;
  inset-block-start: -4px;
  inset-inline-end: -6px;
  min-inline-size: 18px;
  block-size: 18px;
  padding-inline: 4px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-size: 0.7rem;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;
