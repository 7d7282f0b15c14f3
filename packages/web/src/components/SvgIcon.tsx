import type { IconName } from '@blueprintjs/icons';
import { registeredIconPaths } from '../app/icons';

export interface SvgIconProps {
  icon: IconName;
  /** Drawn size in px; the 16px paths below 20, the 20px ones from 20. */
  size?: number;
}

/**
 * A registered icon drawn as Blueprint's `<Icon>` draws it (same markup and classes), without its component:
 * no state or effect per icon, for places that draw many at once (a list's cards). Decorative: hidden from
 * assistive technology, as `<Icon>` without a title. Only registered icons (src/app/icons.ts) have paths.
 */
export function SvgIcon({ icon, size = 16 }: SvgIconProps) {
  const paths = registeredIconPaths(icon, size);
  if (!paths) console.warn(`[icons] '${icon}' (${size}px) is not registered (src/app/icons.ts); drawn empty`);
  const box = size < 20 ? 16 : 20;
  return (
    <span aria-hidden="true" className={`bp6-icon bp6-icon-${icon}`}>
      <svg data-icon={icon} width={size} height={size} viewBox={`0 0 ${box} ${box}`} role="img">
        {paths?.map((d) => <path key={d} d={d} fillRule="evenodd" />)}
      </svg>
    </span>
  );
}
