import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { buildTheme } from '../theme/theme';
import { TextField, type TextFieldProps } from './text-field';

function renderField(locale: 'en' | 'ar', props: TextFieldProps) {
  const direction = locale === 'ar' ? 'rtl' : 'ltr';
  return render(
    <IntlProvider locale={locale}>
      <ThemeProvider theme={buildTheme(undefined, direction)}>
        <div dir={direction}>
          <TextField {...props} />
        </div>
      </ThemeProvider>
    </IntlProvider>,
  );
}

describe('TextField', () => {
  it.each([
    ['en', 'Phone'],
    ['ar', 'الهاتف'],
  ] as const)('writes a phone number and its country code left to right (%s)', (locale, label) => {
    renderField(locale, { label, type: 'tel', value: '+8801700000000', onChange: () => undefined, start: <span>+880</span> });
    expect(screen.getByLabelText(label)).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('+880').parentElement).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('+880').parentElement?.tagName).toBe('BDI');
  });

  it('writes an e-mail address left to right', () => {
    renderField('ar', { label: 'البريد الإلكتروني', type: 'email', value: 'a@b.test', onChange: () => undefined });
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveAttribute('dir', 'ltr');
  });

  it('leaves other text to the page, and a dir given to it', () => {
    renderField('ar', { label: 'الاسم', value: 'x', onChange: () => undefined });
    expect(screen.getByLabelText('الاسم')).not.toHaveAttribute('dir');
    renderField('ar', { label: 'Code', type: 'tel', dir: 'auto', value: '', onChange: () => undefined });
    expect(screen.getByLabelText('Code')).toHaveAttribute('dir', 'auto');
  });
});
