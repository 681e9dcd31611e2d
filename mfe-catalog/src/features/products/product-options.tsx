import { useId, type ReactNode } from 'react';
import {
  UserText,
  useFormatMoney,
  useInputBeforeHydration,
  type ProductColor,
  type ProductSize,
  FormattedMessage,
  flexRow,
} from 'shared-sdk';
import styled from 'styled-components';

interface OptionGroupProps<T extends ProductSize | ProductColor> {
  legend: ReactNode;
  options: readonly T[];
  value: T | null;
  onChange: (option: T) => void;
}

/** Sizes or colours as a radio group; each shows its surcharge ('+$5.00'), colours their swatch. */
function OptionGroup<T extends ProductSize | ProductColor>({ legend, options, value, onChange }: OptionGroupProps<T>) {
  const name = useId();
  const format = useFormatMoney();
  // An option picked before the purchase box woke (docs/islands.md, "Wake") is the choice.
  const group = useInputBeforeHydration<HTMLDivElement>((element) => {
    const picked = element.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    const option = options.find(({ id }) => String(id) === picked?.value);
    if (option && option.id !== value?.id) onChange(option);
  });
  if (options.length === 0) return null;
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Options ref={group}>
        {options.map((option) => {
          const id = `${name}-${option.id}`;
          const extra = Number(option.price);
          return (
            <Option key={option.id}>
              <input
                type="radio"
                id={id}
                name={name}
                value={option.id}
                checked={value?.id === option.id}
                onChange={() => onChange(option)}
              />
              <label htmlFor={id}>
                {'color_code' in option && option.color_code && <Swatch aria-hidden="true" style={{ background: option.color_code }} />}
                <UserText>{option.name}</UserText>
                {extra > 0 && (
                  // The sign with its amount, left to right in Arabic too ('+$5.00', never '$5.00+').
                  <Extra dir="ltr">{`+${format(extra)}`}</Extra>
                )}
              </label>
            </Option>
          );
        })}
      </Options>
    </Fieldset>
  );
}

export interface ProductOptionsProps {
  sizes: readonly ProductSize[];
  colors: readonly ProductColor[];
  size: ProductSize | null;
  color: ProductColor | null;
  onSize: (size: ProductSize) => void;
  onColor: (color: ProductColor) => void;
}

export function ProductOptions({ sizes, colors, size, color, onSize, onColor }: ProductOptionsProps) {
  return (
    <>
      <OptionGroup legend={<FormattedMessage id="product.size" defaultMessage="Size" />} options={sizes} value={size} onChange={onSize} />
      <OptionGroup
        legend={<FormattedMessage id="product.color" defaultMessage="Colour" />}
        options={colors}
        value={color}
        onChange={onColor}
      />
    </>
  );
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;

  legend {
    margin-block-end: 8px;
    padding: 0;
    font-weight: 600;
  }
`;

const Options = styled.div`
  ${flexRow('8px', { wrap: true })}
`;

const Option = styled.div`
  position: relative;

  input {
    position: absolute;
    opacity: 0;
    inline-size: 1px;
    block-size: 1px;
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-block-size: 40px;
    padding-block: 6px;
    padding-inline: 14px;
    border: 1.5px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
  }

  label:hover {
    border-color: ${({ theme }) => theme.colors.primaryScale[300]};
  }

  input:checked + label {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primaryScale[50]};
    color: ${({ theme }) => theme.colors.primaryScale[800]};
    font-weight: 600;
  }

  input:focus-visible + label {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: 2px;
  }
`;

const Swatch = styled.span`
  inline-size: 18px;
  block-size: 18px;
  border: 1px solid rgb(0 0 0 / 0.15);
  border-radius: 50%;
`;

const Extra = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85em;
  font-weight: 400;
`;
