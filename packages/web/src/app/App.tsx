import type { MpaClient } from '@marketplace-admin/sdk';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { SdkContext } from '../hooks/useSdk';
import type { createAppRouter } from './routes';

export const swrConfig: SWRConfiguration = {
  // The SDK's transport is the one retry layer (GETs, on network errors and 502/503/504; a 4xx never):
  // a read that still failed is shown with its Retry, not tried again here.
  shouldRetryOnError: false,
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
