import { useId, useState, type ReactNode } from 'react';
import { FieldError, FormattedMessage, flexRow } from 'shared-sdk';
import styled from 'styled-components';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

export interface OrderStarInputProps {
  /** 0 for none chosen yet, else 1 to 5. */
  value: number;
  onChange: (rating: number) => void;
  error?: ReactNode;
}

/**
 * A 1–5 rating as a radio group (arrow keys move between stars, as in any radio group), drawn as
 * stars filled up to the choice, or to the star under the pointer.
 */
export function OrderStarInput({ value, onChange, error }: OrderStarInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <Legend>
        <FormattedMessage id="account.orders.ratingLabel" defaultMessage="Your rating" />
      </Legend>
      <Stars onMouseLeave={() => setHover(0)}>
        {[1, 2, 3, 4, 5].map((star) => {
          const id = `${name}-${star}`;
          return (
            <span key={star}>
              <input type="radio" id={id} name={name} value={star} checked={value === star} onChange={() => onChange(star)} />
              <label htmlFor={id} onMouseEnter={() => setHover(star)}>
                <svg width="32" height="32" viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-filled={star <= shown}>
                  <path d={STAR} />
                </svg>
                <span className="text">
                  <FormattedMessage
                    id="account.orders.stars"
                    defaultMessage="{count, plural, one {# star} other {# stars}}"
                    values={{ count: star }}
                  />
                </span>
              </label>
            </span>
          );
        })}
      </Stars>
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  margin: 0 0 16px;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-block-end: 6px;
  padding: 0;
  font-weight: 600;
  font-size: 0.875rem;
`;

const Stars = styled.div`
  ${flexRow('4px')}

  input {
    position: absolute;
    opacity: 0;
    inline-size: 1px;
    block-size: 1px;
    margin: 0;
  }

  label {
    display: inline-flex;
    padding: 2px;
    border-radius: 6px;
    cursor: pointer;
  }

  .text {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }

  svg {
    display: block;
    fill: #e5e7eb;
    stroke: #9ca3af;
    stroke-width: 0.6;
  }

  svg[data-filled='true'] {
    fill: #f59e0b;
    stroke: #d97706;
  }

  input:focus-visible + label {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: 1px;
  }
`;
