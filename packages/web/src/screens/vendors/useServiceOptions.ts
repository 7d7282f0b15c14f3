import { PAGE_SIZES, type ServiceOption } from '@marketplace-admin/sdk';
import { useListQuery } from '../../hooks/useListQuery';
import { useSdk } from '../../hooks/useSdk';
import { fetchServiceOptions, SERVICE_OPTIONS } from './load';

/** Root-level active services for the main-service dropdown and the list's Service column (page size 100, spec §7/§9). */
export function useServiceOptions(enabled = true): {
  options: ServiceOption[];
  loading: boolean;
  failed: boolean;
} {
  const sdk = useSdk();
  const { data, error, isLoading } = useListQuery(
    SERVICE_OPTIONS,
    enabled ? PAGE_SIZES.dropdown : null,
    fetchServiceOptions(sdk),
    'vendors.loadServicesFailed',
  );
  return { options: data?.items ?? [], loading: isLoading, failed: Boolean(error) };
}
