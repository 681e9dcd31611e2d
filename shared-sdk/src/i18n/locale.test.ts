import { directionForLocale, directionOf } from './locale';

describe('locale rules', () => {
  it('uses the direction the server gives', () => {
    expect(directionOf({ name: 'en', direction: 'rtl' })).toBe('rtl');
  });
  it('derives the direction from the code when the server omits it', () => {
    expect(directionOf({ name: 'ar' })).toBe('rtl');
    expect(directionOf({ name: 'fa-IR' })).toBe('rtl');
    expect(directionOf({ name: 'en' })).toBe('ltr');
  });
  it('falls back to ltr for a locale not in the languages', () => {
    expect(directionForLocale('xx', [{ id: 1, name: 'ar', title: 'Arabic' }])).toBe('ltr');
    expect(directionForLocale('ar', [{ id: 1, name: 'ar', title: 'Arabic' }])).toBe('rtl');
  });
});
