import { FormGroup, TextArea } from '@blueprintjs/core';
import {
  catalogue,
  validateRedemptionForm,
  type BulkRunOptions,
  type RedemptionRequest,
} from '@marketplace-admin/sdk';
import { useState } from 'react';
import { showToast } from '../../app/toaster';
import { BulkResults, useBulkRun } from '../../components/BulkResults';
import { FormDialog } from '../../components/FormDialog';
import { useSdk } from '../../hooks/useSdk';
import sdkEnglish from 'virtual:messages/en/sdk';
import { registerEnglish, translateText, useT } from '../../i18n';

// the SDK's texts made from values, in ICU
registerEnglish(sdkEnglish);

const texts = catalogue.redemption;

/** Approves the selected pending requests with one note through the SDK's `approveMany` (nothing twice). */
export function BulkApprove({
  requests,
  onClose,
  onFinished,
}: {
  requests: RedemptionRequest[];
  onClose(): void;
  onFinished(succeeded: number[]): void;
}) {
  const t = useT();
  const sdk = useSdk();
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const bulk = useBulkRun();
  const noteError = tried
    ? validateRedemptionForm({ status: 'Approved', note }).find((m) => m === texts.noteRequired)
    : undefined;

  const approve = (o: BulkRunOptions) => sdk.redemptions.approveMany(requests, { ...o, note });
  const run = async (retry: boolean) => {
    const rows = retry ? null : requests.map((r) => ({ id: r.redeemRequestId, title: titleOf(r) }));
    const { thrown, done, total, failed } = await bulk.run(rows, approve, 'redemption.updateFailed');
    if (thrown) return;
    void showToast({
      message: t('redemption.bulkApprove.approved', { done: done.length, total, failed: failed.length }),
      intent: failed.length ? 'warning' : 'success',
    });
    onFinished(done);
  };

  if (bulk.view) {
    return (
      <BulkResults
        title={t('redemption.bulkApprove.title')}
        view={bulk.view}
        onClose={onClose}
        onRetry={() => void run(true)}
      >
        <p className="mpa-bulk-note">
          <strong>{t('redemption.bulkApprove.noteLabel')}</strong> {note.trim()}
        </p>
      </BulkResults>
    );
  }
  return (
    <FormDialog
      title={t('redemption.bulkApprove.title')}
      submitText={t('redemption.bulkApprove.submit', { n: requests.length })}
      width={480}
      onSubmit={() => {
        setTried(true);
        if (note.trim()) void run(false);
      }}
      onClose={onClose}
    >
      <p>{t('redemption.bulkApprove.intro', { n: requests.length })}</p>
      <FormGroup
        label={t('columns.note')}
        labelFor="bulk-note"
        labelInfo={t('ui.components.required')}
        intent={noteError ? 'danger' : 'none'}
        helperText={noteError && translateText(noteError)}
      >
        <TextArea
          id="bulk-note"
          fill
          rows={3}
          maxLength={500}
          value={note}
          autoFocus
          onChange={(e) => setNote(e.currentTarget.value)}
        />
      </FormGroup>
    </FormDialog>
  );
}

const titleOf = (r: RedemptionRequest): string =>
  `${r.userName ?? ''} · ${r.redeemMethod ?? ''} · ${r.redeemValue ?? ''}`;
