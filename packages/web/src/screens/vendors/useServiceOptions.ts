import { catalogue, type ServiceOption } from '@marketplace-admin/sdk';
import { useEffect } from 'react';
import useSWR from 'swr';
import { toastError } from '../../app/toaster';
import { useSdk } from '../../hooks/useSdk';
import { fetchServiceOptions, SERVICE_OPTIONS_KEY } from './list';

/** Root-level active services for the main-service dropdown and the list's Service column (page size 100, spec §7/§9). */
export function useServiceOptions(enabled = true): { options: ServiceOption[]; loading: boolean; failed: boolean } {
  const sdk = useSdk();
  const { data, error, isLoading } = useSWR(enabled ? SERVICE_OPTIONS_KEY : null, () => fetchServiceOptions(sdk));
  useEffect(() => {
    if (error) toastError(error, catalogue.vendors.loadServicesFailed);
  }, [error]);
  return { options: data?.items ?? [], loading: isLoading, failed: Boolean(error) };
}
