import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { sanitizeHtml } from 'shared-sdk';
import styled from 'styled-components';

/** Server HTML (legal pages) rendered only after it was sanitised (scripts and event handlers removed). */
export function SanitizedHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html, DOMPurify), [html]);
  return <Prose dangerouslySetInnerHTML={{ __html: clean }} />;
}

const Prose = styled.div`
  line-height: 1.7;

  img {
    max-inline-size: 100%;
    block-size: auto;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
