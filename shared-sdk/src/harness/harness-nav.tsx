import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router-dom';
import type { RouteDef } from 'shared-sdk';
import styled from 'styled-components';
import { flexRow } from '../ui/flex-css';

/** A concrete URL for a route pattern: every parameter becomes 1 ('/flash-sale/:id' → '/flash-sale/1'). */
function samplePath(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+/g, '1');
}

/** Links to every page of the remote, at the route-table paths the shell mounts them on. */
export function HarnessNav({ routes }: { routes: readonly RouteDef[] }) {
  if (routes.length === 0) return null;
  return (
    <nav aria-label="Pages">
      <List>
        {routes.map((route) => (
          <li key={route.name}>
            <NavLink to={samplePath(route.path)}>{route.title ? <FormattedMessage {...route.title} /> : route.name}</NavLink>
          </li>
        ))}
      </List>
    </nav>
  );
}

const List = styled.ul`
  ${flexRow('0.25rem 1rem', { wrap: true })}
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: ${({ theme }) => theme.colors.primaryScale[700]};
  }

  a[aria-current='page'] {
    font-weight: 700;
  }
`;
