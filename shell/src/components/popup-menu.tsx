import styled, { css } from 'styled-components';
import { OPEN_POPUP_LAYER } from './layers';
import { flexRow } from 'shared-sdk';

/** A menu's entry, link or button alike: the whole row, no frame of its own (these menus, the account sidebar). */
export const menuEntry = css`
  inline-size: 100%;
  padding: 10px 12px;
  border: 0;
  border-radius: 6px;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
`;

/** The menu button's wrapper, which the open PopupMenu is placed against. */
export const PopupMenuAnchor = styled.div`
  position: relative;
`;

/** The dropdown list of a menu button (user menu, language), opening below and aligned to the end. */
export const PopupMenu = styled.ul`
  position: absolute;
  inset-block-start: calc(100% + 6px);
  inset-inline-end: 0;
  z-index: ${OPEN_POPUP_LAYER};
  min-inline-size: 200px;
  margin: 0;
  padding: 6px;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 12px 28px rgb(15 23 42 / 0.14);

  a,
  button {
    ${flexRow('8px', { align: 'center', justify: 'space-between' })}
    ${menuEntry}
  }

  a:hover,
  a:focus-visible,
  button:hover,
  button:focus-visible {
    background: ${({ theme }) => theme.colors.primaryScale[50]};
    color: ${({ theme }) => theme.colors.primaryScale[700]};
    text-decoration: none;
  }
`;
