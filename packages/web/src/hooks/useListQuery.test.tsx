import { act, cleanup, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { useListQuery } from './useListQuery';

/** What a list screen shows, recorded at every render: the words a user would see at that moment. */
function Probe({
  query,
  fetch,
  seen,
}: {
  query: number;
  fetch(q: number): Promise<string[]>;
  seen: string[];
}) {
  const { data, isLoading, isValidating } = useListQuery('probe-list', query, fetch, 'vendors.loadFailed');
  const shown = data ? (data.length ? data.join(', ') : 'No items') : isLoading ? 'Loading' : 'No items';
  seen.push(`${shown}${isValidating ? ' (busy)' : ''}`);
  return <p>{shown}</p>;
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('useListQuery', () => {
  afterEach(cleanup);
  it('the first answer: loading until its rows are drawn, never an empty list for a moment', async () => {
    const answer = deferred<string[]>();
    const seen: string[] = [];
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Probe query={1} fetch={() => answer.promise} seen={seen} />
      </SWRConfig>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => answer.resolve(['Asha', 'Bala']));
    await screen.findByText('Asha, Bala');
    // drawn in a background render, the answer's first pass has no rows yet: it must still say loading
    expect(seen.filter((s) => s.startsWith('No items'))).toEqual([]);
    expect(seen.at(-1)).toBe('Asha, Bala');
  });

  it('another page: the previous one stays until the next is drawn (never "Loading", never empty)', async () => {
    const pages: Record<number, ReturnType<typeof deferred<string[]>>> = { 1: deferred(), 2: deferred() };
    const seen: string[] = [];
    const cache = new Map();
    const tree = (q: number) => (
      <SWRConfig value={{ provider: () => cache }}>
        <Probe query={q} fetch={(n) => pages[n].promise} seen={seen} />
      </SWRConfig>
    );
    const { rerender } = render(tree(1));
    await act(async () => pages[1].resolve(['Asha']));
    await screen.findByText('Asha');
    seen.length = 0;
    rerender(tree(2));
    await act(async () => pages[2].resolve(['Chitra']));
    await screen.findByText('Chitra');
    // the previous page stays while the next loads, and then the next page shows: never 'Loading'
    expect(seen.filter((s) => s.startsWith('Loading') || s.startsWith('No items'))).toEqual([]);
    expect(seen.at(-1)).toBe('Chitra');
  });
});
