import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { catalogue, DEBOUNCE_MS } from '@marketplace-admin/sdk';
import { LONG_PRESS_MS } from '../../app/constants';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupIcons } from '../../app/icons';
import {
  currentUrl,
  fakeClock,
  fakeServer,
  json,
  page,
  renderScreen,
  searchesTo,
  typeIntoSearch,
  watchToasts,
  type Answer,
  type SeenRequest,
} from '../../test/renderScreen';
import ServicesScreen from './index';

beforeAll(async () => {
  await setupIcons();
});
const toasts = watchToasts();
beforeEach(() => toasts.clear());
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const LIST = '/Services/v1';
// three levels: Plumbing > Bathroom > Tap Repair
const TREE = [
  {
    id: 1,
    name: 'Plumbing',
    status: 'A',
    ord: 1,
    subServices: [
      {
        id: 2,
        name: 'Bathroom',
        status: 'A',
        ord: 1,
        parentId: 1,
        subServices: [{ id: 3, name: 'Tap Repair', status: 'A', ord: 1, parentId: 2 }],
      },
    ],
  },
  { id: 4, name: 'Cleaning', status: 'A', ord: 2 },
];
const server = () => fakeServer(({ url }) => (url.pathname === LIST ? page(TREE) : undefined));
const label = (name: string) => document.querySelector(`.mpa-tree-label[data-name="${name}"]`)!;
const menuItems = () =>
  within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((m) => m.textContent);

describe('services search (spec §9: 500 ms)', () => {
  it('asks the server 500 ms after the last keystroke, once, for what was typed', async () => {
    const s = server();
    renderScreen(<ServicesScreen />, { server: s, path: '/services' });
    await screen.findByText('Plumbing');
    await typeIntoSearch(
      screen.getByRole('searchbox', { name: 'Search services...' }),
      'descal',
      DEBOUNCE_MS.services,
      {
        notYet: () => {
          expect(searchesTo(s, LIST)).toEqual([]);
          expect(currentUrl().searchParams.get('q')).toBeNull();
        },
        applied: () => {
          expect(currentUrl().searchParams.get('q')).toBe('descal');
          expect(searchesTo(s, LIST)).toEqual(['descal']);
        },
      },
    );
  });
});

