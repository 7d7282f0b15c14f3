import { Button, Popover, PopoverNext } from '@blueprintjs/core';
import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { takeBlueprintDeprecations } from './blueprintDeprecations';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override render = () => (this.state.failed ? <p>failed</p> : this.props.children);
}

describe('a Blueprint deprecation fails the component tests', () => {
  it("Blueprint's own React 19 warning for <Popover> is caught, even when an error boundary catches the throw", async () => {
    // React reports the error its boundary caught with console.error: kept out of the log, this test expects it
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        {/* the deprecated component is what this test draws */}
        <Popover content={<span>menu</span>}>
          <Button text="Open" />
        </Popover>
      </Boundary>,
    );
    await screen.findByText('failed');
    reported.mockRestore();
    expect(takeBlueprintDeprecations()).toEqual([expect.stringContaining('migrate to <PopoverNext>')]);
  });

  it('PopoverNext logs none, and other warnings pass through', () => {
    render(
      <PopoverNext content={<span>menu</span>}>
        <Button text="Open" />
      </PopoverNext>,
    );
    expect(screen.getByRole('button', { name: 'Open' })).toBeTruthy();
    expect(() =>
      console.warn('[Blueprint] <Alert> cancelButtonText and onCancel should be set together.'),
    ).not.toThrow();
    expect(takeBlueprintDeprecations()).toEqual([]);
  });
});
