import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { buildTheme } from '../theme/theme';
import { FilePicker, type FilePickerProps } from './file-picker';

const ARABIC = {
  'filePicker.chooseFile': 'اختر ملفًا',
  'filePicker.chooseFiles': 'اختر ملفات',
  'filePicker.none': 'لم يُختر أي ملف',
  'filePicker.count':
    '{count, plural, zero {لم يُختر أي ملف} one {اختير ملف واحد} two {اختير ملفان} few {اختيرت # ملفات} many {اختير # ملفًا} other {اختير # ملف}}',
};

type PickerProps = Partial<Omit<FilePickerProps, 'chosen'>>;

/** The picker as a form holds it: the files it accepted are the ones it shows. */
function Holder({ onFiles = () => true, ...props }: PickerProps) {
  const [chosen, setChosen] = useState<File[]>([]);
  const take = (files: File[]) => {
    const keep = onFiles(files);
    if (keep) setChosen(files);
    return keep;
  };
  return <FilePicker label="Profile photo" hint="PNG, up to 2 MB." accept="image/png" chosen={chosen} onFiles={take} {...props} />;
}

function renderPicker(props: PickerProps = {}, locale = 'en') {
  return render(
    <IntlProvider locale={locale} messages={locale === 'ar' ? ARABIC : {}}>
      <ThemeProvider theme={buildTheme(undefined, locale === 'ar' ? 'rtl' : 'ltr')}>
        <Holder {...props} />
      </ThemeProvider>
    </IntlProvider>,
  );
}

const file = (name: string) => new File(['x'], name, { type: 'image/png' });
const choose = (files: File[]) => fireEvent.change(screen.getByLabelText(/Profile photo/), { target: { files } });

describe('FilePicker', () => {
  it('is a real file input, named by the field label and the button, described by what it holds and the hint', () => {
    renderPicker();
    const input = screen.getByLabelText(/Profile photo/);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/png');
    expect(input).toHaveAccessibleName('Profile photo Choose file');
    expect(input).toHaveAccessibleDescription('No file chosen PNG, up to 2 MB.');
    // Visually hidden, not hidden: Tab reaches it and Enter or Space opens the browser's picker.
    expect(input).toHaveClass('sf-visually-hidden');
    expect(input).not.toHaveAttribute('tabindex');
    input.focus();
    expect(input).toHaveFocus();
  });

  it('opens from its button: a label of the input', () => {
    renderPicker();
    const button = screen.getByText('Choose file');
    expect(button.tagName).toBe('LABEL');
    expect(button).toHaveAttribute('for', screen.getByLabelText(/Profile photo/).id);
  });

  it('names the file chosen, and counts several', () => {
    renderPicker({ multiple: true });
    expect(screen.getByText('Choose files')).toBeInTheDocument();
    choose([file('me.png')]);
    expect(screen.getByText('me.png').tagName).toBe('BDI');
    expect(screen.getByLabelText(/Profile photo/)).toHaveAccessibleDescription('me.png PNG, up to 2 MB.');
    choose([file('a.png'), file('b.png')]);
    expect(screen.getByText('2 files chosen')).toBeInTheDocument();
  });

  it('only counts the files when the caller lists their names', () => {
    renderPicker({ multiple: true, namesListed: true });
    choose([file('me.png')]);
    expect(screen.getByText('1 file chosen')).toBeInTheDocument();
    expect(screen.queryByText('me.png')).not.toBeInTheDocument();
  });

  it('empties the input when the files are refused, so the same file can be chosen again', () => {
    const onFiles = jest.fn(() => false);
    renderPicker({ onFiles });
    const input = screen.getByLabelText(/Profile photo/) as HTMLInputElement;
    const refused = file('huge.png');
    choose([refused]);
    expect(onFiles).toHaveBeenCalledWith([refused]);
    expect(input.value).toBe('');
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
  });

  it('shows an error under the field, linked to the input', () => {
    renderPicker({ error: 'Too large.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Too large.');
    expect(screen.getByLabelText(/Profile photo/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Profile photo/)).toHaveAccessibleDescription('No file chosen PNG, up to 2 MB. Too large.');
  });

  it('is disabled with its input', () => {
    renderPicker({ disabled: true });
    expect(screen.getByLabelText(/Profile photo/)).toBeDisabled();
  });

  it('speaks the store language, not the browser’s', () => {
    renderPicker({ multiple: true }, 'ar');
    const input = screen.getByLabelText(/Profile photo/);
    expect(input).toHaveAccessibleName('Profile photo اختر ملفات');
    expect(input).toHaveAccessibleDescription('لم يُختر أي ملف PNG, up to 2 MB.');
    choose([file('a.png'), file('b.png')]);
    expect(screen.getByText('اختير ملفان')).toBeInTheDocument();
  });
});
