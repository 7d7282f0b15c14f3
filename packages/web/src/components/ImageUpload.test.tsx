import { catalogue } from '@marketplace-admin/sdk';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupIcons } from '../app/icons';
import { ImageUpload } from './ImageUpload';

beforeAll(async () => {
  await setupIcons();
});
afterEach(() => cleanup());

const SAVED = 'http://api.test/uploads/icon.png';

describe('image upload: removing a saved image', () => {
  it('where the form can remove it, Remove takes the saved image away', () => {
    const onRemoveExisting = vi.fn();
    render(
      <ImageUpload
        label="Icon"
        file={null}
        existingUrl={SAVED}
        onChange={() => undefined}
        onRemoveExisting={onRemoveExisting}
      />,
    );
    expect(screen.getByRole('img', { name: 'Icon preview' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove icon' }));
    expect(onRemoveExisting).toHaveBeenCalledOnce();
    expect(screen.queryByText(catalogue.images.cannotRemoveSaved)).toBeNull();
  });

  it("where the form's call cannot remove it, no Remove is offered for it and the field says why; a new file can still be taken back", () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <ImageUpload label="Banner" file={null} existingUrl={SAVED} onChange={onChange} />,
    );
    expect(screen.getByRole('img', { name: 'Banner preview' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove banner' })).toBeNull();
    expect(screen.getByText(catalogue.images.cannotRemoveSaved)).toBeTruthy();
    rerender(
      <ImageUpload
        label="Banner"
        file={new File([new Uint8Array([1])], 'b.png', { type: 'image/png' })}
        existingUrl={SAVED}
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove banner' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.queryByText(catalogue.images.cannotRemoveSaved)).toBeNull();
  });
});
