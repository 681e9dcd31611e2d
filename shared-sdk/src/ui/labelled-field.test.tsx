import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { buildTheme } from '../theme/theme';
import { LabelledField } from './labelled-field';

function renderField(props: { hint?: string; error?: string }) {
  render(
    <ThemeProvider theme={buildTheme(undefined, 'ltr')}>
      <LabelledField label="Subject" {...props}>
        {(control) => <input {...control} />}
      </LabelledField>
    </ThemeProvider>,
  );
  return screen.getByRole('textbox', { name: 'Subject' });
}

describe('LabelledField', () => {
  it('names the control by its label and describes it by nothing when there is nothing to say', () => {
    const input = renderField({});
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('describes the control by its hint, then its error, and marks it invalid while the error shows', () => {
    const input = renderField({ hint: 'At most 120 characters', error: 'The subject field is required.' });
    expect(input).toHaveAccessibleDescription('At most 120 characters The subject field is required.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('The subject field is required.');
  });
});
