import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styled from 'styled-components';

/** Server HTML (legal pages) rendered only after DOMPurify removed scripts and event handlers. */
export function SanitizedHtml({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
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
