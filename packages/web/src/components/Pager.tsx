import { Button, ButtonGroup } from '@blueprintjs/core';
import './Pager.css';
import { useT, type Id, type Translate } from '../i18n';
import { LightButton } from './LightControls';
import './words';

export interface PagerProps {
  /** 1-based current page. */
  page: number;
  pageSize: number;
  /** Total number of items on the server. */
  total: number;
  onPageChange(page: number): void;
  disabled?: boolean;
}

/** Page numbers to show: first, last, and a window around the current one; null is a gap. */
export function pageWindow(page: number, pageCount: number, around = 1): Array<number | null> {
  // only the candidates, not every page: a list of 100,000 rows has 10,000 pages
  const wanted = new Set<number>([1, pageCount]);
  for (let p = page - around; p <= page + around; p++) wanted.add(p);
  if (page <= 3) for (let p = 1; p <= 4; p++) wanted.add(p);
  if (page >= pageCount - 2) for (let p = pageCount - 3; p <= pageCount; p++) wanted.add(p);
  const out: Array<number | null> = [];
  for (const p of [...wanted].filter((x) => x >= 1 && x <= pageCount).sort((a, b) => a - b)) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p > last + 1) out.push(null);
    out.push(p);
  }
  return out;
}

/** 'Showing X to Y of N items' (the SDK's showingText), in the panel's language. */
function showing(t: Translate, page: number, pageSize: number, total: number): string {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return t('ui.components.showing', { from, to: Math.min(page * pageSize, total), total });
}

/**
 * Numbered pagination with 'Showing X to Y of N items' (spec §9): Previous, page numbers (with gaps for long
 * lists) and Next. The current page is marked aria-current.
 */
export function Pager({ page, pageSize, total, onPageChange, disabled }: PagerProps) {
  const t = useT();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const step = (icon: 'chevron-left' | 'chevron-right', label: Id, to: number) => (
    <LightButton
      size="medium"
      icon={icon}
      label={t(label)}
      disabled={disabled || to < 1 || to > pageCount}
      onClick={() => onPageChange(to)}
    />
  );
  return (
    <nav className="mpa-pager" aria-label={t('ui.components.pagination')}>
      <span className="mpa-pager-text" aria-live="polite">
        {showing(t, page, pageSize, total)}
      </span>
      <ButtonGroup variant="outlined" size="small">
        {step('chevron-left', 'ui.components.previousPage', page - 1)}
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <Button key={`gap-${i}`} text="…" disabled aria-hidden />
          ) : (
            <LightButton
              key={p}
              size="medium"
              text={String(p)}
              label={t('ui.components.page', { page: p })}
              aria-current={p === page ? 'page' : undefined}
              intent={p === page ? 'primary' : undefined}
              disabled={disabled}
              onClick={() => p !== page && onPageChange(p)}
            />
          ),
        )}
        {step('chevron-right', 'ui.components.nextPage', page + 1)}
      </ButtonGroup>
    </nav>
  );
}

export interface LoadMoreProps {
  /** Items shown so far and the server's total. */
  shown: number;
  total: number;
  loading?: boolean;
  onLoadMore(): void;
}

/** The load-more pager (spec §9, vendor services): 'Showing 1 to Y of N items' and a 'Load more' button while more exist. */
export function LoadMore({ shown, total, loading, onLoadMore }: LoadMoreProps) {
  const t = useT();
  return (
    <nav className="mpa-pager" aria-label={t('ui.components.pagination')}>
      <span className="mpa-pager-text" aria-live="polite">
        {showing(t, 1, Math.max(shown, 1), Math.max(total, shown))}
      </span>
      {shown < total && (
        <Button
          size="small"
          variant="outlined"
          text={t('ui.components.loadMore')}
          loading={loading}
          onClick={onLoadMore}
        />
      )}
    </nav>
  );
}
