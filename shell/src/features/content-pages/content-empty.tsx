import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

/** The server answered, but there is nothing to show yet. */
export function ContentEmpty() {
  return (
    <Box>
      <FormattedMessage id="content.empty" defaultMessage="There is nothing here yet. Please check back later." />
    </Box>
  );
}

const Box = styled.p`
  margin-block: 24px;
  padding: 24px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;
