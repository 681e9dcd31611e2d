import { Icon, FormattedMessage, useIntl } from 'shared-sdk';
import styled from 'styled-components';

/** The search the list shows (the header's term), with a button that clears it. */
export function SearchTerm({ term, onClear }: { term: string; onClear: () => void }) {
  const intl = useIntl();
  return (
    <Chip>
      <span>
        <FormattedMessage id="products.resultsFor" defaultMessage="Results for “{term}”" values={{ term: <bdi>{term}</bdi> }} />
      </span>
      <button
        type="button"
        onClick={onClear}
        aria-label={intl.formatMessage({ id: 'products.clearSearch', defaultMessage: 'Clear search' })}
      >
        <Icon name="close" size={16} />
      </button>
    </Chip>
  );
}

const Chip = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-block: 0 16px;
  padding-block: 4px;
  padding-inline: 14px 4px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primaryScale[50]};
  color: ${({ theme }) => theme.colors.primaryScale[800]};
  font-weight: 600;

  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    inline-size: 28px;
    block-size: 28px;
    border: 0;
    border-radius: 999px;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }

  button:hover {
    background: ${({ theme }) => theme.colors.primaryScale[100]};
  }

  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: 1px;
  }
`;
