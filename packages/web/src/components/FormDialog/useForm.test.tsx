import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormDialog, useForm, type FieldDefinition } from '.';

afterEach(() => cleanup());

interface Draft {
  name: string;
  city: string;
  count: string;
}
const TOO_FEW = 'Count must be at least 1';
const MISSING = 'Please fill in the required fields';
const input = (id: string) => document.getElementById(`place-${id}`) as HTMLInputElement;

/** A declared form whose rule wants a name and a count of at least 1. */
function Form({ save }: { save(d: Draft): Promise<{ message: string }> }) {
  const form = useForm<Draft>({
    id: 'place',
    initial: { name: '', city: '', count: '0' },
    validate: (d) => [...(d.name ? [] : [MISSING]), ...(Number(d.count) >= 1 ? [] : [TOO_FEW])],
    save,
    failed: 'featuredAds.saveFailed',
    onSaved: () => undefined,
  });
  const fields: FieldDefinition<Draft>[] = [
    { key: 'city', label: 'ui.vendors.email' },
    { key: 'name', label: 'ui.vendors.name', required: 'ui.components.required' },
    { key: 'count', label: 'columns.priority', kind: 'number', errors: [TOO_FEW] },
  ];
  return <FormDialog title="Form" submitText="Save" form={form} fields={fields} onClose={() => undefined} />;
}

describe('a declared form', () => {
  it('refuses a bad save: the rule says why (under its field or above), the first bad field is focused, nothing is sent and what was typed stays', async () => {
    const save = vi.fn(async () => ({ message: 'Saved' }));
    render(<Form save={save} />);
    fireEvent.change(input('city'), { target: { value: 'Pune' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MISSING);
    expect(screen.getByText(TOO_FEW)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input('name')));
    fireEvent.change(input('name'), { target: { value: 'Asha' } });
    // the rule is read again as it is typed: the name's message is gone, the count is now the first bad field
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(input('count')));
    expect(save).not.toHaveBeenCalled();
    expect(input('city').value).toBe('Pune');
  });
});
