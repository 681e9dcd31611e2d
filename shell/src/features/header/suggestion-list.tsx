import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled, { css } from 'styled-components';
import { popupMarker } from '../../components/layers';
import { SuggestionOption } from './suggestion-option';
import { SUGGESTION_KINDS, type SuggestionKind, type SuggestionOption as Option } from './suggestion-options';

const HEADINGS: Record<SuggestionKind, ReactNode> = {
  products: <FormattedMessage id="shell.search.products" defaultMessage="Products" />,
  shops: <FormattedMessage id="shell.search.shops" defaultMessage="Shops" />,
  categories: <FormattedMessage id="shell.search.categories" defaultMessage="Categories" />,
};

interface SuggestionListProps {
  id: string;
  label: string;
  options: readonly Option[];
  activeId: string | undefined;
  inline: boolean;
  onFollow: () => void;
}

/**
 * The listbox of suggestions, grouped under Products, Shops and Categories (the WAI-ARIA grouped
 * listbox: each group is labelled by its heading, which is presentation, not an option).
 */
export function SuggestionList({ id, label, options, activeId, inline, onFollow }: SuggestionListProps) {
  return (
    <Listbox id={id} role="listbox" aria-label={label} $inline={inline} {...(inline ? {} : popupMarker)}>
      {SUGGESTION_KINDS.map((kind) => {
        const group = options.filter((option) => option.kind === kind);
        if (group.length === 0) return null;
        const headingId = `${id}-${kind}`;
        return (
          <Group key={kind} role="group" aria-labelledby={headingId}>
            <Heading id={headingId} role="presentation">
              {HEADINGS[kind]}
            </Heading>
            {group.map((option) => (
              <SuggestionOption key={option.id} option={option} active={option.id === activeId} onFollow={onFollow} />
            ))}
          </Group>
        );
      })}
    </Listbox>
  );
}

const overlay = css`
  position: absolute;
  inset-block-start: calc(100% + 6px);
  inset-inline: 0;
  z-index: 50;
  max-block-size: min(70vh, 520px);
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 12px 28px rgb(15 23 42 / 0.14);
`;

const Listbox = styled.div<{ $inline: boolean }>`
  margin-block-start: ${({ $inline }) => ($inline ? '8px' : '0')};
  padding: 6px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  ${({ $inline }) => !$inline && overlay}
`;

const Group = styled.div`
  & + & {
    margin-block-start: 4px;
    padding-block-start: 4px;
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Heading = styled.div`
  padding: 6px 10px 4px;
  font-size: 0.75rem;
  font-weight: 600;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`;
