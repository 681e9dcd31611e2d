import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { ThemeProvider } from 'styled-components';
import { buildTheme } from '../theme/theme';
import { PageHead } from './page-head';

function renderHead(props: Parameters<typeof PageHead>[0]) {
  render(
    <ThemeProvider theme={buildTheme(undefined, 'ltr')}>
      <PageHead {...props} />
    </ThemeProvider>,
  );
}

describe('PageHead', () => {
  it('is the page’s one h1, with the line under it and its controls', () => {
    renderHead({ heading: 'Search results', subheading: '2 products', actions: <button type="button">Sort</button> });
    const heading = screen.getByRole('heading', { level: 1, name: 'Search results' });
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([heading]);
    expect(screen.getByText('2 products').tagName).toBe('P');
    expect(screen.getByRole('button', { name: 'Sort' })).toBeInTheDocument();
  });

  it('takes focus from a script, never from Tab, and hands its h1 to the page', () => {
    const ref = createRef<HTMLHeadingElement>();
    renderHead({ heading: 'Manage Address', headingRef: ref });
    expect(ref.current).toBe(screen.getByRole('heading', { level: 1 }));
    expect(ref.current).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
