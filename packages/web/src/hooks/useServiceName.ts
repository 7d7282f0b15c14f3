import { isMpaError } from '@marketplace-admin/sdk';
import { unstable_serialize, type Cache } from 'swr';
import useSWRImmutable from 'swr/immutable';
import { listKey } from './listKey';
import { useSdk } from './useSdk';

/** The name of a service, or null when the server has none under that id. */
type ServiceName = string | null;

const SERVICE_NAME = 'services.name';
const keyOf = (id: number | string) => listKey(SERVICE_NAME, String(id));

/**
 * A service's name by id (GET /Services/v1/{id}, spec §7), read once per id for the whole panel: undefined
 * while it loads, null when there is no such service (or it cannot be read).
 */
export function useServiceName(id: number | string | null | undefined): { name: ServiceName | undefined } {
  const sdk = useSdk();
  const { data, error } = useSWRImmutable<ServiceName>(
    id === null || id === undefined || id === '' ? null : keyOf(id),
    ([, sid]: readonly [string, string]) =>
      sdk.services.get(Number(sid)).then(
        (s) => s.name ?? null,
        (e: unknown) => {
          // a service that is gone names nothing; any other failure is retried by SWR before giving up
          if (isMpaError(e) && e.status === 404) return null;
          throw e;
        },
      ),
  );
  return { name: error ? null : data };
}

/** The name already read for this id (copying a cell's text), without reading it. */
export function cachedServiceName(cache: Cache, id: number | string): ServiceName | undefined {
  return (cache.get(unstable_serialize(keyOf(id))) as { data?: ServiceName } | undefined)?.data;
}
