import { Card, FormGroup, H2, HTMLSelect, TextArea } from '@blueprintjs/core';
import {
  catalogue,
  redeemBodyFor,
  validateRedemptionForm,
  type RedemptionRequest,
} from '@marketplace-admin/sdk';
import { useEffect, useRef, useState } from 'react';
import { formatAmount, formatDateTime } from '../../app/format';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { useRowAction } from '../../hooks/useRowAction';
import { useSdk } from '../../hooks/useSdk';
import { InlineForm } from '../../components/FormDialog';
import { useT } from '../../i18n';
import { STATUS_WORDS } from './columns';

const texts = catalogue.redemption;
const NEW_STATUSES = ['Approved', 'Rejected'] as const;
export type NewStatus = (typeof NEW_STATUSES)[number];

/** A key asked for the form (a new object each time): this status chosen, if any, and the note focused. */
export type RedeemFormRequest = { status?: NewStatus };

/** The inline redeem form (spec §2/§5): new status and note, both required; `onDone` reads the list again. */
export function RedeemForm({
  request,
  prepared,
  onDone,
  onCancel,
}: {
  request: RedemptionRequest;
  /** Set by the queue's keys (a, r, n): applied whenever a new one arrives, also while the form is open. */
  prepared?: RedeemFormRequest | null;
  onDone(status: string): Promise<unknown>;
  onCancel(): void;
}) {
  const t = useT();
  const sdk = useSdk();
  const [status, setStatus] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const noteBox = useRef<HTMLTextAreaElement>(null);
  const card = useRef<HTMLDivElement>(null);
  // the redeem is one write: busy while it runs, its toast, then the list is read again (onDone)
  const write = useRowAction(() => onDone(status));

  // opened from a card far down a phone's list, the form above the list comes into view
  const phone = useIsMobile();
  useEffect(() => {
    if (phone) card.current?.scrollIntoView?.({ block: 'nearest' });
    // once, when the form opens
  }, []);
  useEffect(() => {
    if (!prepared) return;
    if (prepared.status) setStatus(prepared.status);
    noteBox.current?.focus();
  }, [prepared]);
  const saving = write.anyBusy;
  const errors = validateRedemptionForm({ status, note });
  const statusError =
    tried && errors.includes(texts.statusRequired) ? t('redemption.statusRequired') : undefined;
  const noteError = tried && errors.includes(texts.noteRequired) ? t('redemption.noteRequired') : undefined;

  const submit = async () => {
    setTried(true);
    if (errors.length) return;
    // a failed write leaves the form as typed
    await write.run(
      request.redeemRequestId,
      () => sdk.redemptions.redeem(redeemBodyFor(request, status, note.trim())),
      'redemption.updateFailed',
    );
  };

  return (
    <Card compact ref={card} className="mpa-redeem-form" role="region" aria-labelledby="redeem-title">
      <H2 id="redeem-title" className="mpa-redeem-title">
        {t('ui.redemptions.formTitle', { id: request.redeemRequestId })}
        <span className="mpa-redeem-sub">{` ${request.userName ?? ''} · ${request.redeemMethod ?? ''} · ${t('ui.redemptions.formFigures', { tokens: formatAmount(request.redeemTokens), value: formatAmount(request.redeemValue) })} `}</span>
        <time className="mpa-redeem-sub" dateTime={request.requestDateTime}>
          {formatDateTime(request.requestDateTime)}
        </time>
      </H2>
      <InlineForm
        className="mpa-redeem-fields"
        submitText={t('ui.components.submit')}
        submitIcon="tick"
        saving={saving}
        onSubmit={() => void submit()}
        onCancel={onCancel}
        actionsClassName="mpa-redeem-actions"
      >
        <FormGroup
          label={t('columns.status')}
          labelFor="redeem-status"
          labelInfo={t('ui.components.required')}
          intent={statusError ? 'danger' : 'none'}
          helperText={statusError}
        >
          <HTMLSelect
            id="redeem-status"
            value={status}
            disabled={saving}
            onChange={(e) => setStatus(e.currentTarget.value)}
          >
            <option value="">{t('ui.redemptions.selectStatus')}</option>
            {NEW_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(STATUS_WORDS[s])}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup
          label={t('columns.note')}
          labelFor="redeem-note"
          labelInfo={t('ui.components.required')}
          intent={noteError ? 'danger' : 'none'}
          helperText={noteError}
          className="mpa-redeem-note"
        >
          <TextArea
            id="redeem-note"
            inputRef={noteBox}
            fill
            rows={2}
            maxLength={500}
            value={note}
            disabled={saving}
            intent={noteError ? 'danger' : 'none'}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
        </FormGroup>
      </InlineForm>
    </Card>
  );
}
