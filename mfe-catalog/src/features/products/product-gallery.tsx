import { useState } from 'react';
import { useIntl, flexColumn, flexRow } from 'shared-sdk';
import styled from 'styled-components';
import { Picture } from '../../components/picture';

const MAIN = 600;
const THUMB = 72;

/** The product's images: the chosen one large, every one as a thumbnail button below. */
export function ProductGallery({ name, images }: { name: string; images: readonly string[] }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)] ?? '';
  return (
    <Wrap>
      <Main>
        <Picture src={current} alt={name} width={MAIN} height={MAIN} loading="eager" fetchPriority="high" decoding="async" />
      </Main>
      {images.length > 1 && (
        <Thumbs>
          {images.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button
                type="button"
                aria-pressed={i === index}
                aria-label={intl.formatMessage(
                  { id: 'product.showImage', defaultMessage: 'Show image {number} of {count}' },
                  { number: i + 1, count: images.length },
                )}
                onClick={() => setIndex(i)}
              >
                <Picture src={src} alt="" width={THUMB} height={THUMB} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </Thumbs>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  ${flexColumn('12px')}
  min-inline-size: 0;
`;

const Main = styled.div`
  aspect-ratio: 1;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;

  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: contain;
  }
`;

const Thumbs = styled.ul`
  ${flexRow('8px')}
  margin: 0;
  padding: 0;
  overflow-x: auto;
  list-style: none;

  button {
    display: block;
    padding: 0;
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    overflow: hidden;
    cursor: pointer;
  }

  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: 2px;
  }

  img {
    display: block;
    inline-size: ${THUMB}px;
    block-size: ${THUMB}px;
    object-fit: cover;
  }
`;
