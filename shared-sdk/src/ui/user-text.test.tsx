import { render, screen } from '@testing-library/react';
import { UserText } from './user-text';

describe('UserText', () => {
  it('isolates a name in a bdi, so its own direction places its punctuation', () => {
    render(
      <p dir="rtl">
        متجر <UserText className="name">Stride &amp; Co.</UserText>
      </p>,
    );
    const name = screen.getByText('Stride & Co.');
    expect(name.tagName).toBe('BDI');
    expect(name).toHaveClass('name');
  });
});
