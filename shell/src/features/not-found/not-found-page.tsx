import { FormattedMessage } from 'react-intl';
import { Link, linkTo } from 'shared-sdk';
import styled from 'styled-components';
import { MessagePage } from '../../components/message-page';

/** Any path the route table does not know. */
export function NotFoundPage() {
  return (
    <Box>
      <Code aria-hidden="true">404</Code>
      <h1>
        <FormattedMessage id="page.notFound" defaultMessage="Page Not Found" />
      </h1>
      <Link to={linkTo('home')}>
        <FormattedMessage id="page.backHome" defaultMessage="Back to home" />
      </Link>
    </Box>
  );
}

const Box = styled(MessagePage)`
  text-align: center;

  h1 {
    margin: 0;
  }

  a {
    padding: 10px 24px;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 600;
    text-decoration: none;
  }
`;

const Code = styled.p`
  margin: 0;
  // Large text: the brand colour reads at 3:1, enough for 5rem (WCAG AA large text).
  color: ${({ theme }) => theme.colors.brand};
  font-size: 5rem;
  font-weight: 800;
  line-height: 1;
`;
