import { render, screen } from '@testing-library/react';
import { findRoute } from 'shared-sdk';
import { TestProviders, createTestStore } from 'shared-sdk/harness';
import AddressFormPage from './address-form-page';

function renderAt(path: string, routePath: string) {
  render(
    <TestProviders store={createTestStore()} path={path} routePath={routePath}>
      <AddressFormPage />
    </TestProviders>,
  );
}

describe('AddressFormPage', () => {
  it('is the add form without an id', () => {
    renderAt('/manage-address/new', findRoute('addAddress').path);
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Address' })).toBeInTheDocument();
  });

  it('is the edit form with an id', () => {
    renderAt('/manage-address/7/edit', findRoute('editAddress').path);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Address' })).toBeInTheDocument();
  });
});
