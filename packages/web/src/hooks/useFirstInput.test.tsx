import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFirstInput } from './useFirstInput';

function Probe() {
  return <p>{useFirstInput() ? 'acted' : 'waiting'}</p>;
}

describe('useFirstInput', () => {
  afterEach(cleanup);
  it.each([
    ['a pointer moved', () => fireEvent.pointerMove(document.body)],
    ['a click alone (as assistive technology sends one)', () => fireEvent.click(document.body)],
    ['a key', () => fireEvent.keyDown(document.body, { key: 'j' })],
    ['a wheel', () => fireEvent.wheel(document.body)],
    ['a scroll of an element', () => fireEvent.scroll(screen.getByText('waiting'))],
    ['focus moved', () => fireEvent.focusIn(document.body)],
  ])('turns true for good after %s, not before', (_what, input) => {
    render(<Probe />);
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => void input());
    expect(screen.getByText('acted')).toBeTruthy();
    act(() => void fireEvent.pointerMove(document.body));
    expect(screen.getByText('acted')).toBeTruthy();
  });
});
