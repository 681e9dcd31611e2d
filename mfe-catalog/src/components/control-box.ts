import { css } from 'styled-components';

/** The box of the catalogue's own selects and number fields (sort, filters, the flash sale's category). */
export const controlBox = css`
  padding-block: 8px;
  padding-inline: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
`;
