import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, useStores, type SupportRequest, flexColumn } from 'shared-sdk';
import { useForm } from 'shared-sdk/forms';
import styled from 'styled-components';
import { FormField } from './form-field';

const EMPTY: Required<SupportRequest> = { name: '', email: '', phone: '', subject: '', message: '' };

/**
 * The contact form of /contact-us and /support (POST /support). It promises an answer, so a guest
 * must leave an e-mail or a phone (checked here, and by the server with a 422 on `email`); a
 * signed-in shopper is answered on their account and needs neither. Field errors show beside their
 * fields; success shows the server's message in a toast and clears the form.
 */
export const ContactForm = observer(function ContactForm() {
  const { api, auth, ui } = useStores();
  const intl = useIntl();
  const label = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  const form = useForm({
    initialValues: EMPTY,
    validate: (values): Record<string, string> =>
      !auth.isLoggedIn && !values.email.trim() && !values.phone.trim()
        ? { email: label('support.contactNeeded', 'Please leave an e-mail or a phone number so we can answer you.') }
        : {},
    onSubmit: async (values) => {
      const message = await api.sendSupportMessage({ ...values, email: values.email.trim(), phone: values.phone.trim() });
      ui.success(message || label('contact.sent', 'Your message has been sent.'));
      form.reset();
    },
    // The fields say what is wrong; the toast only when no field does.
    onFailure: (failure, fieldErrors) => {
      if (Object.keys(fieldErrors).length === 0) ui.error(failure.message);
    },
  });
  const sending = form.submitting;

  return (
    // noValidate: the form's own messages (and the server's), in the store's language, not the browser's.
    <Form onSubmit={form.handleSubmit} noValidate>
      <Row>
        <FormField label={label('contact.name', 'Name')} {...form.field('name')} />
        <FormField label={label('contact.email', 'Email')} type="email" {...form.field('email')} />
        <FormField label={label('contact.phone', 'Phone')} type="tel" {...form.field('phone')} />
      </Row>
      <FormField label={label('contact.subject', 'Subject')} required {...form.field('subject')} />
      <FormField label={label('contact.message', 'Message')} type="textarea" required {...form.field('message')} />
      <Submit type="submit" disabled={sending} aria-busy={sending}>
        {sending ? (
          <FormattedMessage id="contact.sending" defaultMessage="Sending…" />
        ) : (
          <FormattedMessage id="contact.send" defaultMessage="Send Message" />
        )}
      </Submit>
    </Form>
  );
});

const Form = styled.form`
  ${flexColumn('16px')}
  max-inline-size: 720px;
`;

const Row = styled.div`
  display: grid;
  gap: 16px;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Submit = styled(Button)`
  align-self: flex-start;

  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;
