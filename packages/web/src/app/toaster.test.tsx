import { act, fireEvent, screen, within } from '@testing-library/react';
import { catalogue, MpaError } from '@marketplace-admin/sdk';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UNDO_MS } from './constants';
import { setupIcons } from './icons';
import { writeWithToasts } from './toaster';

beforeAll(async () => {
  await setupIcons();
});
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** The toast saying `message`, while it is up (not on its way out). */
const toastSaying = (message: string): HTMLElement | null => {
  const t = screen.queryByText(message)?.closest<HTMLElement>('.bp6-toast') ?? null;
  return t && !/-exit/.test(t.parentElement?.className ?? '') && !/-exit/.test(t.className) ? t : null;
};

describe('writeWithToasts with an undo', () => {
  it('offers Undo on the success toast for 6 s, then the toast goes', async () => {
    vi.useFakeTimers();
    const reverse = vi.fn(async () => undefined);
    await act(() =>
      writeWithToasts(async () => ({ message: 'Switched off' }), 'rewards.updateCodeFailed', {
        undo: { run: reverse, restored: 'undo.referralCode' },
      }),
    );
    await advance(0);
    const toast = toastSaying('Switched off')!;
    expect(within(toast).getByRole('button', { name: catalogue.undo.action })).toBeTruthy();
    await advance(UNDO_MS - 1);
    expect(toastSaying('Switched off')).not.toBeNull();
    await advance(1);
    expect(toastSaying('Switched off')).toBeNull();
    expect(reverse).not.toHaveBeenCalled();
  });

  it('Undo sends the reverse once, says it is restored and reads the rows again', async () => {
    const reverse = vi.fn(async () => undefined);
    const afterUndo = vi.fn();
    await writeWithToasts(async () => ({ message: 'Moved' }), 'shopCategories.operationFailed', {
      undo: { run: reverse, restored: 'undo.categoryOrder' },
      afterUndo,
    });
    const toast = (await screen.findByText('Moved')).closest<HTMLElement>('.bp6-toast')!;
    fireEvent.click(within(toast).getByRole('button', { name: catalogue.undo.action }));
    await screen.findByText(catalogue.undo.categoryOrder);
    expect(reverse).toHaveBeenCalledTimes(1);
    expect(afterUndo).toHaveBeenCalledTimes(1);
  });

  it("an undo that fails says the error's text and still reads the rows again", async () => {
    const afterUndo = vi.fn();
    const refused = async () => {
      throw new MpaError('http', 'Locked by another administrator', { status: 409 });
    };
    await writeWithToasts(async () => ({ message: 'Featured' }), 'services.featuredFailed', {
      undo: { run: refused, restored: 'undo.serviceFeatured' },
      afterUndo,
    });
    const toast = (await screen.findByText('Featured')).closest<HTMLElement>('.bp6-toast')!;
    fireEvent.click(within(toast).getByRole('button', { name: catalogue.undo.action }));
    const failure = (await screen.findByText('Locked by another administrator')).closest<HTMLElement>(
      '.bp6-toast',
    )!;
    expect(failure.className).toContain('bp6-intent-danger');
    expect(screen.queryByText(catalogue.undo.serviceFeatured)).toBeNull();
    expect(afterUndo).toHaveBeenCalledTimes(1);
  });
});
