import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { flexRow } from 'shared-sdk';

/** A titled part of the dashboard (h2), with an optional link at the title's end. */
export function DashboardSection({ title, action, children }: { title: ReactNode; action?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <Head>
        <H2 id={id}>{title}</H2>
        {action}
      </Head>
      {children}
    </Section>
  );
}

const Section = styled.section`
  margin-block-end: 28px;
`;

const Head = styled.div`
  ${flexRow('8px 16px', { wrap: true, align: 'baseline', justify: 'space-between' })}
  margin-block-end: 12px;

  a {
    color: ${({ theme }) => theme.colors.primaryScale[700]};
    font-weight: 600;
  }
`;

const H2 = styled.h2`
  margin: 0;
  font-size: 1.125rem;
`;
