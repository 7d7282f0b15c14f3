import { Menu, MenuItem } from '@blueprintjs/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MenuButton } from './MenuButton';

/** A row's menu whose item opens a form, the menu's button disabled while the form is open (Paid Services). */
function RowWithForm() {
  const [form, setForm] = useState(false);
  return (
    <>
      <MenuButton
        label="Actions for Padma"
        disabled={form}
        menu={() => (
          <Menu aria-label="Actions for Padma">
            <MenuItem text="Edit" onClick={() => setForm(true)} />
          </Menu>
        )}
      />
      {form && <button onClick={() => setForm(false)}>Close form</button>}
    </>
  );
}

describe('MenuButton', () => {
  it('opens its menu on the first click; an item that disables it closes it, and enabled again it stays closed', async () => {
    render(<RowWithForm />);
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Padma' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close form' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Actions for Padma' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.getByRole('button', { name: 'Actions for Padma' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    // and the next click opens it
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Padma' }));
    await screen.findByRole('menuitem', { name: 'Edit' });
  });
});
