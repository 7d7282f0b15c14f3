import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ColumnChooser } from './ColumnChooser';

const COLUMNS = [
  { id: 'email', header: 'Email' },
  { id: 'city', header: 'City' },
];

function Chooser() {
  const [hidden, setHidden] = useState<string[]>(['city']);
  return (
    <ColumnChooser
      columns={COLUMNS}
      hidden={hidden}
      onToggle={(id, visible) => setHidden((h) => (visible ? h.filter((x) => x !== id) : [...h, id]))}
      onReset={() => setHidden([])}
      resettable={hidden.length > 0}
    />
  );
}

// each test's chooser (and its open popover) goes with it
afterEach(cleanup);

describe('ColumnChooser', () => {
  it('"Reset columns" shows every column again and keeps the focus in the chooser (the button is then disabled)', async () => {
    render(<Chooser />);
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const city = await screen.findByRole('checkbox', { name: 'City' });
    expect((city as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Reset columns' }));
    expect((screen.getByRole('checkbox', { name: 'City' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('button', { name: 'Reset columns' }) as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Email' }));
  });
});

describe('ColumnChooser in another language', () => {
  it('reads in German once German is chosen, and in English again after', async () => {
    const { setLanguage } = await import('../../i18n');
    const own = within(render(<Chooser />).container);
    await act(() => setLanguage('de'));
    fireEvent.click(own.getByRole('button', { name: 'Spalten' }));
    expect(await screen.findByRole('button', { name: 'Spalten zurücksetzen' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Angezeigte Spalten' })).toBeTruthy();
    await act(() => setLanguage('en'));
    expect(screen.getByRole('button', { name: 'Reset columns' })).toBeTruthy();
  });
});
