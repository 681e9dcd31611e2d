import type { CSSProperties, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

export interface SkeletonProps {
  /** CSS length or a number of pixels; 100% by default. */
  width?: number | string;
  /** CSS length or a number of pixels; 1em by default. */
  height?: number | string;
  /** A circle (avatars, logos) instead of a rounded block. */
  circle?: boolean;
  /** Width / height ratio instead of a fixed height (images), e.g. 1 for a square. */
  aspectRatio?: number;
  className?: string;
  style?: CSSProperties;
}

const length = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A grey placeholder block in the size of what is loading, so the page keeps its layout when the
 * content arrives (no shift). Hidden from assistive technology: put a group of them in a
 * <SkeletonRegion>, which announces the loading once.
 */
export function Skeleton({ width = '100%', height, circle = false, aspectRatio, className, style }: SkeletonProps) {
  return (
    <Block
      aria-hidden="true"
      className={className}
      data-skeleton=""
      style={{
        inlineSize: length(width),
        blockSize: aspectRatio ? undefined : (length(height) ?? '1em'),
        aspectRatio: aspectRatio ? String(aspectRatio) : undefined,
        borderRadius: circle ? '50%' : undefined,
        ...style,
      }}
    />
  );
}

/** A loading region (role status, busy): screen readers hear 'Loading…' once, sighted users see the skeletons. */
export function SkeletonRegion({ children, label, className }: { children: ReactNode; label?: ReactNode; className?: string }) {
  return (
    <div role="status" aria-busy="true" aria-live="polite" className={className}>
      <VisuallyHidden>{label ?? <FormattedMessage id="common.loading" defaultMessage="Loading…" />}</VisuallyHidden>
      {children}
    </div>
  );
}

const pulse = keyframes`50% { opacity: 0.45; }`;

const Block = styled.span`
  display: block;
  max-inline-size: 100%;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.border};
  animation: ${pulse} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
