import { useId } from 'react';
import { Button, Dialog, FieldError, UserText, useStores, type OrderProduct, FormattedMessage, useIntl, observer } from 'shared-sdk';
import { useForm, type FieldErrors } from 'shared-sdk/forms';
import styled from 'styled-components';
import { OrderStarInput } from './order-star-input';

/** The server keeps at most this much of a review (api: description up to 2000). */
export const REVIEW_MAX_LENGTH = 2000;

export interface OrderReviewDialogProps {
  orderId: number;
  product: OrderProduct & { id: number };
  onClose: () => void;
  /** After the server took the review. */
  onReviewed: () => void;
}

/** Review one product of a delivered order: 1 to 5 stars (required) and a few words (optional). */
export const OrderReviewDialog = observer(function OrderReviewDialog({ orderId, product, onClose, onReviewed }: OrderReviewDialogProps) {
  const { api, ui } = useStores();
  const intl = useIntl();
  const formId = useId();
  const textId = useId();
  const form = useForm({
    initialValues: { rating: 0, description: '' },
    validate: ({ rating, description }) => {
      const found: FieldErrors = {};
      if (rating < 1 || rating > 5) {
        found.rating = intl.formatMessage({
          id: 'account.orders.ratingRequired',
          defaultMessage: 'Please choose a rating from 1 to 5 stars.',
        });
      }
      if (description.trim().length > REVIEW_MAX_LENGTH) {
        found.description = intl.formatMessage(
          { id: 'account.orders.reviewTooLong', defaultMessage: 'Your review can be at most {max} characters.' },
          { max: REVIEW_MAX_LENGTH },
        );
      }
      return found;
    },
    onSubmit: async ({ rating, description }) => {
      const { message } = await api.orders.review({
        product_id: product.id,
        order_id: orderId,
        rating,
        description: description.trim() || null,
      });
      ui.success(message || intl.formatMessage({ id: 'account.orders.reviewThanks', defaultMessage: 'Thank you for your review.' }));
      onReviewed();
    },
    leavesOnSuccess: true,
  });
  const { values, errors, submitting: busy } = form;

  return (
    <Dialog
      title={
        <FormattedMessage
          id="account.orders.reviewTitle"
          defaultMessage="Review {name}"
          values={{ name: <UserText>{product.name}</UserText> }}
        />
      }
      onClose={busy ? () => undefined : onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose} disabled={busy}>
            <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
          </Button>
          <Button type="submit" form={formId} disabled={busy} aria-busy={busy || undefined}>
            <FormattedMessage id="account.orders.reviewSubmit" defaultMessage="Submit review" />
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={form.handleSubmit} noValidate>
        <OrderStarInput
          value={values.rating}
          onChange={(next) => {
            form.setValue('rating', next);
            form.setErrors(({ rating: _cleared, ...others }) => others);
          }}
          error={errors.rating}
        />
        <Label htmlFor={textId}>
          <FormattedMessage id="account.orders.reviewText" defaultMessage="Your review (optional)" />
        </Label>
        <TextArea
          id={textId}
          rows={4}
          value={values.description}
          onChange={(event) => form.setValue('description', event.target.value)}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${textId}-error` : undefined}
        />
        {errors.description && (
          <FieldError id={`${textId}-error`} role="alert">
            {errors.description}
          </FieldError>
        )}
      </form>
    </Dialog>
  );
});

const Label = styled.label`
  display: block;
  margin-block-end: 6px;
  font-weight: 600;
  font-size: 0.875rem;
`;

const TextArea = styled.textarea`
  box-sizing: border-box;
  display: block;
  inline-size: 100%;
  padding-block: 0.5rem;
  padding-inline: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  resize: vertical;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`;
