import { useEffect, useRef } from 'react';
import { Link, flexRow } from 'shared-sdk';
import styled from 'styled-components';
import type { SuggestionOption as Option } from './suggestion-options';

interface SuggestionOptionProps {
  option: Option;
  active: boolean;
  onFollow: () => void;
}

/**
 * One suggestion: a link (so it opens in a new tab too) in the role of an option. Focus stays in
 * the field (aria-activedescendant names the active one), so it is out of the tab order.
 */
export function SuggestionOption({ option, active, onFollow }: SuggestionOptionProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  // The arrow keys may walk past the list's visible part.
  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  return (
    <Item
      ref={ref}
      id={option.id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      to={option.href}
      // A press would move focus out of the field before the click.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onFollow}
    >
      {option.item.image ? (
        <img src={option.item.image} alt="" width={36} height={36} loading="lazy" decoding="async" />
      ) : (
        <Blank aria-hidden="true" />
      )}
      {/*
        A merchant's name keeps its own direction in a page of the other (its punctuation too). The
        direction is on the element that overflows, so its ellipsis cuts a Latin name's end in an
        Arabic page, not its start.
      */}
      <Name dir="auto">{option.item.name}</Name>
    </Item>
  );
}

const Item = styled(Link)`
  ${flexRow('10px', { align: 'center' })}
  padding: 6px 10px;
  border-inline-start: 3px solid transparent;
  border-radius: 6px;
  color: inherit;
  text-decoration: none;

  &:hover,
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primaryScale[50]};
  }

  /* The active option is marked by more than a colour, on the inline start (right in RTL). */
  &[aria-selected='true'] {
    border-inline-start-color: ${({ theme }) => theme.colors.primary};
  }

  img {
    flex: none;
    border-radius: 6px;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Blank = styled.span`
  flex: none;
  inline-size: 36px;
  block-size: 36px;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.background};
`;

const Name = styled.span`
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
