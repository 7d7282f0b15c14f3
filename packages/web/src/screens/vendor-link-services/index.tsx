import { Button, Callout, Card, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import {
  DEFAULT_UNIT,
  flattenServices,
  isMpaError,
  UNIT_OPTIONS,
  validateServiceLinks,
  type ServiceLink,
  type VendorServiceRow,
} from '@marketplace-admin/sdk';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LightCheckbox, LightInputGroup, LightSelect } from '../../components/LightControls';
import { PageHeader } from '../../components/PageHeader';
import { useRevealedCount } from '../../hooks/useIdleAfter';
import { useListQuery } from '../../hooks/useListQuery';
import { useRowAction } from '../../hooks/useRowAction';
import { useSdk } from '../../hooks/useSdk';
import {
  fetchServicesTree,
  isVendorMobile,
  loadVendorLinks,
  SERVICES_TREE,
  VENDOR_LINKS,
} from './vendorLinks';
import '../../components/table.css';
import '../../components/toolbar.css';
import './linkServices.css';
import english from 'virtual:messages/en/linkServices';
import { errorText, registerEnglish, translateText, useT } from '../../i18n';

registerEnglish(english);

/** spec §2: a Back link goes to /vendors-services. */
function BackLink() {
  const t = useT();
  return (
    <Link to="/vendors-services" className="bp6-button bp6-variant-outlined">
      {t('ui.linkServices.back')}
    </Link>
  );
}

/** Rows drawn with the table's first paint (a screenful and more); the rest once it has painted, a few at a time. */
const FIRST_ROWS = 20;
const MORE_ROWS = 15;

interface Pick {
  id?: number;
  unit: string;
  rate: string;
}

/** The vendor's links as the rows' choices, by service id. */
const picksOf = (links: VendorServiceRow[]): Map<number, Pick> =>
  new Map(
    links.map((l) => [
      l.servicesId!,
      { id: l.id, unit: l.serviceUnits ?? DEFAULT_UNIT, rate: String(l.serviceRates ?? '') },
    ]),
  );

/** Link services to a vendor (spec §2, §5): select services, a unit (default piece) and a rate each. */
export default function VendorLinkServicesScreen() {
  const mobile = useParams().mobileNo ?? '';
  // another vendor's address starts from that vendor's links, never from what was picked for this one
  return <LinkServices key={mobile} mobile={mobile} />;
}

