import { Card, Callout, FormGroup, H2, NumericInput, Spinner } from '@blueprintjs/core';
import { LightTag } from '../../components/LightControls';
import { userTypeLabel, validateRewardTokens, type ReferralConfig } from '@marketplace-admin/sdk';
import { EditButtons } from '../../components/FormDialog';
import { PageHeader } from '../../components/PageHeader';
import { useListQuery } from '../../hooks/useListQuery';
import { useRowAction } from '../../hooks/useRowAction';
import { useSdk } from '../../hooks/useSdk';
import english from 'virtual:messages/en/referralConfig';
import { registerEnglish, translateText, useT, type Translate } from '../../i18n';
import { useInlineEdit } from '../useInlineEdit';
import { ALL, CONFIGS, fetchConfigs } from './load';
import './referralConfig.css';

registerEnglish(english);

/** The two sides of a referral: who refers, who is referred; each has a user type and a reward. */
const SIDES = [
  { side: 'referrer', tokens: 'referrerRewardTokens', type: 'referrerUserType' },
  { side: 'referred', tokens: 'referredRewardTokens', type: 'referredUserType' },
] as const;
type Draft = Record<(typeof SIDES)[number]['tokens'], string>;

/** 'V Vendor' / 'C Client' (spec §3). */
const typeText = (v: string) => `${v} ${translateText(userTypeLabel(v))}`;
/** 'Vendor refers Client', in the panel's language. */
const refersText = (t: Translate, config: ReferralConfig) =>
  t('ui.referralConfig.refers', {
    referrer: translateText(userTypeLabel(config.referrerUserType)),
    referred: translateText(userTypeLabel(config.referredUserType)),
  });

function ConfigCard({ config, onSaved }: { config: ReferralConfig; onSaved(): Promise<unknown> }) {
  const t = useT();
  const sdk = useSdk();
  const { draft, setDraft, tried, edit, save } = useInlineEdit<Draft>();
  const row = useRowAction(onSaved);
  const saving = row.isBusy(config.configId);
  const id = `cfg-${config.configId}`;
  const errorOf = (key: keyof Draft) => (tried && draft ? validateRewardTokens(draft[key]) : null);
  const send = () => {
    const edited = { ...config };
    for (const { tokens } of SIDES) edited[tokens] = Number(draft![tokens]);
    return row.run(config.configId, () => sdk.referrals.configs.update(edited), 'rewards.updateConfigFailed');
  };

  return (
    <Card className="mpa-cfg-card" compact aria-labelledby={`${id}-title`} role="group">
      <div className="mpa-cfg-head">
        <H2 id={`${id}-title`} className="mpa-cfg-title">
          {refersText(t, config)}
        </H2>
        <LightTag round>{`#${config.configId}`}</LightTag>
      </div>
      <dl className="mpa-cfg-types">
        {SIDES.map(({ side, type }) => (
          <div key={side}>
            <dt>{t(`ui.referralConfig.${side}Type`)}</dt>
            <dd>{typeText(config[type])}</dd>
          </div>
        ))}
      </dl>
      {draft ? (
        <div className="mpa-cfg-edit">
          {SIDES.map(({ tokens }) => {
            const error = errorOf(tokens);
            return (
              <FormGroup
                key={tokens}
                label={t(`columns.${tokens}`)}
                labelFor={`${id}-${tokens}`}
                intent={error ? 'danger' : 'none'}
                helperText={error ? translateText(error) : undefined}
                className="mpa-cfg-field"
              >
                <NumericInput
                  buttonPosition="none"
                  id={`${id}-${tokens}`}
                  min={0}
                  fill
                  size="small"
                  allowNumericCharactersOnly
                  value={draft[tokens]}
                  disabled={saving}
                  intent={error ? 'danger' : 'none'}
                  onValueChange={(_n, text) => setDraft((d) => (d ? { ...d, [tokens]: text } : d))}
                />
              </FormGroup>
            );
          })}
        </div>
      ) : (
        <dl className="mpa-cfg-tokens">
          {SIDES.map(({ side, tokens }) => (
            <div key={side}>
              <dt>{t(`columns.${tokens}`)}</dt>
              <dd data-testid={`${side}-tokens`}>{config[tokens]}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="mpa-cfg-actions">
        <EditButtons
          editing={Boolean(draft)}
          saving={saving}
          name={refersText(t, config)}
          onEdit={() =>
            edit({
              referrerRewardTokens: String(config.referrerRewardTokens),
              referredRewardTokens: String(config.referredRewardTokens),
            })
          }
          onCancel={() => edit(null)}
          onSave={() =>
            void save(!!draft && SIDES.every(({ tokens }) => !validateRewardTokens(draft[tokens])), send)
          }
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
