import { Button, ButtonGroup } from '@blueprintjs/core';
import { pageWindow, showingRange } from '@marketplace-admin/sdk';
import './Pager.css';
import { useT } from '../i18n';
import { LightButton, type LightButtonProps } from './LightControls';
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

/** Numbered pagination (spec §9): 'Showing X to Y of N items', Previous, page numbers with gaps, Next. */
export function Pager({ page, pageSize, total, onPageChange, disabled }: PagerProps) {
  const t = useT();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  // Previous, Next and each page's number: a page out of range is off, the current one does nothing
  const go = (to: number, label: string, button: Partial<LightButtonProps>) => (
    <LightButton
      key={label}
      size="medium"
      label={label}
      disabled={disabled || to < 1 || to > pageCount}
      onClick={() => to !== page && onPageChange(to)}
      {...button}
    />
  );
  return (
    <nav className="mpa-pager" aria-label={t('ui.components.pagination')}>
      <span className="mpa-pager-text" aria-live="polite">
        {t('ui.components.showing', showingRange(page, pageSize, total))}
      </span>
      <ButtonGroup variant="outlined" size="small">
        {go(page - 1, t('ui.components.previousPage'), { icon: 'chevron-left' })}
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <Button key={`gap-${i}`} text="…" disabled aria-hidden />
          ) : (
            go(p, t('ui.components.page', { page: p }), {
              text: String(p),
              'aria-current': p === page ? 'page' : undefined,
              intent: p === page ? 'primary' : undefined,
            })
          ),
        )}
        {go(page + 1, t('ui.components.nextPage'), { icon: 'chevron-right' })}
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

/** The load-more pager (spec §9, vendor services): 'Showing 1 to Y of N items', 'Load more' while more exist. */
export function LoadMore({ shown, total, loading, onLoadMore }: LoadMoreProps) {
  const t = useT();
  return (
    <nav className="mpa-pager" aria-label={t('ui.components.pagination')}>
      <span className="mpa-pager-text" aria-live="polite">
        {t('ui.components.showing', showingRange(1, Math.max(shown, 1), Math.max(total, shown)))}
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
