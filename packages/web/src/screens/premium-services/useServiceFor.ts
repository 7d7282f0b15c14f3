import type { ServiceFor } from '@marketplace-admin/sdk';
import { useState } from 'react';

/**
 * The 'Service For' radio's value and its change. The URL change lands in a router transition, after React
 * has put the controlled radio back: the choice is shown at once and follows the URL again as soon as it
 * changes (back button, link).
 */
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
