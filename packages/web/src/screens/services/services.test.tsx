import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { DEBOUNCE_MS } from '@marketplace-admin/sdk';
import { LONG_PRESS_MS } from '../../app/constants';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupIcons } from '../../app/icons';
import { currentUrl, fakeClock, fakeServer, page, renderScreen, searchesTo, typeIntoSearch } from '../../test/renderScreen';
import ServicesScreen from './index';

beforeAll(async () => {
  await setupIcons();
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const LIST = '/Services/v1';
// three levels: Plumbing > Bathroom > Tap Repair
const TREE = [
  {
    id: 1, name: 'Plumbing', status: 'A', ord: 1,
    subServices: [{ id: 2, name: 'Bathroom', status: 'A', ord: 1, parentId: 1, subServices: [{ id: 3, name: 'Tap Repair', status: 'A', ord: 1, parentId: 2 }] }],
  },
  { id: 4, name: 'Cleaning', status: 'A', ord: 2 },
];
const server = () => fakeServer(({ url }) => (url.pathname === LIST ? page(TREE) : undefined));
const label = (name: string) => document.querySelector(`.mpa-tree-label[data-name="${name}"]`)!;
const menuItems = () => within(screen.getByRole('menu')).getAllByRole('menuitem').map((m) => m.textContent);

describe('services search (spec §9: 500 ms)', () => {
  it('asks the server 500 ms after the last keystroke, once, for what was typed', async () => {
    const s = server();
    renderScreen(<ServicesScreen />, { server: s, path: '/services' });
    await screen.findByText('Plumbing');
    await typeIntoSearch(screen.getByRole('searchbox', { name: 'Search services...' }), 'descal', DEBOUNCE_MS.services, {
      notYet: () => {
        expect(searchesTo(s, LIST)).toEqual([]);
        expect(currentUrl().searchParams.get('q')).toBeNull();
      },
      applied: () => {
        expect(currentUrl().searchParams.get('q')).toBe('descal');
        expect(searchesTo(s, LIST)).toEqual(['descal']);
      },
    });
  });
});

describe('services context menu on a long press (spec §9: 700 ms)', () => {
  // a search shows the whole tree open
  const openTree = async () => {
    renderScreen(<ServicesScreen />, { server: server(), path: '/services?q=a' });
    await screen.findByText('Tap Repair');
  };

  it('opens 700 ms after the press starts, at the third level without "Add sub-service"', async () => {
    await openTree();
    const clock = fakeClock();
    fireEvent.pointerDown(label('Tap Repair'), { button: 0, clientX: 40, clientY: 60 });
    await clock.advance(LONG_PRESS_MS - 1);
    expect(screen.queryByRole('menu')).toBeNull();
    await clock.advance(1);
    expect(menuItems()).toEqual(['Edit', 'Mark featured', 'Deactivate', 'Move up', 'Move down', 'Remove']);
    fireEvent.pointerUp(label('Tap Repair'));
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('at the second level the menu offers "Add sub-service"', async () => {
    await openTree();
    const clock = fakeClock();
    fireEvent.pointerDown(label('Bathroom'), { button: 0, clientX: 40, clientY: 40 });
    await clock.advance(LONG_PRESS_MS);
    expect(menuItems()).toContain('Add sub-service');
  });

  it.each([
    ['released', (el: Element) => fireEvent.pointerUp(el)],
    ['left', (el: Element) => fireEvent.pointerLeave(el)],
  ])('a press %s before 700 ms opens nothing', async (_how, end) => {
    await openTree();
    const clock = fakeClock();
    fireEvent.pointerDown(label('Tap Repair'), { button: 0, clientX: 40, clientY: 60 });
    await clock.advance(LONG_PRESS_MS - 1);
    end(label('Tap Repair'));
    await clock.advance(LONG_PRESS_MS);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
