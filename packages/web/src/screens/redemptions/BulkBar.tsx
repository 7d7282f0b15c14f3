import { LightButton } from '../../components/LightControls';
import { useT } from '../../i18n';
import type { useRedemptionSelection } from './useRedemptionSelection';

/** The Pending tab's bar above the grid: how many are chosen, select all `matching` the search, clear, approve. */
export function BulkBar({
  selection,
  matching,
  search,
  onApprove,
}: {
  selection: ReturnType<typeof useRedemptionSelection>;
  matching: number;
  search: string | undefined;
  onApprove(): void;
}) {
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
