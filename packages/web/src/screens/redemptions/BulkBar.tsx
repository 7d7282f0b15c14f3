import { LightButton } from '../../components/LightControls';
import { useT } from '../../i18n';
import type { useRedemptionSelection } from './useRedemptionSelection';

export interface BulkBarProps {
  selection: ReturnType<typeof useRedemptionSelection>;
  /** How many pending requests match the search. */
  matching: number;
  /** The search they match. */
  search: string | undefined;
  onApprove(): void;
}

/** The Pending tab's bar above the grid: how many are chosen, select all matching, clear, approve the chosen. */
export function BulkBar({ selection, matching, search, onApprove }: BulkBarProps) {
  const t = useT();
  const { collecting } = selection;
  const selected = selection.selected.size;
  return (
    <div className="mpa-toolbar mpa-redeem-bulkbar">
      <span className="mpa-selected-count" aria-live="polite">
        {t('ui.redemptions.selected', { n: selected })}
      </span>
      {/* hidden, its place kept, while there is no count: the bar would wrap once it came (a phone), moving the list down */}
      <span
        className={matching > 0 ? undefined : 'mpa-reserved'}
        aria-hidden={matching > 0 ? undefined : true}
      >
        <LightButton
          text={collecting ?? t('ui.redemptions.selectAll', { n: matching })}
          disabled={collecting !== null || matching === 0}
          onClick={() => void selection.selectAllMatching(search)}
        />
      </span>
      {selected > 0 && <LightButton text={t('ui.redemptions.clearSelection')} onClick={selection.clear} />}
      <LightButton
        intent="success"
        icon="tick"
        text={t('ui.redemptions.approveSelected', { n: selected })}
        disabled={!selected || collecting !== null}
        onClick={onApprove}
      />
    </div>
  );
}
