import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useListState } from '../hooks/useListState';
import { Pager } from './Pager';
import { SearchBox } from './SearchBox';
import { StatusTag } from './StatusTag';

afterEach(() => vi.useRealTimers());

function ListProbe() {
  const list = useListState({ sortBy: 'name' });
  const loc = useLocation();
  return (
    <div>
      <output data-testid="search">{loc.search}</output>
      <output data-testid="state">{JSON.stringify(list.paging)}</output>
      <button onClick={() => list.toggleSort('mobileno')}>sort mobile</button>
      <button onClick={() => list.setPage(3)}>page 3</button>
      <button onClick={() => list.setSearch('abc')}>search</button>
    </div>
  );
}

/** A filter and a search written before the screen renders again (a debounce firing during a navigation). */
function TwoChangesProbe() {
  const list = useListState({ extra: { status: 'all' } });
  const loc = useLocation();
  return (
    <div>
      <output data-testid="query">{loc.search}</output>
      <button
        onClick={() => {
          list.setExtra('status', 'active');
          list.setSearch('smith');
        }}
      >
        filter and search
      </button>
    </div>
  );
}

describe('useListState', () => {
  it('a change written before the next render keeps the one before it (the filter survives a late search)', () => {
    render(
      <MemoryRouter initialEntries={['/clients']}>
        <TwoChangesProbe />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByText('filter and search'));
    expect(screen.getByTestId('query').textContent).toBe('?status=active&q=smith');
  });

  it('keeps state in the URL, omits defaults, flips sort on the second click and resets the page', () => {
    render(
      <MemoryRouter initialEntries={['/vendors?page=2']}>
        <ListProbe />
      </MemoryRouter>,
    );
    const search = () => screen.getByTestId('search').textContent;
    const state = () => JSON.parse(screen.getByTestId('state').textContent!);
    expect(state()).toEqual({ page: 2, pageSize: 10, sortDescending: false, sortBy: 'name' });
    fireEvent.click(screen.getByText('sort mobile'));
    expect(search()).toBe('?sort=mobileno');
    fireEvent.click(screen.getByText('sort mobile'));
    expect(search()).toBe('?sort=mobileno&desc=1');
    fireEvent.click(screen.getByText('page 3'));
    expect(state()).toMatchObject({ page: 3, sortBy: 'mobileno', sortDescending: true });
    fireEvent.click(screen.getByText('search'));
    expect(state()).toMatchObject({ page: 1, searchTerms: 'abc' });
    expect(search()).not.toContain('page=');
  });
});

describe('SearchBox', () => {
  it('calls onSearch once, after the delay', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchBox value="" onSearch={onSearch} delayMs={500} placeholder="Search..." />);
    const box = screen.getByLabelText('Search...');
    fireEvent.change(box, { target: { value: 'a' } });
    fireEvent.change(box, { target: { value: 'ab' } });
    act(() => void vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('ab');
  });
});

describe('Pager, StatusTag', () => {
  it('pager text and window', () => {
    render(<Pager page={2} pageSize={10} total={25} onPageChange={() => undefined} />);
    expect(screen.getByText('Showing 11 to 20 of 25 items')).toBeTruthy();
  });

  it('status labels', () => {
    render(
      <>
        <StatusTag status="A" />
        <StatusTag status="I" />
        <StatusTag status="X" />
        <StatusTag active={false} />
      </>,
    );
    expect(screen.getAllByText(/Active|Inactive|Blocked/).map((e) => e.textContent)).toEqual([
      'Active',
      'Inactive',
      'Blocked',
      'Inactive',
    ]);
  });
});
