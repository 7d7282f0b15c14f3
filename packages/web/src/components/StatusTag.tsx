import { serviceStatusLabel } from '@marketplace-admin/sdk';
import { translateText, useT } from '../i18n';

export type StatusTagProps =
  /** A service-style status code: A Active, I Inactive, anything else Blocked (spec §3/§9). */
  | { status: string | null | undefined; active?: never }
  /** An active flag: Active / Inactive. */
  | { active: boolean | null | undefined; status?: never };

const INTENT_CLASS: Record<'Active' | 'Inactive' | 'Blocked', string> = { Active: ' bp6-intent-success', Inactive: '', Blocked: ' bp6-intent-danger' };

/**
 * A small status badge: green Active, grey Inactive, red Blocked. Blueprint's minimal round Tag in its markup, drawn
 * as plain elements: it sits on every row of a list, and Blueprint's Tag measures its text after each draw.
 */
export function StatusTag(props: StatusTagProps) {
  useT(); // draws again when the language changes
  const label = 'status' in props && props.status !== undefined ? serviceStatusLabel(props.status) : props.active ? 'Active' : 'Inactive';
  return (
    <span className={`bp6-tag bp6-minimal bp6-round${INTENT_CLASS[label]} mpa-status-tag`}>
      <span className="bp6-text-overflow-ellipsis bp6-fill">{translateText(label)}</span>
    </span>
  );
}
