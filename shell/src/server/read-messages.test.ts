import { createIntl } from 'react-intl';
import { noteReadMessages } from './read-messages';

test('notes the messages a render reads, and only those', () => {
  const words: Record<string, string> = { 'nav.home': 'الرئيسية', 'cart.title': 'السلة', 'toast.loginFirst': 'سجّل الدخول' };
  const dictionary = noteReadMessages(words);
  const intl = createIntl({ locale: 'ar', messages: dictionary.messages as Record<string, string>, onError: () => undefined });
  expect(intl.formatMessage({ id: 'nav.home', defaultMessage: 'Home' })).toBe('الرئيسية');
  // A message the dictionary does not have is the code's default, and nothing to embed.
  expect(intl.formatMessage({ id: 'nav.missing', defaultMessage: 'Missing' })).toBe('Missing');
  expect(dictionary.read()).toEqual({ 'nav.home': 'الرئيسية' });
});

test("embeds the stores' toasts though no render read them", () => {
  const dictionary = noteReadMessages({ 'nav.home': 'الرئيسية', 'toast.loginFirst': 'سجّل الدخول' }, [
    'toast.loginFirst',
    'not.in.dictionary',
  ]);
  expect(dictionary.read()).toEqual({ 'toast.loginFirst': 'سجّل الدخول' });
});
