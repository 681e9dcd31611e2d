import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Filters at the inline start (a column on wide screens, folded above the list on phones), results beside them. */
export function ListLayout({ filters, children }: { filters?: ReactNode; children: ReactNode }) {
  if (!filters) return <>{children}</>;
  return (
    <Columns>
      <Aside>{filters}</Aside>
      <div>{children}</div>
    </Columns>
  );
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: 260px minmax(0, 1fr);
    gap: 24px;
    align-items: start;
  }
`;

const Aside = styled.aside`
  min-inline-size: 0;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    position: sticky;
    inset-block-start: 16px;
  }
`;