function LinkServices({ mobile }: { mobile: string }) {
  const sdk = useSdk();
  const t = useT();
  const isMobile = isVendorMobile(mobile);
  // null: no such vendor; an error: the vendor's links, or whether the vendor exists, are unknown
  const vendor = useListQuery(
    VENDOR_LINKS,
    isMobile ? mobile : null,
    (m) => loadVendorLinks(sdk, m),
    'serviceLinking.loadVendorFailed',
    {
      shouldRetryOnError: false,
    },
  );
  const services = useListQuery(SERVICES_TREE, '', fetchServicesTree(sdk), 'serviceLinking.loadFailed');
  const links = vendor.data?.links;
  // from the first render when the links are in (the page may have drawn the rows already: no spinner between)
  const [picks, setPicks] = useState<Map<number, Pick> | null>(() => (links ? picksOf(links) : null));
  const [error, setError] = useState<string | null>(null);
  const saving = useRowAction(vendor.mutate);
  const busy = saving.isBusy(mobile);

  useEffect(() => {
    if (links && picks === null) setPicks(picksOf(links));
  }, [links, picks]);

  const rows = useMemo(() => flattenServices(services.data?.items ?? []), [services.data]);
  // every service is a row (70 and more, each a select and an input): the first screenful paints first, the rest
  // comes while the browser is idle, instead of all in one long task
  const shownRows = rows.slice(
    0,
    useRevealedCount(rows.length, Boolean(picks && services.data), FIRST_ROWS, MORE_ROWS),
  );
  const name = vendor.data?.name;
  const loadError = vendor.error ?? services.error;

  if (!isMobile || vendor.data === null) {
    return (
      <>
        <PageHeader title={t('ui.titles.linkServices')} />
        <NonIdealState
          icon="error"
          title={t('vendors.notFound')}
          action={<Link to="/vendors">{t('ui.linkServices.goToVendors')}</Link>}
        />
      </>
    );
  }

  if (loadError && !(vendor.isValidating || services.isValidating)) {
    const title = vendor.error ? 'serviceLinking.loadVendorFailed' : 'serviceLinking.loadFailed';
    const retry = () => void Promise.all([vendor, services].filter((r) => r.error).map((r) => r.mutate()));
    return (
      <>
        <PageHeader title={t('ui.titles.linkServices')} subtitle={mobile} actions={<BackLink />} />
        <NonIdealState
          icon="error"
          title={t(title)}
          // the server's own words, as text, when it gave some
          description={
            isMpaError(loadError) && errorText(loadError) !== t(title) ? errorText(loadError) : undefined
          }
          action={<Button icon="refresh" text={t('ui.linkServices.retry')} onClick={retry} />}
        />
      </>
    );
  }

  const set = (id: number, p: Pick | null) =>
    setPicks((prev) => {
      const next = new Map(prev ?? []);
      if (p) next.set(id, p);
      else next.delete(id);
      return next;
    });

  const save = async () => {
    const selected: ServiceLink[] = [...(picks ?? new Map<number, Pick>()).entries()].map(
      ([servicesId, p]) => ({
        id: p.id ?? null,
        servicesId,
        serviceUnits: p.unit,
        serviceRates: p.rate.trim() === '' ? NaN : Number(p.rate),
      }),
    );
    const msg = validateServiceLinks({ mobile, selected });
    if (msg) {
      setError(msg);
      return;
    }
    setError(null);
    // the SDK's replaceLinks: the links the vendor has at saving decide between creating and updating
    const write = () => sdk.vendorServices.replaceLinks(mobile, selected);
    // saved: the selection is read again from the server; failed: it stays as picked
    if (await saving.run(mobile, write, 'serviceLinking.saveFailed')) setPicks(null);
  };

  return (
    <>
      <PageHeader
        title={t('ui.titles.linkServices')}
        subtitle={name ? `${name} (${mobile})` : mobile}
        actions={
          <>
            <BackLink />
            <Button
              intent="primary"
              text={t('ui.linkServices.save')}
              loading={busy}
              onClick={() => void save()}
              disabled={!picks}
            />
          </>
        }
      />
      {error && (
        <Callout intent="danger" role="alert" compact className="mpa-list-alert">
          {translateText(error)}
        </Callout>
      )}
      <Card compact className="mpa-table-wrap">
        {!picks || !services.data ? (
          <Spinner size={20} aria-label={t('common.loading')} />
        ) : (
          <HTMLTable
            compact
            striped
            className="mpa-table"
            aria-label={t('ui.linkServices.servicesToLink')}
            // rows are still being added below the first screenful
            aria-busy={shownRows.length < rows.length || undefined}
          >
            <thead>
              <tr>
                <th>{t('columns.service')}</th>
                <th>{t('columns.unit')}</th>
                <th>{t('columns.rate')}</th>
              </tr>
            </thead>
            <tbody>
              {shownRows.map(({ service: s, level }) => {
                const p = picks.get(s.id);
                return (
                  <tr key={s.id}>
                    <td style={{ paddingLeft: 8 + (level - 1) * 20 }}>
                      <LightCheckbox
                        visible
                        label={s.name}
                        checked={Boolean(p)}
                        onChange={(e) =>
                          set(s.id, e.currentTarget.checked ? { unit: DEFAULT_UNIT, rate: '' } : null)
                        }
                        className="mpa-link-check"
                      />
                    </td>
                    <td>
                      <LightSelect
                        aria-label={t('ui.linkServices.unitFor', { name: s.name })}
                        disabled={!p}
                        value={p?.unit ?? DEFAULT_UNIT}
                        onChange={(e) => p && set(s.id, { ...p, unit: e.currentTarget.value })}
                      >
                        {UNIT_OPTIONS.map((u) => (
                          <option key={u} value={u}>
                            {u}
                          </option>
                        ))}
                      </LightSelect>
                    </td>
                    <td>
                      <LightInputGroup
                        aria-label={t('ui.linkServices.rateFor', { name: s.name })}
                        inputMode="decimal"
                        disabled={!p}
                        value={p?.rate ?? ''}
                        onChange={(e) => p && set(s.id, { ...p, rate: e.currentTarget.value })}
                        style={{ width: 110 }}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        )}
      </Card>
    </>
  );
}
