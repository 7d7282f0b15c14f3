import {
  AnchorButton,
  Button,
  Checkbox,
  HTMLSelect,
  InputGroup,
  Tag,
  type HTMLSelectProps,
  type InputGroupProps,
  type Intent,
} from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { ChangeEvent, HTMLAttributes, MouseEvent, ReactNode } from 'react';

/*
 * The controls a list draws on every row, card and toolbar: Blueprint's own components with the panel's defaults
 * (small buttons, minimal tags) and props named for what the rows need. They were hand-drawn copies of
 * Blueprint's markup, kept off its components for the first paint's sake; measured against them, Blueprint's
 * components cost the first paint nothing we can see (the layout chunk is 1.2 kB smaller, CPU to the first row
 * within the noise): they are in the entry chunk already.
 */

export interface LightButtonProps {
  icon?: IconName;
  /** Drawn after the text (Button's `endIcon`). */
  endIcon?: IconName;
  text?: ReactNode;
  /** Blueprint's sizes: small (the default here, for rows and toolbars) or medium. */
  size?: 'small' | 'medium';
  /** The accessible name when it differs from the text (or there is none). */
  label?: string;
  intent?: Intent;
  minimal?: boolean;
  disabled?: boolean;
  /** A write under way: Blueprint's Button with its spinner takes the button's place until it ends. */
  loading?: boolean;
  className?: string;
  /** It opens a menu or a dialog (closed while it is drawn light: the popover takes its place when open). */
  haspopup?: 'menu' | 'dialog';
  /** Blueprint's AnchorButton: off with aria-disabled, so it still gets hover (a tooltip saying why). */
  anchor?: boolean;
  'aria-describedby'?: string;
  'aria-current'?: 'page';
  /** It shows or hides a region (aria-expanded). */
  expanded?: boolean;
  onClick(e: MouseEvent<HTMLElement>): void;
}

/** Blueprint's `<Button>` (or `<AnchorButton>`), small unless told. */
export function LightButton({
  size = 'small',
  minimal,
  label,
  haspopup,
  anchor,
  expanded,
  'aria-describedby': describedBy,
  'aria-current': current,
  ...button
}: LightButtonProps) {
  const props = {
    ...button,
    size,
    variant: minimal ? ('minimal' as const) : undefined,
    'aria-label': label,
    'aria-describedby': describedBy,
    'aria-current': current,
    'aria-haspopup': haspopup,
    'aria-expanded': expanded ?? (haspopup ? false : undefined),
  };
  return anchor ? <AnchorButton {...props} /> : <Button {...props} />;
}

export interface LightCheckboxProps {
  /** Its name: shown beside the box with `visible`, else only for assistive technology. */
  label: string;
  visible?: boolean;
  checked: boolean;
  disabled?: boolean;
  className?: string;
  onChange(e: ChangeEvent<HTMLInputElement>): void;
}

/** Blueprint's `<Checkbox>`, its name beside the box only when `visible`. */
export function LightCheckbox({ label, visible, ...checkbox }: LightCheckboxProps) {
  return visible ? <Checkbox {...checkbox} label={label} /> : <Checkbox {...checkbox} aria-label={label} />;
}

export interface LightTagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  intent?: Intent;
  /** Blueprint's minimal look (the default here); false for the filled one. */
  minimal?: boolean;
  round?: boolean;
  /** Drawn before and after the text, as Tag's `icon` and `endIcon`. */
  icon?: ReactNode;
  endIcon?: ReactNode;
  children: ReactNode;
}

/** Blueprint's `<Tag>`, minimal unless told. */
export function LightTag({ minimal = true, icon, endIcon, ...tag }: LightTagProps) {
  return <Tag {...tag} minimal={minimal} icon={icon as IconName} endIcon={endIcon as IconName} />;
}

export interface LightInputGroupProps extends Omit<InputGroupProps, 'className'> {
  /** The group's class (the input's own is Blueprint's). */
  groupClassName?: string;
}

/** Blueprint's `<InputGroup>`: the list toolbars' search boxes, a form row repeated on every line. */
export function LightInputGroup({ groupClassName, ...input }: LightInputGroupProps) {
  return <InputGroup {...input} className={groupClassName} />;
}

/** Blueprint's `<HTMLSelect>`. */
export function LightSelect(select: HTMLSelectProps) {
  return <HTMLSelect {...select} />;
}
