import styled from 'styled-components';
import { Button } from 'shared-sdk';

/** Layout pieces the auth forms share. */
export const LinkRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-block-end: 0.75rem;
`;

export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primaryScale[700]};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

export const SubmitButton = styled(Button)`
  inline-size: 100%;
`;

export const Footer = styled.p`
  margin-block: 0.75rem 0;
  text-align: center;
`;
