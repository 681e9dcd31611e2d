import { FormattedMessage, useIntl } from 'react-intl';
import { Button, useStores, type SupportMessage } from 'shared-sdk';
import { useForm } from 'shared-sdk/forms';
import styled from 'styled-components';
import { FormField } from './form-field';

const EMPTY: Required<SupportMessage> = { name: '', phone: '', subject: '', message: '' };

/**
 * The contact form of /contact-us and /support (POST /support). Field errors from the server show
 * beside their fields; success shows the server's message in a toast and clears the form.
 */
export function ContactForm() {
  const { api, ui } = useStores();
  const intl = useIntl();
  const label = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  const form = useForm({
    initialValues: EMPTY,
    onSubmit: async (values) => {
      const message = await api.sendSupportMessage(values);
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
    <Form onSubmit={form.handleSubmit}>
      <Row>
        <FormField label={label('contact.name', 'Name')} {...form.field('name')} />
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
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-inline-size: 720px;
`;

const Row = styled.div`
  display: grid;
  gap: 16px;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Submit = styled(Button)`
  align-self: flex-start;

  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;
