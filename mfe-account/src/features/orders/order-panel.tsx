import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

/** A titled box of the order details page (shop, address, products, amounts...), named by its h2. */
export function OrderPanel({ title, children, className }: { title: ReactNode; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <Panel aria-labelledby={id} className={className}>
      <Title id={id}>{title}</Title>
      {children}
    </Panel>
  );
}

const Panel = styled.section`
  min-inline-size: 0;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.h2`
  margin-block: 0 12px;
  font-size: 1.0625rem;
`;
