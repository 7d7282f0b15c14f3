import { Icon, type IconName } from '@blueprintjs/core';
import { Icons } from '@blueprintjs/icons';
import type { ReactElement } from 'react';

export interface LightIconOptions {
  size?: number;
  className?: string;
  /** The icon's name for assistive technology (an SVG title); without it the icon is hidden from it. */
  title?: string;
}

/**
 * Blueprint's icon markup drawn at once from the registered paths (src/app/icons.ts): no component, state or
 * effect per icon, for controls drawn by the row. An icon whose paths are not loaded yet is Blueprint's Icon,
 * which loads them.
 */
export function lightIcon(icon: IconName, { size = 16, className, title }: LightIconOptions = {}): ReactElement {
  const paths = Icons.getPaths(icon, size);
  if (!paths) return <Icon icon={icon} size={size} className={className} title={title} />;
  return (
    <span aria-hidden={title ? undefined : true} className={`bp6-icon bp6-icon-${icon}${className ? ` ${className}` : ''}`}>
      <svg data-icon={icon} width={size} height={size} role="img" viewBox="0 0 16 16">
        {title && <title>{title}</title>}
        {paths.map((d, i) => (
          <path key={i} d={d} fillRule="evenodd" />
        ))}
      </svg>
    </span>
  );
}
