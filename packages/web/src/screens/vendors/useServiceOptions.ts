import { catalogue, PAGE_SIZES, type ServiceOption } from '@marketplace-admin/sdk';
import { useEffect } from 'react';
import useSWR from 'swr';
import { toastError } from '../../app/toaster';
import { useSdk } from '../../hooks/useSdk';

/** Root-level active services for the main-service dropdown (page size 100, spec §7/§9). */
export function useServiceOptions(enabled = true): { options: ServiceOption[]; loading: boolean } {
  const sdk = useSdk();
  const { data, error, isLoading } = useSWR(enabled ? ['services.rootLevelActive', PAGE_SIZES.dropdown] : null, () =>
    sdk.services.rootLevelActive({ page: 1, pageSize: PAGE_SIZES.dropdown }),
  );
  useEffect(() => {
    if (error) toastError(error, catalogue.vendors.loadServicesFailed);
  }, [error]);
  return { options: data?.items ?? [], loading: isLoading };
}
