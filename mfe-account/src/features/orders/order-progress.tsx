import { VisuallyHidden, type OrderStatus, FormattedMessage, useIntl, flexRow } from 'shared-sdk';
import styled, { css } from 'styled-components';
import { ORDER_STEPS, statusLabel } from '../../components/order-status';

type StepState = 'done' | 'current' | 'todo';

/**
 * Where an order is on its way: Pending → Confirm → Processing → Pickup → On The Way → Delivered,
 * the reached steps filled and the current one marked (aria-current="step"). A cancelled order
 * leaves the path and says so instead.
 */
export function OrderProgress({ status }: { status: OrderStatus }) {
  const intl = useIntl();
  if (status === 'Cancelled') {
    return (
      <Cancelled data-testid="order-cancelled">
        <FormattedMessage id="account.orders.cancelledNotice" defaultMessage="This order was cancelled." />
      </Cancelled>
    );
  }
  const reached = ORDER_STEPS.indexOf(status);
  return (
    <Steps aria-label={intl.formatMessage({ id: 'account.orders.progress', defaultMessage: 'Order progress' })}>
      {ORDER_STEPS.map((step, index) => {
        const state: StepState = index < reached || status === 'Delivered' ? 'done' : index === reached ? 'current' : 'todo';
        return (
          <Step key={step} $state={state} aria-current={index === reached ? 'step' : undefined}>
            <Marker $state={state} aria-hidden="true">
              {state === 'done' ? '✓' : intl.formatNumber(index + 1)}
            </Marker>
            <span>
              <FormattedMessage {...statusLabel(step)} />
              {state === 'done' && (
                <VisuallyHidden>
                  {' '}
                  <FormattedMessage id="account.orders.stepDone" defaultMessage="(done)" />
                </VisuallyHidden>
              )}
            </span>
          </Step>
        );
      })}
    </Steps>
  );
}

const MARKER = 32;

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  margin-block: 0 20px;
  padding: 16px;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    display: grid;
    grid-template-columns: repeat(${ORDER_STEPS.length}, minmax(0, 1fr));
  }
`;

/** A line from the previous step's marker to this one's: along the column on phones, across the row above. */
const Step = styled.li<{ $state: StepState }>`
  position: relative;
  ${flexRow('12px', { align: 'center' })}
  padding-block: 6px;
  color: ${({ $state, theme }) => ($state === 'todo' ? theme.colors.muted : theme.colors.text)};
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 400)};
  font-size: 0.875rem;

  &::before {
    content: '';
    position: absolute;
    inset-inline-start: ${MARKER / 2 - 1.5}px;
    inset-block-start: -50%;
    inline-size: 3px;
    block-size: 100%;
    background: ${({ $state, theme }) => ($state === 'todo' ? theme.colors.border : theme.colors.primary)};
  }

  &:first-child::before {
    display: none;
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    flex-direction: column;
    gap: 6px;
    padding-block: 0;
    text-align: center;

    &::before {
      inset-inline-start: -50%;
      inset-block-start: ${MARKER / 2 - 1.5}px;
      inline-size: 100%;
      block-size: 3px;
    }
  }
`;

const Marker = styled.span<{ $state: StepState }>`
  position: relative;
  z-index: 1;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: ${MARKER}px;
  block-size: ${MARKER}px;
  border: 2px solid ${({ $state, theme }) => ($state === 'todo' ? theme.colors.border : theme.colors.primary)};
  border-radius: 50%;
  font-weight: 700;
  ${({ $state, theme }) =>
    $state === 'todo'
      ? css`
          background: ${theme.colors.surface};
          color: ${theme.colors.muted};
        `
      : $state === 'current'
        ? css`
            background: ${theme.colors.primaryScale[50]};
            color: ${theme.colors.primaryScale[700]};
          `
        : css`
            background: ${theme.colors.primary};
            color: #ffffff;
          `}
`;

const Cancelled = styled.p`
  margin-block: 0 20px;
  padding-block: 12px;
  padding-inline: 16px;
  border: 1px solid #fecaca;
  border-radius: ${({ theme }) => theme.radius};
  background: #fef2f2;
  color: #991b1b;
  font-weight: 600;
`;
