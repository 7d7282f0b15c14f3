import type { ServiceFor } from '@marketplace-admin/sdk';
import { useState } from 'react';

/** The 'Service For' choice, shown at once (the URL changes in a router transition), then the URL's. */
export function useServiceFor(
  serviceFor: ServiceFor,
  onSwitch: (v: ServiceFor) => void,
): [ServiceFor, (v: ServiceFor) => void] {
  const [choice, setChoice] = useState({ url: serviceFor, value: serviceFor });
  if (choice.url !== serviceFor) setChoice({ url: serviceFor, value: serviceFor });
  const shown = choice.url === serviceFor ? choice.value : serviceFor;
  return [
    shown,
    (v) => {
      setChoice({ url: serviceFor, value: v });
      onSwitch(v);
    },
  ];
}
