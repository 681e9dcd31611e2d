import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

/** A small pill of text (Verified, Default, a status). Its words are its meaning: no colour alone. */
export function FormBadge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <Pill $tone={tone}>{children}</Pill>;
}

const TONES: Record<BadgeTone, { fg: string; bg: string }> = {
  neutral: { fg: '#374151', bg: '#f3f4f6' },
  primary: { fg: '', bg: '' },
  success: { fg: '#166534', bg: '#dcfce7' },
  warning: { fg: '#92400e', bg: '#fef3c7' },
  danger: { fg: '#991b1b', bg: '#fee2e2' },
};

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  padding-block: 2px;
  padding-inline: 8px;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.4;
  white-space: nowrap;
  ${({ $tone, theme }) =>
    $tone === 'primary'
      ? css`
          color: ${theme.colors.primaryScale[800]};
          background: ${theme.colors.primaryScale[50]};
        `
      : css`
          color: ${TONES[$tone].fg};
          background: ${TONES[$tone].bg};
        `}
`;
