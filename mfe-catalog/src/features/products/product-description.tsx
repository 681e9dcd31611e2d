import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { sanitizeHtml } from 'shared-sdk';
import styled from 'styled-components';

/** The product's description: server HTML rendered only after sanitising removed scripts, handlers and styles. */
export function ProductDescription({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html, DOMPurify, { FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] }), [html]);
  return <Prose dir="auto" data-testid="product-description" dangerouslySetInnerHTML={{ __html: clean }} />;
}

const Prose = styled.div`
  max-inline-size: 75ch;
  line-height: 1.7;

  img {
    max-inline-size: 100%;
    block-size: auto;
  }

  a {
    color: ${({ theme }) => theme.colors.primaryScale[700]};
  }

  h2,
  h3 {
    font-size: 1.05rem;
  }

  ul,
  ol {
    padding-inline-start: 1.25rem;
  }
`;
