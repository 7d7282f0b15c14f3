import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GridColumn } from './DataGrid';
import { CardSort, GridCards } from './GridCards';

interface Shop {
  id: number;
  name: string;
  city: string;
}
const name: GridColumn<Shop> = { id: 'name', header: 'Name', sortKey: 'name', render: (s) => s.name };
const city: GridColumn<Shop> = { id: 'city', header: 'City', render: (s) => s.city };

function Cards() {
  return (
    <>
      <CardSort columns={[name, city]} onSort={() => undefined} />
      <GridCards
        label="Shops"
        identity={name}
        shown={[city]}
        cardFace={[]}
        rows={[{ id: 1, name: 'Khan Plumbing', city: 'Pune' }]}
        rowKey={(s) => s.id}
        emptyText="No shops"
        skeleton={false}
      />
    </>
  );
}

afterEach(cleanup);

describe('the grid as cards on a phone, in another language', () => {
  it('reads its disclosure and sort picker in German once German is chosen, in English again after', async () => {
    const { setLanguage } = await import('../../i18n');
    render(<Cards />);
    expect(screen.getByText('More details')).toBeTruthy();
    await act(() => setLanguage('de'));
    expect(screen.getByText('Weitere Details')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sortieren nach' })).toBeTruthy();
    await act(() => setLanguage('en'));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
  });
});
