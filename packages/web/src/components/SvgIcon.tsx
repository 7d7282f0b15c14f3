import { Icon } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { registeredIconPaths } from '../app/icons';

export interface SvgIconProps {
  icon: IconName;
  /** Drawn size in px; the 16px paths below 20, the 20px ones from 20. */
  size?: number;
  className?: string;
  /** The icon's name for assistive technology (an SVG title); without it the icon is hidden from it. */
  title?: string;
}

/** A registered icon in `<Icon>`'s markup, without its state and effect (for many at once); else `<Icon>`. */
export function SvgIcon({ icon, size = 16, className, title }: SvgIconProps) {
  const paths = registeredIconPaths(icon, size);
  if (!paths) return <Icon icon={icon} size={size} className={className} title={title} />;
  const box = size < 20 ? 16 : 20;
  return (
    <span
      aria-hidden={title ? undefined : true}
      className={`bp6-icon bp6-icon-${icon}${className ? ` ${className}` : ''}`}
    >
      <svg data-icon={icon} width={size} height={size} viewBox={`0 0 ${box} ${box}`} role="img">
        {title && <title>{title}</title>}
        {paths.map((d) => (
          <path key={d} d={d} fillRule="evenodd" />
        ))}
      </svg>
    </span>
  );
}
