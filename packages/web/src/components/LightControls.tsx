import {
  AnchorButton,
  Button,
  type ButtonProps,
  Checkbox,
  type CheckboxProps,
  HTMLSelect,
  InputGroup,
  Tag,
  type TagProps,
  type HTMLSelectProps,
  type InputGroupProps,
} from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { MouseEvent } from 'react';

// Blueprint's controls with the panel's defaults for rows, cards and toolbars (small buttons, minimal tags).

type ButtonBase = 'endIcon' | 'text' | 'intent' | 'disabled' | 'loading' | 'className' | 'aria-describedby';
export interface LightButtonProps extends Pick<ButtonProps, ButtonBase> {
  icon?: IconName;
  size?: 'small' | 'medium';
  /** The accessible name when it differs from the text (or there is none). */
  label?: string;
  minimal?: boolean;
  /** It opens a menu or a dialog (closed while drawn here: the popover takes its place when open). */
  haspopup?: 'menu' | 'dialog';
  /** Blueprint's AnchorButton: off with aria-disabled, so it still gets hover (a tooltip saying why). */
  anchor?: boolean;
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
  ...button
}: LightButtonProps) {
  const props = {
    ...button,
    size,
    variant: minimal ? ('minimal' as const) : undefined,
    'aria-label': label,
    'aria-haspopup': haspopup,
    'aria-expanded': expanded ?? (haspopup ? false : undefined),
  };
  return anchor ? <AnchorButton {...props} /> : <Button {...props} />;
}

type CheckboxBase = 'checked' | 'disabled' | 'className' | 'onChange';
/** Its name: shown beside the box with `visible`, else only for assistive technology. */
export type LightCheckboxProps = Pick<CheckboxProps, CheckboxBase> & { label: string; visible?: boolean };

/** Blueprint's `<Checkbox>`, its name beside the box only when `visible`. */
export function LightCheckbox({ label, visible, ...checkbox }: LightCheckboxProps) {
  return <Checkbox {...checkbox} {...(visible ? { label } : { 'aria-label': label })} />;
}

/** Blueprint's `<Tag>`, minimal unless told. */
export function LightTag({ minimal = true, ...tag }: TagProps) {
  return <Tag {...tag} minimal={minimal} />;
}

/** Blueprint's `<InputGroup>` (the list toolbars' search boxes), `groupClassName` the group's class. */
export function LightInputGroup({
  groupClassName,
  ...input
}: Omit<InputGroupProps, 'className'> & { groupClassName?: string }) {
  return <InputGroup {...input} className={groupClassName} />;
}

/** Blueprint's `<HTMLSelect>`. */
export function LightSelect(select: HTMLSelectProps) {
  return <HTMLSelect {...select} />;
}
