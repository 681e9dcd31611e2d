import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

/** The placeholder of a screen whose content lands in a later issue; its wiring is already real. */
export function ComingSoon() {
  return (
    <Text>
      <FormattedMessage id="page.coming" defaultMessage="This page is coming soon." />
    </Text>
  );
}

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
