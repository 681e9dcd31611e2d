import { Skeleton, UserText, Link, FormattedMessage, useIntl, flexRow } from 'shared-sdk';
import styled from 'styled-components';

export interface ChipLink {
  key: string | number;
  label: string;
  to: string;
  current: boolean;
}

/** A row of links that narrow a list (sub-categories), the current one marked for assistive technology too. */
export function ChipLinks({ allTo, allCurrent, links }: { allTo: string; allCurrent: boolean; links: readonly ChipLink[] }) {
  const intl = useIntl();
  if (links.length === 0) return null;
  return (
    <Nav aria-label={intl.formatMessage({ id: 'filters.subCategory', defaultMessage: 'Sub-category' })}>
      <List>
        <li>
          <Chip to={allTo} aria-current={allCurrent ? 'page' : undefined}>
            <FormattedMessage id="filters.all" defaultMessage="All" />
          </Chip>
        </li>
        {links.map((link) => (
          <li key={link.key}>
            <Chip to={link.to} aria-current={link.current ? 'page' : undefined}>
              <UserText>{link.label}</UserText>
            </Chip>
          </li>
        ))}
      </List>
    </Nav>
  );
}

/** The row's shape while the sub-categories load, so the list below does not move. */
export function ChipLinksSkeleton() {
  return (
    <Nav as="div" aria-hidden="true">
      <List as="div">
        {[48, 110, 130, 80].map((width, i) => (
          <Skeleton key={i} width={width} height={38} style={{ borderRadius: 999 }} />
        ))}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  margin-block-end: 16px;
`;

const List = styled.ul`
  ${flexRow('8px', { wrap: true })}
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled(Link)`
  display: inline-block;
  padding-block: 6px;
  padding-inline: 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryScale[700]};
  }

  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: #ffffff;
  }
`;
