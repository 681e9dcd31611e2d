import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ContactForm } from './contact-form';
import { ContactInfo } from './contact-info';

/** /contact-us: the store's contact details and the contact form. */
export function ContactPage() {
  return (
    <Page>
      <h1>
        <FormattedMessage id="title.contactUs" defaultMessage="Contact Us" />
      </h1>
      <ContactInfo />
      <h2>
        <FormattedMessage id="contact.writeUs" defaultMessage="Send us a message" />
      </h2>
      <ContactForm />
    </Page>
  );
}

const Page = styled.section`
  padding-block: 24px;
`;
