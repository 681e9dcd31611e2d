import type { ReactNode } from 'react';
import styled from 'styled-components';
import { flexColumn } from './flex-css';

export interface EmptyStateProps {
  /** A short heading, e.g. 'No products found'. */
  title: ReactNode;
  /** One sentence that says why or what to do next. */
  message?: ReactNode;
  /** A way out: a link or button (clear the filters, back to home). */
  action?: ReactNode;
  /** A decorative picture (aria-hidden). */
  icon?: ReactNode;
  /** The heading level inside the page's outline; 2 by default. */
  headingLevel?: 2 | 3;
}

/** The server answered and there is nothing to show: say so, and offer a way on. */
export function EmptyState({ title, message, action, icon, headingLevel = 2 }: EmptyStateProps) {
  return (
    <Box data-testid="empty-state">
      {icon && <IconWrap aria-hidden="true">{icon}</IconWrap>}
      <Title as={headingLevel === 3 ? 'h3' : 'h2'}>{title}</Title>
      {message && <Message>{message}</Message>}
      {action && <div>{action}</div>}
    </Box>
  );
}

const Box = styled.section`
  ${flexColumn('8px', { align: 'center' })}
  margin-block: 24px;
  padding-block: 40px;
  padding-inline: 24px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;

const IconWrap = styled.div`
  color: ${({ theme }) => theme.colors.primaryScale[300]};
`;

const Title = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.125rem;
`;

const Message = styled.p`
  margin: 0;
  max-inline-size: 36rem;
`;
