import { Button, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { catalogue, isMpaError, redeemBodyFor, validateRedemptionForm, type RedemptionRequest } from '@marketplace-admin/sdk';
import { useRef, useState } from 'react';
import { showToast } from '../../app/toaster';
import { BulkResults, runBulk, type BulkItem } from '../../components/BulkResults';
import { useSdk } from '../../hooks/useSdk';

const t = catalogue.redemption;

/**
 * Approves the selected pending requests with one note: asks for the note, then sends one redeem
 * per request (4 at a time) with progress and a result per request. A 409 means the request was
 * already moved (by someone else, or by an earlier attempt whose answer was lost): it is reported,
 * never retried. Failed ones can be retried; requests already approved are never sent again.
 */
export function BulkApprove({ requests, onClose, onFinished }: { requests: RedemptionRequest[]; onClose(): void; onFinished(succeeded: number[]): void }) {
  const sdk = useSdk();
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [items, setItems] = useState<BulkItem[] | null>(null);
  const [running, setRunning] = useState(false);
  const byId = useRef(new Map(requests.map((r) => [r.redeemRequestId, r])));
  const itemsRef = useRef<BulkItem[]>([]);
  const noteError = tried ? validateRedemptionForm({ status: 'Approved', note }).find((m) => m === t.noteRequired) : undefined;

  const run = async (queue: BulkItem[]) => {
    itemsRef.current = queue;
    setItems(queue);
    setRunning(true);
    const text = note.trim();
    await runBulk(
      queue,
      (id) => sdk.redemptions.redeem(redeemBodyFor(byId.current.get(id)!, 'Approved', text)),
      (id, patch) => {
        itemsRef.current = itemsRef.current.map((i) => (i.id === id ? { ...i, ...patch } : i));
        setItems(itemsRef.current);
      },
      { concurrency: 4 },
    );
    setRunning(false);
    const done = itemsRef.current.filter((i) => i.state === 'done');
    const failed = itemsRef.current.filter((i) => i.state === 'failed').length;
    void showToast({ message: `${done.length} of ${itemsRef.current.length} redemption requests approved${failed ? `, ${failed} failed` : ''}`, intent: failed ? 'warning' : 'success' });
    onFinished(done.map((i) => i.id));
  };

  const start = () => {
    setTried(true);
    if (!note.trim()) return;
    void run(requests.map((r) => ({ id: r.redeemRequestId, title: `${r.userName ?? ''} · ${r.redeemMethod ?? ''} · ${r.redeemValue ?? ''}`, state: 'queued' })));
  };

  if (items) {
    return (
      <BulkResults title="Approve selected requests" items={items} running={running} skippedLabel="Already processed" onClose={onClose} onRetry={() => void run(itemsRef.current)}>
        <p className="mpa-bulk-note">
          <strong>Note:</strong> {note.trim()}
        </p>
      </BulkResults>
    );
  }
  return (
    <Dialog isOpen title="Approve selected requests" onClose={onClose} style={{ width: 480 }}>
      <DialogBody>
        <p>{`${requests.length} pending request${requests.length === 1 ? '' : 's'} will be approved with this note.`}</p>
        <FormGroup label="Note" labelFor="bulk-note" labelInfo="(required)" intent={noteError ? 'danger' : 'none'} helperText={noteError}>
          <TextArea id="bulk-note" fill rows={3} maxLength={500} value={note} autoFocus onChange={(e) => setNote(e.currentTarget.value)} />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button intent="primary" icon="tick" text={`Approve ${requests.length}`} onClick={start} />
          </>
        }
      />
    </Dialog>
  );
}

/** Every pending request of a search, page by page; a failed page is asked again (GETs change nothing). */
export async function fetchAllPending(sdk: ReturnType<typeof useSdk>, search: string | undefined, onProgress?: (n: number, total: number) => void): Promise<RedemptionRequest[]> {
  const out: RedemptionRequest[] = [];
  const pageSize = 100;
  for (let page = 1; ; page++) {
    let attempt = 0;
    for (;;) {
      try {
        const p = await sdk.redemptions.list('Pending', { page, pageSize, search });
        out.push(...p.items);
        onProgress?.(out.length, p.totalCount);
        if (p.items.length < pageSize || page * pageSize >= p.totalCount) return dedupe(out);
        break;
      } catch (e) {
        if (++attempt >= 4 || (isMpaError(e) && (e.kind === 'unauthorized' || e.kind === 'aborted'))) throw e;
        await new Promise((r) => setTimeout(r, 300 * attempt));
      }
    }
  }
}

const dedupe = (rows: RedemptionRequest[]) => [...new Map(rows.map((r) => [r.redeemRequestId, r])).values()];
