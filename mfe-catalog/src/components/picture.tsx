import type { ImgHTMLAttributes } from 'react';
import styled from 'styled-components';

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  /** The API gives '' for a missing image (docs/api.md#conventions). */
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
}

/**
 * An image with fixed width and height (nothing shifts while it loads); a missing one becomes a
 * plain tile of the same size, named by its alt text when it has one.
 */
export function Picture({ src, alt, width, height, className, style, ...rest }: PictureProps) {
  if (src) return <img src={src} alt={alt} width={width} height={height} className={className} style={style} {...rest} />;
  return (
    <Blank
      className={className}
      style={{ inlineSize: width, aspectRatio: `${width} / ${height}`, ...style }}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
    />
  );
}

const Blank = styled.span`
  display: block;
  max-inline-size: 100%;
  background: ${({ theme }) => theme.colors.border};
`;
