import { Button, ButtonGroup } from '@blueprintjs/core';
import { pageWindow, showingRange } from '@marketplace-admin/sdk';
import './Pager.css';
import { useT, type Id } from '../i18n';
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

/** Numbered pagination (spec §9): 'Showing X to Y of N items', Previous, page numbers with gaps, Next. */
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
        {t('ui.components.showing', showingRange(page, pageSize, total))}
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
