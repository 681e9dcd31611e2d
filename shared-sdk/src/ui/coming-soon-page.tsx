import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { findRoute, type RouteName } from '../routes/route-table';
import { useStores } from '../stores/store-context';
import { ComingSoon } from './coming-soon';
import { Container } from './container';

/**
 * A remote page that is wired (route, exposed module, providers) but not built yet: the route's title
 * from the route table, or the app name for a page without one (spec 2), and the coming state.
 */
export const ComingSoonPage = observer(function ComingSoonPage({ route }: { route: RouteName }) {
  const { settings } = useStores();
  const { title } = findRoute(route);
  const heading = title ? <FormattedMessage id={title.id} defaultMessage={title.defaultMessage} /> : settings.appName;
  return (
    <Container>
      <Section>
        {heading && <Heading>{heading}</Heading>}
        <ComingSoon />
      </Section>
    </Container>
  );
});

const Section = styled.section`
  padding-block: 2rem;
`;

const Heading = styled.h1`
  margin-block: 0 0.75rem;
  font-size: 1.5rem;
`;
