import { Button, Card, Callout, FormGroup, H2, NumericInput, Spinner, Tag } from '@blueprintjs/core';
import { catalogue, userTypeLabel, validateRewardTokens, type ReferralConfig } from '@marketplace-admin/sdk';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { useListQuery } from '../../hooks/useListQuery';
import { useRowAction } from '../../hooks/useRowAction';
import { useSdk } from '../../hooks/useSdk';
import './referralConfig.css';

const t = catalogue.rewards;
/** The configs are one list, unpaged and unsearched (spec §7 all-referral-configs takes no parameters). */
const ALL = {};

/** 'V Vendor' / 'C Client' (spec §3). */
const typeText = (v: string) => `${v} ${userTypeLabel(v)}`;

interface Draft {
  referrerRewardTokens: string;
  referredRewardTokens: string;
}

function ConfigCard({ config, onSaved }: { config: ReferralConfig; onSaved(): Promise<unknown> }) {
  const sdk = useSdk();
  const [draft, setDraft] = useState<Draft | null>(null);
  const row = useRowAction(onSaved);
  const saving = row.isBusy(config.configId);
  const [tried, setTried] = useState(false);
  const id = `cfg-${config.configId}`;
  const errors = draft
    ? { referrer: validateRewardTokens(draft.referrerRewardTokens), referred: validateRewardTokens(draft.referredRewardTokens) }
    : { referrer: null, referred: null };

  const save = async () => {
    if (!draft) return;
    setTried(true);
    if (errors.referrer || errors.referred) return;
    const edited = { ...config, referrerRewardTokens: Number(draft.referrerRewardTokens), referredRewardTokens: Number(draft.referredRewardTokens) };
    // on failure the draft stays as typed
    if (await row.run(config.configId, () => sdk.referrals.configs.update(edited), t.updateConfigFailed)) {
      setDraft(null);
      setTried(false);
    }
  };

  const field = (key: keyof Draft, label: string, error: string | null) => (
    <FormGroup
      label={label}
      labelFor={`${id}-${key}`}
      intent={tried && error ? 'danger' : 'none'}
      helperText={tried && error ? error : undefined}
      className="mpa-cfg-field"
    >
      <NumericInput
        buttonPosition="none"
        id={`${id}-${key}`}
        min={0}
        fill
        size="small"
        allowNumericCharactersOnly
        value={draft![key]}
        disabled={saving}
        intent={tried && error ? 'danger' : 'none'}
        onValueChange={(_n, text) => setDraft((d) => (d ? { ...d, [key]: text } : d))}
      />
    </FormGroup>
  );

  return (
    <Card className="mpa-cfg-card" compact aria-labelledby={`${id}-title`} role="group">
      <div className="mpa-cfg-head">
        <H2 id={`${id}-title`} className="mpa-cfg-title">
          {`${userTypeLabel(config.referrerUserType)} refers ${userTypeLabel(config.referredUserType)}`}
        </H2>
        <Tag minimal round>{`#${config.configId}`}</Tag>
      </div>
      <dl className="mpa-cfg-types">
        <div>
          <dt>Referrer user type</dt>
          <dd>{typeText(config.referrerUserType)}</dd>
        </div>
        <div>
          <dt>Referred user type</dt>
          <dd>{typeText(config.referredUserType)}</dd>
        </div>
      </dl>
      {draft ? (
        <div className="mpa-cfg-edit">
          {field('referrerRewardTokens', 'Referrer reward tokens', errors.referrer)}
          {field('referredRewardTokens', 'Referred reward tokens', errors.referred)}
        </div>
      ) : (
        <dl className="mpa-cfg-tokens">
          <div>
            <dt>Referrer reward tokens</dt>
            <dd data-testid="referrer-tokens">{config.referrerRewardTokens}</dd>
          </div>
          <div>
            <dt>Referred reward tokens</dt>
            <dd data-testid="referred-tokens">{config.referredRewardTokens}</dd>
          </div>
        </dl>
      )}
      <div className="mpa-cfg-actions">
        {draft ? (
          <>
            <Button size="small" text="Cancel" disabled={saving} onClick={() => { setDraft(null); setTried(false); }} />
            <Button size="small" intent="primary" icon="tick" text="Save" loading={saving} onClick={() => void save()} />
          </>
        ) : (
          <Button
            size="small"
            icon="edit"
            text="Edit"
            aria-label={`Edit ${userTypeLabel(config.referrerUserType)} refers ${userTypeLabel(config.referredUserType)}`}
            onClick={() => setDraft({ referrerRewardTokens: String(config.referrerRewardTokens), referredRewardTokens: String(config.referredRewardTokens) })}
          />
        )}
      </div>
    </Card>
  );
}

/** Referral Configuration (spec §2): one card per config with Edit, Save and Cancel; tokens >= 0. */
export default function ReferralConfigScreen() {
  const sdk = useSdk();
  const { data, error, isLoading, mutate } = useListQuery('referrals.configs', ALL, () => sdk.referrals.configs.list(), t.loadConfigsFailed);

  return (
    <>
      <PageHeader title="Referral Configuration" subtitle="View and edit referral reward settings" />
      {isLoading && <Spinner size={24} aria-label={catalogue.common.loading} />}
      {error && !data && (
        <Callout intent="danger" compact>
          {t.loadConfigsFailed}
        </Callout>
      )}
      {data && data.length === 0 && <Callout compact>No referral configs found.</Callout>}
      <div className="mpa-cfg-grid">
        {data?.map((c) => <ConfigCard key={c.configId} config={c} onSaved={() => mutate()} />)}
      </div>
    </>
  );
}
