import { Card, Callout, FormGroup, H2, NumericInput, Spinner } from '@blueprintjs/core';
import { LightTag } from '../../components/LightControls';
import { userTypeLabel, validateRewardTokens, type ReferralConfig } from '@marketplace-admin/sdk';
import { useState } from 'react';
import { EditButtons } from '../../components/FormDialog';
import { PageHeader } from '../../components/PageHeader';
import { useListQuery } from '../../hooks/useListQuery';
import { useRowAction } from '../../hooks/useRowAction';
import { useSdk } from '../../hooks/useSdk';
import english from 'virtual:messages/en/referralConfig';
import { registerEnglish, translateText, useT, type Translate } from '../../i18n';
import { ALL, CONFIGS, fetchConfigs } from './load';
import './referralConfig.css';

registerEnglish(english);
/** The configs are one list, unpaged and unsearched (spec §7 all-referral-configs takes no parameters). */

/** 'V Vendor' / 'C Client' (spec §3). */
const typeText = (v: string) => `${v} ${translateText(userTypeLabel(v))}`;
/** 'Vendor refers Client', in the panel's language. */
const refersText = (t: Translate, config: ReferralConfig) =>
  t('ui.referralConfig.refers', {
    referrer: translateText(userTypeLabel(config.referrerUserType)),
    referred: translateText(userTypeLabel(config.referredUserType)),
  });

interface Draft {
  referrerRewardTokens: string;
  referredRewardTokens: string;
}

function ConfigCard({ config, onSaved }: { config: ReferralConfig; onSaved(): Promise<unknown> }) {
  const t = useT();
  const sdk = useSdk();
  const [draft, setDraft] = useState<Draft | null>(null);
  const row = useRowAction(onSaved);
  const saving = row.isBusy(config.configId);
  const [tried, setTried] = useState(false);
  const id = `cfg-${config.configId}`;
  const errors = draft
    ? {
        referrer: validateRewardTokens(draft.referrerRewardTokens),
        referred: validateRewardTokens(draft.referredRewardTokens),
      }
    : { referrer: null, referred: null };

  const save = async () => {
    if (!draft) return;
    setTried(true);
    if (errors.referrer || errors.referred) return;
    const edited = {
      ...config,
      referrerRewardTokens: Number(draft.referrerRewardTokens),
      referredRewardTokens: Number(draft.referredRewardTokens),
    };
    // on failure the draft stays as typed
    if (
      await row.run(config.configId, () => sdk.referrals.configs.update(edited), 'rewards.updateConfigFailed')
    ) {
      setDraft(null);
      setTried(false);
    }
  };

  const field = (key: keyof Draft, label: string, error: string | null) => (
    <FormGroup
      label={label}
      labelFor={`${id}-${key}`}
      intent={tried && error ? 'danger' : 'none'}
      helperText={tried && error ? translateText(error) : undefined}
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
          {refersText(t, config)}
        </H2>
        <LightTag round>{`#${config.configId}`}</LightTag>
      </div>
      <dl className="mpa-cfg-types">
        <div>
          <dt>{t('ui.referralConfig.referrerType')}</dt>
          <dd>{typeText(config.referrerUserType)}</dd>
        </div>
        <div>
          <dt>{t('ui.referralConfig.referredType')}</dt>
          <dd>{typeText(config.referredUserType)}</dd>
        </div>
      </dl>
      {draft ? (
        <div className="mpa-cfg-edit">
          {field('referrerRewardTokens', t('columns.referrerRewardTokens'), errors.referrer)}
          {field('referredRewardTokens', t('columns.referredRewardTokens'), errors.referred)}
        </div>
      ) : (
        <dl className="mpa-cfg-tokens">
          <div>
            <dt>{t('columns.referrerRewardTokens')}</dt>
            <dd data-testid="referrer-tokens">{config.referrerRewardTokens}</dd>
          </div>
          <div>
            <dt>{t('columns.referredRewardTokens')}</dt>
            <dd data-testid="referred-tokens">{config.referredRewardTokens}</dd>
          </div>
        </dl>
      )}
      <div className="mpa-cfg-actions">
        <EditButtons
          editing={Boolean(draft)}
          saving={saving}
          name={refersText(t, config)}
          onEdit={() =>
            setDraft({
              referrerRewardTokens: String(config.referrerRewardTokens),
              referredRewardTokens: String(config.referredRewardTokens),
            })
          }
          onCancel={() => {
            setDraft(null);
            setTried(false);
          }}
          onSave={() => void save()}
        />
      </div>
    </Card>
  );
}

/** Referral Configuration (spec §2): one card per config with Edit, Save and Cancel; tokens >= 0. */
export default function ReferralConfigScreen() {
  const t = useT();
  const sdk = useSdk();
  const { data, error, isLoading, mutate } = useListQuery(
    CONFIGS,
    ALL,
    fetchConfigs(sdk),
    'rewards.loadConfigsFailed',
  );

  return (
    <>
      <PageHeader title={t('ui.titles.referralConfiguration')} subtitle={t('ui.referralConfig.subtitle')} />
      {isLoading && <Spinner size={24} aria-label={t('common.loading')} />}
      {error && !data && (
        <Callout intent="danger" compact>
          {t('rewards.loadConfigsFailed')}
        </Callout>
      )}
      {data && data.length === 0 && <Callout compact>{t('ui.referralConfig.empty')}</Callout>}
      <div className="mpa-cfg-grid">
        {data?.map((c) => (
          <ConfigCard key={c.configId} config={c} onSaved={() => mutate()} />
        ))}
      </div>
    </>
  );
}
