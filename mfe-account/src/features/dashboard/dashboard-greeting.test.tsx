import { screen } from '@testing-library/react';
import { renderPage, switchLocale } from 'shared-sdk/testing';
import { accountTestStore } from '../../test-support/account-store';
import { DashboardGreeting } from './dashboard-greeting';

function renderGreeting(hello?: string) {
  const store = accountTestStore();
  if (hello) switchLocale(store, 'ar', 'rtl', { 'account.dashboard.hello': hello });
  renderPage(<DashboardGreeting />, { store });
  const name = screen.getByText('Demo Customer');
  return { name, unit: name.parentElement! };
}

describe('DashboardGreeting', () => {
  it('isolates the name and keeps the "!" after it on its line, in English', () => {
    const { name, unit } = renderGreeting();
    expect(screen.getByTestId('dashboard-greeting')).toHaveTextContent('Hello, Demo Customer!');
    expect(name.tagName).toBe('BDI');
    // The name and its punctuation are one unbreakable unit: no line starts with the '!'.
    expect(unit.textContent).toBe('Demo Customer!');
    expect(unit).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(unit.previousSibling?.textContent).toBe('Hello, ');
  });

  it('does the same with the Arabic greeting, whose "!" follows the name in the page’s direction', () => {
    const { name, unit } = renderGreeting('مرحبًا، {name}!');
    expect(screen.getByTestId('dashboard-greeting')).toHaveTextContent('مرحبًا، Demo Customer!');
    expect(name.tagName).toBe('BDI');
    expect(unit.textContent).toBe('Demo Customer!');
    // The '!' is the page's, outside the isolate, so the right-to-left page puts it after the name (to its left).
    expect(name.textContent).toBe('Demo Customer');
    expect(unit).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('keeps whatever punctuation follows the name in a translation that starts with it', () => {
    const { unit } = renderGreeting('{name}، أهلًا بك');
    expect(unit.textContent).toBe('Demo Customer،');
    expect(unit.nextSibling?.textContent).toBe(' أهلًا بك');
  });
});
