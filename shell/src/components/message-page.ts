import styled from 'styled-components';
import { flexColumn } from 'shared-sdk';

/** A page that is only a message and its way on (the shell's crash page, an unknown path): centred in a column. */
export const MessagePage = styled.main`
  ${flexColumn('16px', { align: 'center' })}
  padding: 64px 16px;
`;
