import type { ApiResponse, EndpointName } from '@marketplace-admin/sdk';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { useSdk } from './useSdk';

/**
 * An SWR read of one endpoint of the SDK table: `useApi('services.list', { page: 1, pageSize: 10 })`.
 * The cache key is [name, params], so any screen reading the same call with the same params shares it,
 * and `mutate(key => Array.isArray(key) && key[0] === 'services.list')` revalidates every page of it.
 * Pass `null` as params to skip the request.
 */
export function useApi<T = unknown>(
  name: EndpointName,
  params: Record<string, unknown> | null = {},
  config?: SWRConfiguration<ApiResponse<T>>,
): SWRResponse<ApiResponse<T>> {
  const client = useSdk();
  return useSWR<ApiResponse<T>>(params === null ? null : [name, params], ([n, p]: [EndpointName, Record<string, unknown>]) => client.call<T>(n, p), config);
}
