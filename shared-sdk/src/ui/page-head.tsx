import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';

export interface PageHeadProps {
  /** The page's h1. */
  heading: ReactNode;
  /** A line under the heading (counts, the search term). */
  subheading?: ReactNode;
  /** Controls at the heading's inline end (sort, 'Add new'). */
  actions?: ReactNode;
  /** The h1, for pages that move focus to it (by script only: it is no tab stop). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * A page's head: its h1 and a line under it, with the page's controls at the inline end (on a row of
 * their own on a phone). One for the catalogue's, the account's and the checkout's pages, so a
 * heading looks and reads the same wherever a shopper is.
 */
export function PageHead({ heading, subheading, actions, headingRef }: PageHeadProps) {
  return (
    <Head>
      <div>
        <H1 ref={headingRef} tabIndex={-1}>
          {heading}
        </H1>
        {subheading && <Sub>{subheading}</Sub>}
      </div>
      {actions && <Actions>{actions}</Actions>}
    </Head>
  );
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px 24px;
  margin-block-end: 20px;
`;

const H1 = styled.h1`
  margin: 0;
  font-size: 1.6rem;
  line-height: 1.25;
  overflow-wrap: anywhere;

  &:focus {
    outline: none;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    font-size: 1.3rem;
  }
`;

const Sub = styled.p`
  margin-block: 4px 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
  margin-inline-start: auto;
`;
