import styled from 'styled-components';

/**
 * The page's content column: full width on phones, centred and capped on large screens. Shared so
 * remote pages line up with the shell's header and footer.
 */
export const Container = styled.div`
  box-sizing: border-box;
  inline-size: 100%;
  max-inline-size: 1280px;
  margin-inline: auto;
  padding-inline: 16px;
`;