describe('services tree rows', () => {
  const row = (name: string) => label(name).closest<HTMLElement>('.bp6-tree-node-content')!;

  it('a lower level is drawn when its parent is opened (by its caret or its row) and goes when it is closed', async () => {
    renderScreen(<ServicesScreen />, { server: server(), path: '/services' });
    await screen.findByText('Cleaning');
    expect(screen.queryByText('Bathroom')).toBeNull();
    fireEvent.click(within(row('Plumbing')).getByRole('img', { name: 'Expand group' }));
    await screen.findByText('Bathroom');
    expect(screen.queryByText('Tap Repair')).toBeNull();
    expect(screen.getByRole('button', { name: 'Move Bathroom up' })).toBeTruthy();
    fireEvent.click(row('Bathroom'));
    await screen.findByText('Tap Repair');
    // the third level offers no sub-service of its own
    expect(screen.queryByRole('button', { name: 'Add sub-service to Tap Repair' })).toBeNull();
    fireEvent.click(within(row('Plumbing')).getByRole('img', { name: 'Collapse group' }));
    await waitFor(() => expect(screen.queryByText('Bathroom')).toBeNull());
    expect(screen.queryByText('Tap Repair')).toBeNull();
  });

  it("a row's Actions button opens its menu on the first click, and the menu closes back to the button", async () => {
    renderScreen(<ServicesScreen />, { server: server(), path: '/services' });
    await screen.findByText('Cleaning');
    const opener = screen.getByRole('button', { name: 'Actions for Cleaning' });
    expect(opener.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(opener);
    const menu = await screen.findByRole('menu', { name: 'Actions for Cleaning' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Edit', 'Add sub-service', 'Mark featured', 'Deactivate', 'Remove']);
    const button = screen.getByRole('button', { name: 'Actions for Cleaning' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    // and opens again
    fireEvent.click(button);
    within(await screen.findByRole('menu', { name: 'Actions for Cleaning' })).getByRole('menuitem', {
      name: 'Edit',
    });
  });

  it('a featured service says so beside its name', async () => {
    const featured = [
      { id: 4, name: 'Cleaning', status: 'A', ord: 2, isFeatured: true },
      { ...TREE[0], isFeatured: false },
    ];
    renderScreen(<ServicesScreen />, {
      server: fakeServer(({ url }) => (url.pathname === LIST ? page(featured) : undefined)),
      path: '/services',
    });
    await screen.findByText('Cleaning');
    expect(within(label('Cleaning') as HTMLElement).getByRole('img', { name: 'Featured' })).toBeTruthy();
    expect(within(label('Plumbing') as HTMLElement).queryByRole('img', { name: 'Featured' })).toBeNull();
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

const messages = () => toasts.shown().map((t) => t.message);

describe('services writes (busy state, toasts, the tree read again)', () => {
  /** The tree of TREE, with `write` answering every request that is not the tree's read (success by default). */
  function writableServer(
    write: (req: SeenRequest) => Answer | Promise<Answer> = () => ({
      success: true,
      message: 'Done on the server',
    }),
  ) {
    return fakeServer((req) =>
      req.method === 'GET' && req.url.pathname === LIST
        ? page(TREE)
        : req.method === 'GET'
          ? undefined
          : write(req),
    );
  }
  const treeReads = (s: ReturnType<typeof fakeServer>) =>
    s.requestsTo(LIST).filter((r) => r.method === 'GET').length;

  it("a move sends both new orders, disables every move until it is done, reads the tree again and toasts the server's words with Undo", async () => {
    let answer: (a: Answer) => void = () => undefined;
    const s = writableServer(() => new Promise<Answer>((resolve) => (answer = resolve)));
    renderScreen(<ServicesScreen />, { server: s, path: '/services' });
    await screen.findByText('Cleaning');
    const reads = treeReads(s);
    fireEvent.click(screen.getByRole('button', { name: 'Move Cleaning up' }));
    await waitFor(() => expect(s.requestsTo('/Services/v1/reorder')).toHaveLength(1));
    expect(JSON.parse(String(s.requestsTo('/Services/v1/reorder')[0].body))).toEqual([
      { id: 4, order: 1 },
      { id: 1, order: 2 },
    ]);
    expect((screen.getByRole('button', { name: 'Move Plumbing down' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    answer({ success: true, message: 'Reordered' });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Move Plumbing down' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    expect(treeReads(s)).toBe(reads + 1);
    await waitFor(() =>
      expect(toasts.shown()).toEqual([
        { message: 'Reordered', intent: 'success', action: catalogue.undo.action },
      ]),
    ); // the toaster shows it once it has mounted
  });

  it('Undo on a move sends the reverse swap, says the order is restored and reads the tree again', async () => {
    const s = writableServer(() => ({ success: true, message: 'Moved on the server' }));
    renderScreen(<ServicesScreen />, { server: s, path: '/services' });
    await screen.findByText('Cleaning');
    fireEvent.click(screen.getByRole('button', { name: 'Move Cleaning up' }));
    // this move's toast (an earlier test's may still be up)
    const toast = (await screen.findByText('Moved on the server')).closest<HTMLElement>('.bp6-toast')!;
    const reads = treeReads(s);
    fireEvent.click(within(toast).getByRole('button', { name: catalogue.undo.action }));
    await waitFor(() => expect(messages()).toEqual(['Moved on the server', catalogue.undo.serviceOrder]));
    const sent = s.requestsTo('/Services/v1/reorder').map((r) => JSON.parse(String(r.body)));
    expect(sent).toEqual([
      [
        { id: 4, order: 1 },
        { id: 1, order: 2 },
      ],
      [
        { id: 4, order: 2 },
        { id: 1, order: 1 },
      ],
    ]);
    await waitFor(() => expect(treeReads(s)).toBe(reads + 1));
  });

  it('a failed save keeps the dialog open with what was typed and says why; a saved one closes it and reads the tree again', async () => {
    let fail = true;
    const s = writableServer(() =>
      fail ? json({ success: false, message: 'Name already used' }, 400) : { success: true },
    );
    renderScreen(<ServicesScreen />, { server: s, path: '/services' });
    await screen.findByText('Cleaning');
    fireEvent.click(screen.getByRole('button', { name: 'Add Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Service' });
    fireEvent.change(within(dialog).getByLabelText(/^Service Name/), { target: { value: 'Gardening' } });
    fireEvent.change(within(dialog).getByLabelText(/^Description/), {
      target: { value: 'Lawns and hedges' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(toasts.shown()).toEqual([{ message: 'Name already used', intent: 'danger' }]));
    expect(screen.getByRole('dialog', { name: 'Add Service' })).toBe(dialog);
    expect((within(dialog).getByLabelText(/^Service Name/) as HTMLInputElement).value).toBe('Gardening');
    expect((within(dialog).getByLabelText(/^Description/) as HTMLTextAreaElement).value).toBe(
      'Lawns and hedges',
    );

    fail = false;
    const reads = treeReads(s);
    // the failed save's busy state ends just after its toast is up: Create takes a click once it is enabled again,
    // as a user sees it (on a loaded machine the click came while it was still busy, and did nothing)
    const create = within(dialog).getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    await waitFor(() => expect(create.disabled).toBe(false));
    fireEvent.click(create);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Service' })).toBeNull());
    expect(messages()).toEqual(['Name already used', catalogue.services.created]);
    expect(treeReads(s)).toBe(reads + 1);
    const sent = s.requests.filter((r) => r.method === 'POST' && r.url.pathname === LIST);
    expect(sent).toHaveLength(2);
    expect((sent[1].body as FormData).get('name')).toBe('Gardening');
  });

  it("a tree that cannot be read says 'Failed to load services' once", async () => {
    const s = fakeServer(({ url }) => (url.pathname === LIST ? json({ success: false }, 500) : undefined));
    renderScreen(<ServicesScreen />, { server: s, path: '/services' });
    await screen.findByText('No services found');
    await waitFor(() => expect(messages()).toEqual([catalogue.services.loadFailed]));
    // a re-render or another look at the same failure says nothing more
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search services...' }), {
      target: { value: 'x' },
    });
    expect(messages()).toEqual([catalogue.services.loadFailed]);
  });
});
