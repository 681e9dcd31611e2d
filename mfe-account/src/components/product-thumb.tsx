import styled from 'styled-components';

export interface ProductThumbProps {
  src: string | null | undefined;
  /** The product's name: the image's alternative text. */
  alt: string;
  /** Width and height in px (fixed, so nothing shifts while it loads). */
  size: number;
}

/** A product's square thumbnail, or a plain named tile when it has none. */
export function ProductThumb({ src, alt, size }: ProductThumbProps) {
  return src ? (
    <Image src={src} alt={alt} width={size} height={size} $size={size} loading="lazy" decoding="async" />
  ) : (
    <Blank role="img" aria-label={alt} $size={size} />
  );
}

const Image = styled.img<{ $size: number }>`
  display: block;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  object-fit: cover;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.background};
`;

const Blank = styled.span<{ $size: number }>`
  display: block;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.border};
`;
