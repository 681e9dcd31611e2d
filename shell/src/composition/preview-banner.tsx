import { FormattedMessage } from 'react-intl';
import { REMOTE_NAMES, flexRow } from 'shared-sdk';
import styled from 'styled-components';
import { useComposition } from './composition-context';

/** The server clears the preview cookie there and sends the shopper back to the page. */
export const PREVIEW_EXIT_URL = '/preview/exit';

/**
 * Says on every page that this browser runs a build a team's preview link put in place (a remote
 * `served: "preview"`), with the way out. In the flow above the header, never over the page, and
 * server-rendered like the rest (the server renders from the same composition). A note, not a
 * landmark: it adds no stop to a screen reader's list of regions.
 */
export function PreviewBanner() {
  const composition = useComposition();
  if (!composition) return null;
  const previews = REMOTE_NAMES.filter((remote) => composition.remotes[remote].served === 'preview');
  if (!previews.length) return null;
  return (
    <Banner role="note">
      {previews.map((remote) => (
        <span key={remote}>
          {/* A version's dots and digits read left to right inside an Arabic sentence too. */}
          <FormattedMessage
            id="previewBanner.build"
            defaultMessage="Preview: {remote} {version}"
            values={{ remote, version: <bdi dir="ltr">{composition.remotes[remote].version ?? ''}</bdi> }}
          />{' '}
          <span aria-hidden="true">·</span>{' '}
        </span>
      ))}
      <a href={PREVIEW_EXIT_URL}>
        <FormattedMessage id="previewBanner.exit" defaultMessage="Exit" />
      </a>
    </Banner>
  );
}

const Banner = styled.div`
  ${flexRow(undefined, { wrap: true, align: 'center', justify: 'center' })}
  column-gap: 8px;
  padding: 4px 16px;
  background: #4c1d95;
  color: #fff;
  font-size: 0.85rem;
  line-height: 1.4;
  text-align: center;

  a {
    /* A 24 px target at the least, for a thumb. */
    display: inline-block;
    padding: 3px 6px;
    color: inherit;
    font-weight: 600;
    text-decoration: underline;
  }

  a:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 1px;
  }
`;
