import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ContactForm } from './contact-form';

/** /support: the contact form under a Support title. */
export function SupportPage() {
  return (
    <Page>
      <h1>
        <FormattedMessage id="title.support" defaultMessage="Support" />
      </h1>
      <p>
        <FormattedMessage id="support.intro" defaultMessage="Tell us what you need help with and we will get back to you." />
      </p>
      <ContactForm />
    </Page>
  );
}

const Page = styled.section`
  padding-block: 24px;
`;
