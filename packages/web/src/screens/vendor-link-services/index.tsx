import { Button, Callout, Card, Checkbox, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import {
  catalogue, DEFAULT_UNIT, flattenServices, isMpaError, MOBILE_LENGTH, PAGE_SIZES, sanitizeMobile, UNIT_OPTIONS, validateServiceLinks,
  type ServiceLink, type User,
} from '@marketplace-admin/sdk';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { toastError, writeWithToasts } from '../../app/toaster';
import { PageHeader } from '../../components/PageHeader';
import { useSdk } from '../../hooks/useSdk';

/** spec §2: a Back link goes to /vendors-services. */
const BackLink = () => (
  <Link to="/vendors-services" className="bp6-button bp6-variant-outlined">
    Back
  </Link>
);

interface Pick {
  id?: number;
  unit: string;
  rate: string;
}

/** The vendors among `users` with exactly this mobile number (a user without a mobile field is taken at its word). */
const withMobile = (users: readonly User[], mobile: string) =>
  users.filter((u) => [u.mobileNo, u.mobile, u.mobileno].every((m) => m === undefined || m === null || String(m) === mobile));

const is404 = (e: unknown) => isMpaError(e) && e.status === 404;

/** Link services to a vendor (spec §2, §5): select services, a unit (default piece) and a rate each. */
export default function VendorLinkServicesScreen() {
  const sdk = useSdk();
  const mobile = useParams().mobileNo ?? '';
  const t = catalogue.serviceLinking;
  // spec §9: a mobile number is 10 digits; any other path names no vendor, so nothing is asked
  const isMobile = mobile.length === MOBILE_LENGTH && sanitizeMobile(mobile) === mobile;
  const links = useSWR(isMobile ? ['vendorServices.byMobile', mobile] : null, () => sdk.vendorServices.byMobile(mobile), { shouldRetryOnError: false });
  // the spec's vendor lookup (user search by mobile, role V): an empty answer means there is no such vendor
  const vendor = useSWR(isMobile ? ['users.searchByMobile', mobile] : null, async () => withMobile(await sdk.users.searchByMobile(mobile), mobile), {
    shouldRetryOnError: false,
  });
  const services = useSWR(['services.tree', ''], () => sdk.services.list({ page: 1, pageSize: PAGE_SIZES.dropdown, sortBy: 'ord' }));
  const [picks, setPicks] = useState<Map<number, Pick> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Links prove the vendor exists; otherwise the lookup decides. A 404 from either call, or a lookup
  // that finds nobody while the vendor has no links, is a vendor that does not exist.
  const exists = Boolean(links.data?.items.length) || Boolean(vendor.data?.length);
  const notFound =
    !isMobile || (!exists && (is404(links.error) || is404(vendor.error) || (links.data !== undefined && vendor.data !== undefined)));
  // anything else that failed leaves the screen without what it needs (the links to edit, or whether
  // the vendor exists): say so, and offer to ask again
  const vendorError = notFound ? undefined : (links.error ?? (exists ? undefined : vendor.error));
  const loadError = vendorError ?? services.error;

  useEffect(() => {
    if (vendorError) toastError(vendorError, t.loadVendorFailed);
  }, [vendorError, t]);
  useEffect(() => {
    if (services.error) toastError(services.error, t.loadFailed);
  }, [services.error, t]);

  useEffect(() => {
    if (links.data && picks === null)
      setPicks(new Map(links.data.items.map((l) => [l.servicesId!, { id: l.id, unit: l.serviceUnits ?? DEFAULT_UNIT, rate: String(l.serviceRates ?? '') }])));
  }, [links.data, picks]);

  const rows = useMemo(() => flattenServices(services.data?.items ?? []), [services.data]);
  const name = vendor.data?.[0]?.name ?? links.data?.items[0]?.venderName;

  if (notFound) {
    return (
      <>
        <PageHeader title="Link Services" />
        <NonIdealState icon="error" title={catalogue.vendors.notFound} action={<Link to="/vendors">Go to Vendors</Link>} />
      </>
    );
  }

  if (loadError && !(links.isValidating || vendor.isValidating || services.isValidating)) {
    const title = vendorError ? t.loadVendorFailed : t.loadFailed;
    const retry = () => void Promise.all([links, vendor, services].filter((r) => r.error).map((r) => r.mutate()));
    return (
      <>
        <PageHeader title="Link Services" subtitle={mobile} actions={<BackLink />} />
        <NonIdealState
          icon="error"
          title={title}
          // the server's own words, as text, when it gave some
          description={isMpaError(loadError) && loadError.message !== title ? loadError.message : undefined}
          action={<Button icon="refresh" text="Retry" onClick={retry} />}
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
    const selected: ServiceLink[] = [...(picks ?? new Map<number, Pick>()).entries()].map(([servicesId, p]) => ({
      id: p.id ?? null, servicesId, serviceUnits: p.unit, serviceRates: p.rate.trim() === '' ? NaN : Number(p.rate),
    }));
    const msg = validateServiceLinks({ mobile, selected });
    if (msg) {
      setError(msg);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      if (await writeWithToasts(() => (links.data?.items.length ? sdk.vendorServices.bulkUpdate(mobile, selected) : sdk.vendorServices.bulkCreate({ vMobile: mobile, services: selected })), t.saveFailed)) {
        setPicks(null);
        await links.mutate();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Link Services"
        subtitle={name ? `${name} (${mobile})` : mobile}
        actions={
          <>
            <BackLink />
            <Button intent="primary" text="Save" loading={busy} onClick={() => void save()} disabled={!picks} />
          </>
        }
      />
      {error && (
        <Callout intent="danger" role="alert" compact className="mpa-list-alert">
          {error}
        </Callout>
      )}
      <Card compact className="mpa-table-wrap">
        {!picks || !services.data ? (
          <Spinner size={20} aria-label="Loading" />
        ) : (
          <HTMLTable compact striped className="mpa-table" aria-label="Services to link">
            <thead>
              <tr>
                <th>Service</th>
                <th>Unit</th>
                <th>Rate</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ service: s, level }) => {
                const p = picks.get(s.id);
                return (
                  <tr key={s.id}>
                    <td style={{ paddingLeft: 8 + (level - 1) * 20 }}>
                      <Checkbox
                        label={s.name}
                        checked={Boolean(p)}
                        onChange={(e) => set(s.id, e.currentTarget.checked ? { unit: DEFAULT_UNIT, rate: '' } : null)}
                        className="mpa-link-check"
                      />
                    </td>
                    <td>
                      <HTMLSelect aria-label={`Unit for ${s.name}`} disabled={!p} value={p?.unit ?? DEFAULT_UNIT} onChange={(e) => p && set(s.id, { ...p, unit: e.currentTarget.value })}>
                        {UNIT_OPTIONS.map((u) => (
                          <option key={u} value={u}>
                            {u}
                          </option>
                        ))}
                      </HTMLSelect>
                    </td>
                    <td>
                      <InputGroup aria-label={`Rate for ${s.name}`} inputMode="decimal" disabled={!p} value={p?.rate ?? ''} onValueChange={(v) => p && set(s.id, { ...p, rate: v })} style={{ width: 110 }} />
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
