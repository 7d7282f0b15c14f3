import { Button, Card, FormGroup, H2, HTMLSelect, TextArea } from '@blueprintjs/core';
import { catalogue, redeemBodyFor, validateRedemptionForm, type RedemptionRequest } from '@marketplace-admin/sdk';
import { useState } from 'react';
import { writeWithToasts } from '../../app/toaster';
import { useSdk } from '../../hooks/useSdk';

const t = catalogue.redemption;
export const NEW_STATUSES = ['Approved', 'Rejected'] as const;

/** The inline redeem form (spec §2/§5): new status and note, both required. */
export function RedeemForm({ request, onDone, onCancel }: { request: RedemptionRequest; onDone(): Promise<unknown>; onCancel(): void }) {
  const sdk = useSdk();
  const [status, setStatus] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const errors = validateRedemptionForm({ status, note });
  const statusError = tried && errors.includes(t.statusRequired) ? t.statusRequired : undefined;
  const noteError = tried && errors.includes(t.noteRequired) ? t.noteRequired : undefined;

  const submit = async () => {
    setTried(true);
    if (errors.length) return;
    setSaving(true);
    try {
      // what was typed stays
      if (await writeWithToasts(() => sdk.redemptions.redeem(redeemBodyFor(request, status, note.trim())), t.updateFailed)) {
        await onDone();
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card compact className="mpa-redeem-form" role="region" aria-labelledby="redeem-title">
      <H2 id="redeem-title" className="mpa-redeem-title">
        {`Redeem request #${request.redeemRequestId}`}
        <span className="mpa-redeem-sub">{` ${request.userName ?? ''} · ${request.redeemMethod ?? ''} · ${request.redeemTokens ?? ''} tokens · value ${request.redeemValue ?? ''}`}</span>
      </H2>
      <form
        className="mpa-redeem-fields"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FormGroup label="Status" labelFor="redeem-status" labelInfo="(required)" intent={statusError ? 'danger' : 'none'} helperText={statusError}>
          <HTMLSelect id="redeem-status" value={status} disabled={saving} onChange={(e) => setStatus(e.currentTarget.value)}>
            <option value="">Select status</option>
            {NEW_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label="Note" labelFor="redeem-note" labelInfo="(required)" intent={noteError ? 'danger' : 'none'} helperText={noteError} className="mpa-redeem-note">
          <TextArea id="redeem-note" fill rows={2} maxLength={500} value={note} disabled={saving} intent={noteError ? 'danger' : 'none'} onChange={(e) => setNote(e.currentTarget.value)} />
        </FormGroup>
        <div className="mpa-redeem-actions">
          <Button text="Cancel" disabled={saving} onClick={onCancel} />
          <Button type="submit" intent="primary" icon="tick" text="Submit" loading={saving} />
        </div>
      </form>
    </Card>
  );
}
