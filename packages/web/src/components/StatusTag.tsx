import type { Intent } from '@blueprintjs/core';
import { serviceStatusLabel } from '@marketplace-admin/sdk';
import { LightTag } from './LightControls';
import { translateText, useT } from '../i18n';

export type StatusTagProps =
  /** A service-style status code: A Active, I Inactive, anything else Blocked (spec §3/§9). */
  | { status: string | null | undefined; active?: never }
  /** An active flag: Active / Inactive. */
  | { active: boolean | null | undefined; status?: never };

const INTENT: Record<'Active' | 'Inactive' | 'Blocked', Intent> = {
  Active: 'success',
  Inactive: 'none',
  Blocked: 'danger',
};

/** A status badge on every row: green Active, grey Inactive, red Blocked (a round Tag, drawn light). */
export function StatusTag(props: StatusTagProps) {
  useT(); // draws again when the language changes
  const label =
    'status' in props && props.status !== undefined
      ? serviceStatusLabel(props.status)
      : props.active
        ? 'Active'
        : 'Inactive';
  return (
    <LightTag round intent={INTENT[label]} className="mpa-status-tag">
      {translateText(label)}
    </LightTag>
  );
}
