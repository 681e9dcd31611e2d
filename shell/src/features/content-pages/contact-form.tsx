import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, firstFieldErrors, toApiFailure, useStores, type SupportMessage } from 'shared-sdk';
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
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const set = (field: keyof SupportMessage) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const label = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setErrors({});
    try {
      const message = await api.sendSupportMessage(values);
      ui.success(message || label('contact.sent', 'Your message has been sent.'));
      setValues(EMPTY);
    } catch (error) {
      const failure = toApiFailure(error);
      const fieldErrors = firstFieldErrors(failure.errors);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) ui.error(failure.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Form onSubmit={submit}>
      <Row>
        <FormField label={label('contact.name', 'Name')} name="name" value={values.name} onChange={set('name')} error={errors.name} />
        <FormField label={label('contact.phone', 'Phone')} name="phone" type="tel" value={values.phone} onChange={set('phone')} error={errors.phone} />
      </Row>
      <FormField label={label('contact.subject', 'Subject')} name="subject" required value={values.subject} onChange={set('subject')} error={errors.subject} />
      <FormField label={label('contact.message', 'Message')} name="message" type="textarea" required value={values.message} onChange={set('message')} error={errors.message} />
      <Submit type="submit" disabled={sending} aria-busy={sending}>
        {sending ? <FormattedMessage id="contact.sending" defaultMessage="Sending…" /> : <FormattedMessage id="contact.send" defaultMessage="Send Message" />}
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
