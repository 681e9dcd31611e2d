import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { Container, NOT_FOUND_TITLE, useRouteTitle } from 'shared-sdk';
import { PageCommitted } from '../hydration';
import { PreviewBanner } from '../../composition/preview-banner';
import { HeaderLogo } from '../../features/header/header-logo';
import { NotFoundPage } from '../../features/not-found/not-found-page';

/** The third layout (docs/product.md#routes): just the logo and the not-found message. */
export const NotFoundLayout = observer(function NotFoundLayout() {
  useRouteTitle(NOT_FOUND_TITLE);
  return (
    <>
      <PreviewBanner />
      <Bar>
        <Container>
          <HeaderLogo />
        </Container>
      </Bar>
      <NotFoundPage />
      <PageCommitted />
    </>
  );
});

// Not a <header>: this layout has no banner, only the logo to find the way back.
const Bar = styled.div`
  padding-block: 16px;
  background: ${({ theme }) => theme.colors.surface};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;
