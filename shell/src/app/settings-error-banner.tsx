import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { useStores, flexRow } from 'shared-sdk';
import styled from 'styled-components';

/**
 * A failed settings load (docs/product.md#messages): the shell says it, keeps the cached settings on
 * screen and offers to try again.
 */
export const SettingsErrorBanner = observer(function SettingsErrorBanner() {
  const { settings } = useStores();
  if (!settings.loadError) return null;
  return (
    <Banner role="alert">
      <FormattedMessage
        id="app.settingsFailed"
        defaultMessage="The store could not reach its server. Some information may be out of date."
      />
      <button type="button" onClick={() => void settings.load()}>
        <FormattedMessage id="remote.retry" defaultMessage="Retry" />
      </button>
    </Banner>
  );
});

const Banner = styled.div`
  ${flexRow('12px', { wrap: true, align: 'center', justify: 'center' })}
  padding: 8px 16px;
  background: #fef3c7;
  color: #78350f;
  font-size: 0.9rem;

  button {
    padding: 4px 12px;
    border: 1px solid currentColor;
    border-radius: 6px;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
`;
