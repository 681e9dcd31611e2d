import styled from 'styled-components';

/** A page that is only a message and its way on (the shell's crash page, an unknown path): centred in a column. */
export const MessagePage = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 64px 16px;
`;
