import { Button, type Intent } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type {
  ChangeEvent,
  HTMLAttributes,
  InputHTMLAttributes,
  MouseEvent,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
} from 'react';
import { SvgIcon } from './SvgIcon';

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
  /** Drawn as Blueprint's AnchorButton: off with aria-disabled, so it still gets hover (a tooltip saying why). */
  anchor?: boolean;
  'aria-describedby'?: string;
  'aria-current'?: 'page';
  /** It shows or hides a region (aria-expanded). */
  expanded?: boolean;
  onClick(e: MouseEvent<HTMLElement>): void;
}

/**
 * A button drawn as Blueprint's `<Button>` draws it (same markup and classes) without its component: no state or
 * effect each (Button's text measures itself and draws again once mounted), for controls repeated on every row or
 * card of a list and for those drawn with the page's first paint.
 */
export function LightButton({
  icon,
  endIcon,
  text,
  size = 'small',
  label,
  intent,
  minimal,
  disabled,
  loading,
  className,
  haspopup,
  anchor,
  'aria-describedby': describedBy,
  'aria-current': current,
  expanded,
  onClick,
}: LightButtonProps) {
  if (loading)
    return (
      <Button
        size={size}
        variant={minimal ? 'minimal' : undefined}
        intent={intent}
        icon={icon}
        endIcon={endIcon}
        text={text}
        aria-label={label}
        loading
        className={className}
      />
    );
  const classes = [
    'bp6-button',
    size === 'small' && 'bp6-small',
    minimal && 'bp6-minimal',
    intent && intent !== 'none' && `bp6-intent-${intent}`,
    disabled && 'bp6-disabled',
    className,
  ];
  const content = (
    <>
      {icon && <SvgIcon icon={icon} />}
      {text !== undefined && <span className="bp6-button-text">{text}</span>}
      {endIcon && <SvgIcon icon={endIcon} />}
    </>
  );
  if (anchor)
    return (
      <a
        role="button"
        className={classes.filter(Boolean).join(' ')}
        aria-label={label}
        aria-describedby={describedBy}
        aria-disabled={disabled || undefined}
        tabIndex={disabled ? -1 : 0}
        onClick={disabled ? undefined : onClick}
        onKeyDown={(e) => {
          if (disabled || (e.key !== 'Enter' && e.key !== ' ')) return;
          e.preventDefault();
          e.currentTarget.click();
        }}
      >
        {content}
      </a>
    );
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      aria-label={label}
      aria-describedby={describedBy}
      aria-current={current}
      aria-haspopup={haspopup}
      aria-expanded={expanded ?? (haspopup ? false : undefined)}
      disabled={disabled}
      onClick={onClick}
    >
      {content}
    </button>
  );
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

/** A checkbox drawn as Blueprint's `<Checkbox>` draws it, without its component. */
export function LightCheckbox({
  label,
  visible,
  checked,
  disabled,
  className,
  onChange,
}: LightCheckboxProps) {
  return (
    <label
      className={`bp6-control bp6-checkbox${disabled ? ' bp6-disabled' : ''}${className ? ` ${className}` : ''}`}
    >
      <input
        className="bp6-control-input"
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-label={visible ? undefined : label}
        onChange={onChange}
      />
      <span className="bp6-control-indicator" />
      {visible && label}
    </label>
  );
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

/** Blueprint's `<Tag>` in its markup without its component (which measures its text after each draw). */
export function LightTag({
  intent,
  minimal = true,
  round,
  icon,
  endIcon,
  className,
  children,
  ...attributes
}: LightTagProps) {
  const classes = [
    'bp6-tag',
    minimal && 'bp6-minimal',
    round && 'bp6-round',
    intent && intent !== 'none' && `bp6-intent-${intent}`,
    className,
  ];
  return (
    <span {...attributes} className={classes.filter(Boolean).join(' ')}>
      {icon}
      <span className="bp6-text-overflow-ellipsis bp6-fill">{children}</span>
      {endIcon}
    </span>
  );
}

export interface LightInputGroupProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The icon at the input's start (InputGroup's `leftIcon`). */
  leftIcon?: IconName;
  /** The group's class (the input's own is Blueprint's). */
  groupClassName?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * An input drawn as Blueprint's `<InputGroup>` draws it, without its component (which measures its side elements
 * and draws itself again once mounted): the list toolbars' search boxes, a form row repeated on every line.
 */
export function LightInputGroup({
  leftIcon,
  groupClassName,
  inputRef,
  disabled,
  ...input
}: LightInputGroupProps) {
  return (
    <div
      className={`bp6-input-group${disabled ? ' bp6-disabled' : ''}${groupClassName ? ` ${groupClassName}` : ''}`}
    >
      {leftIcon && <SvgIcon icon={leftIcon} />}
      <input
        type="text"
        {...input}
        ref={inputRef}
        className="bp6-input"
        disabled={disabled}
        aria-disabled={disabled || undefined}
      />
    </div>
  );
}

/** A select drawn as Blueprint's `<HTMLSelect>` draws it, without its component; its caret is decoration. */
export function LightSelect({ disabled, children, ...select }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className={`bp6-html-select${disabled ? ' bp6-disabled' : ''}`}>
      <select {...select} disabled={disabled}>
        {children}
      </select>
      <SvgIcon icon="double-caret-vertical" />
    </div>
  );
}
