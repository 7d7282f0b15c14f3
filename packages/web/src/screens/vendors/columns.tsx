import { Classes } from '@blueprintjs/core';
import type { Vendor } from '@marketplace-admin/sdk';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { defined } from '../../app/columns';
import type { GridColumn } from '../../components/DataGrid';
import { StatusTag } from '../../components/StatusTag';
import { Thumb } from '../../components/Thumb';
import { cachedServiceName, useServiceName } from '../../hooks/useServiceName';
import { useT } from '../../i18n';
import { useServiceOptions } from './useServiceOptions';

export const vendorPath = (v: Vendor) => `/vendors/${encodeURIComponent(v.mobileNo)}`;
const hasService = (v: Vendor): boolean =>
  v.mainService !== undefined && v.mainService !== null && String(v.mainService) !== '';
/** A service the root-level active list does not name: read by id once that list has answered without it. */
function ServiceName({ id, listed }: { id: number; listed: boolean }) {
  const t = useT();
  const { name } = useServiceName(listed ? id : null);
  if (!listed || name === undefined) return <span className={Classes.SKELETON}>{t('common.loading')}</span>;
  return <>{name ?? '—'}</>;
}

/** The vendor grid's columns (spec §2), with each vendor's main service by name. */
export function useVendorColumns(): GridColumn<Vendor>[] {
  const t = useT();
  const { cache } = useSWRConfig();
  const services = useServiceOptions();
  const serviceNames = useMemo(
    () => new Map(services.options.map((o) => [String(o.id), o.name])),
    [services.options],
  );

  // spec §3: the service id's name from the root-level list, else GET /Services/v1/{id} once; none: a dash
  const serviceText = (v: Vendor): string | null => {
    if (!hasService(v)) return '—';
    const name = serviceNames.get(String(v.mainService)) ?? cachedServiceName(cache, v.mainService!);
    if (name !== undefined) return name ?? '—';
    return null;
  };
  const serviceCell = (v: Vendor): ReactNode =>
    !hasService(v) || serviceNames.has(String(v.mainService)) ? (
      serviceText(v)
    ) : (
      <ServiceName id={v.mainService!} listed={!services.loading} />
    );

  const V = (field: string) => defined<Vendor>('vendors', field);
  return [
    {
      id: 'name',
      header: V('name').header,
      sortKey: 'vendorname',
      width: 180,
      interactive: true,
      render: (v) => <Link to={vendorPath(v)}>{v.name}</Link>,
      text: (v) => v.name,
    },
    {
      id: 'image',
      header: V('imageUrl').header,
      width: 64,
      render: (v) => (
        <Thumb src={v.imageUrl ?? v.vendorImage} alt={t('ui.vendors.photo', { name: v.name })} />
      ),
      text: V('imageUrl').text,
    },
    { id: 'mobile', ...V('mobileNo'), sortKey: 'mobileno', width: 112 },
    { id: 'email', ...V('email'), width: 180 },
    {
      id: 'service',
      header: V('mainService').header,
      sortKey: 'service',
      width: 130,
      render: serviceCell,
      text: (v) => serviceText(v) ?? '',
    },
    { id: 'gender', ...V('gender'), sortKey: 'gender', width: 90 },
    { id: 'yob', ...V('yearOfBirth'), sortKey: 'yearOfBirth', width: 116 },
    { id: 'exp', ...V('yearOfExperience'), sortKey: 'yearOfExperience', width: 108 },
    { id: 'status', ...V('isActive'), width: 90, render: (v) => <StatusTag active={v.isActive} /> },
  ];
}
