import { createContext, useContext } from 'react';
import type { MpaClient } from '@marketplace-admin/sdk';

export const SdkContext = createContext<MpaClient | null>(null);

/** The app's SDK client (browser session store; a 401 sends the user to /login). */
export function useSdk(): MpaClient {
  const client = useContext(SdkContext);
  if (!client) throw new Error('useSdk() must be used inside <SdkContext.Provider>');
  return client;
}
