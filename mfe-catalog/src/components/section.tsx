import type { ReactNode } from 'react';
import { Icon, Link, FormattedMessage, flexRow } from 'shared-sdk';
import styled from 'styled-components';

export interface SectionProps {
  title: ReactNode;
  /** 'View all' goes here. */
  viewAll?: string;
  /** Controls beside the title (a countdown). */
  aside?: ReactNode;
  children: ReactNode;
  /** id of the heading, for aria-labelledby. */
  id: string;
}

/** A titled block of a page (home sections, related products), labelled by its h2. */
export function Section({ title, viewAll, aside, children, id }: SectionProps) {
  return (
    <Wrap aria-labelledby={id}>
      <Head>
        <H2 id={id}>{title}</H2>
        {aside}
        {viewAll && (
          <ViewAll to={viewAll}>
            <FormattedMessage id="common.viewAll" defaultMessage="View all" />
            <Icon name="chevron" size={16} flipInRtl />
          </ViewAll>
        )}
      </Head>
      {children}
    </Wrap>
  );
}

const Wrap = styled.section`
  margin-block: 32px;

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    margin-block: 24px;
  }
`;

const Head = styled.div`
  ${flexRow('8px 16px', { wrap: true, align: 'center' })}
  margin-block-end: 14px;
`;

export const H2 = styled.h2`
  margin: 0;
  font-size: 1.3rem;
  line-height: 1.3;

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    font-size: 1.1rem;
  }
`;

const ViewAll = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  margin-inline-start: auto;
  color: ${({ theme }) => theme.colors.primaryScale[700]};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;
