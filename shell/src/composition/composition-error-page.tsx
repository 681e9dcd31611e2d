import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

/**
 * Shown instead of the store when composition.json is missing or wrong: ops must see what to fix,
 * never a blank page.
 */
export function CompositionErrorPage({ errors, url }: { errors: string[]; url: string }) {
  return (
    <Page>
      <h1>
        <FormattedMessage id="boot.failed" defaultMessage="The storefront could not start" />
      </h1>
      <p>
        <FormattedMessage id="boot.problems" defaultMessage="The composition file has these problems:" />
      </p>
      <ul>
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
      <p>
        <FormattedMessage id="boot.fixFile" defaultMessage="Fix {file} and reload the page." values={{ file: <code>{url}</code> }} />
      </p>
    </Page>
  );
}

const Page = styled.main`
  max-inline-size: 720px;
  margin: 48px auto;
  padding: 24px;
  border: 1px solid #fecaca;
  border-radius: 8px;
  background: #fff;
  color: #1f2937;

  h1 {
    margin-block-start: 0;
    color: #b91c1c;
    font-size: 1.5rem;
  }

  li {
    margin-block: 6px;
  }

  code {
    overflow-wrap: anywhere;
  }
`;
