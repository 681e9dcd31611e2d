import { Skeleton, linkTo, type StatusWiseOrders, Link, FormattedMessage, useIntl, flexColumn } from 'shared-sdk';
import styled from 'styled-components';
import { STATUS_TABS, statusLabel } from '../../components/order-status';

/** How many orders the shopper has in each status; each opens the order history on that tab. */
export function DashboardOrderCounts({ counts }: { counts?: StatusWiseOrders }) {
  const intl = useIntl();
  return (
    <Grid data-testid="order-counts">
      {STATUS_TABS.map((status) => (
        <li key={status}>
          <Tile to={linkTo('orderHistory', {}, { status: status === 'all' ? undefined : status })}>
            <Label>
              <FormattedMessage {...statusLabel(status)} />
            </Label>
            {counts ? <Count>{intl.formatNumber(counts[status])}</Count> : <Skeleton width={32} height={28} />}
          </Tile>
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.xl}px) {
    grid-template-columns: repeat(7, minmax(0, 1fr));
  }
`;

const Tile = styled(Link)`
  ${flexColumn('6px')}
  block-size: 100%;
  box-sizing: border-box;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: 2px;
  }
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.primaryScale[700]};
  font-size: 1.5rem;
  font-weight: 700;
  line-height: 1.2;
`;
