import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Icon, Container, useStores, flexRow } from 'shared-sdk';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * The thin bar above the header: hotline, 'Become a Seller' (multi-vendor stores whose server has a
 * seller application to send it to), language switcher. The switcher comes from the layout: on a
 * page of islands it is one (docs/islands.md), the rest of the bar is static.
 */
export const TopBar = observer(function TopBar({ languageMenu }: { languageMenu: ReactNode }) {
  const { settings } = useStores();
  return (
    <Bar>
      <Container>
        <Row>
          {settings.mobile && (
            <Hotline href={`tel:${settings.mobile.replace(/[^\d+]/g, '')}`}>
              <Icon name="phone" size={16} />
              <Label>
                <FormattedMessage id="topbar.hotline" defaultMessage="Hotline" />:
              </Label>
              <bdi dir="ltr">{settings.mobile}</bdi>
            </Hotline>
          )}
          <End>
            {settings.multiVendor && settings.sellerRegistration && (
              <a href="/shop/register">
                <FormattedMessage id="header.becomeSeller" defaultMessage="Become a Seller" />
              </a>
            )}
            {languageMenu}
          </End>
        </Row>
      </Container>
    </Bar>
  );
});

const Bar = styled.div`
  background: ${({ theme }) => theme.colors.primaryScale[950]};
  color: #f8fafc;
  font-size: 0.85rem;

  a {
    color: inherit;
    text-decoration: none;
    white-space: nowrap;
  }

  a:hover {
    text-decoration: underline;
  }

  select {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Row = styled.div`
  ${flexRow('16px', { align: 'center' })}
  min-block-size: 36px;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    gap: 10px;
    font-size: 0.8rem;
  }
`;

const Hotline = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;

const Label = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    display: none;
  }
`;

const End = styled.div`
  ${flexRow('inherit', { align: 'center' })}
  margin-inline-start: auto;
`;
