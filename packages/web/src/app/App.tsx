import type { MpaClient } from '@marketplace-admin/sdk';
import { isMpaError } from '@marketplace-admin/sdk';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { SdkContext } from '../hooks/useSdk';
import type { createAppRouter } from './routes';

/** Errors that another try cannot fix: don't let SWR retry them. */
function isFinal(e: unknown): boolean {
  return isMpaError(e) && ['unauthorized', 'validation', 'invalid-endpoint', 'aborted'].includes(e.kind);
}

export const swrConfig: SWRConfiguration = {
  // the SDK already retries GETs on network errors and 502/503/504
  errorRetryCount: 2,
  onErrorRetry(error, _key, config, revalidate, { retryCount }) {
    if (isFinal(error) || retryCount >= (config.errorRetryCount ?? 2)) return;
    setTimeout(() => void revalidate({ retryCount }), 2000 * 2 ** retryCount);
  },
  keepPreviousData: true,
};

export function App({ client, router }: { client: MpaClient; router: ReturnType<typeof createAppRouter> }) {
  return (
    <SdkContext.Provider value={client}>
      <SWRConfig value={swrConfig}>
        <RouterProvider router={router} />
      </SWRConfig>
    </SdkContext.Provider>
  );
}
