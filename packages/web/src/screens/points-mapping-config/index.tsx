import { Callout } from '@blueprintjs/core';
import { DataGrid } from '../../components/DataGrid';
import { PageHeader } from '../../components/PageHeader';
import { useListQuery } from '../../hooks/useListQuery';
import { useSdk } from '../../hooks/useSdk';
import english from 'virtual:messages/en/pointsMapping';
import { registerEnglish, useT } from '../../i18n';
import { ALL, fetchMappings, MAPPINGS } from './load';
import { useMappingForm } from './useMappingForm';

registerEnglish(english);

/** Points Conversion Rate (spec §2): the token mappings, each editable inline. */
export default function PointsMappingScreen() {
  const t = useT();
  const sdk = useSdk();
  const { data, error, isLoading, mutate } = useListQuery(
    MAPPINGS,
    ALL,
    fetchMappings(sdk),
    'rewards.loadMappingsFailed',
  );
  const form = useMappingForm(mutate);

  return (
    <>
      <PageHeader title={t('ui.titles.pointsConversionRate')} subtitle={t('ui.pointsMapping.subtitle')} />
      {error && !data && (
        <Callout intent="danger" compact className="mpa-list-alert">
          {t('rewards.loadMappingsFailed')}
        </Callout>
      )}
      <DataGrid
        listId="token-mappings"
        label={t('ui.pointsMapping.tableLabel')}
        columns={form.columns}
        rows={data ?? (error ? [] : undefined)}
        rowKey={(m) => m.mappingId}
        loading={isLoading}
        emptyText={t('ui.pointsMapping.empty')}
        actionsWidth={170}
        rowActions={form.buttons}
      />
      {form.said}
    </>
  );
}
