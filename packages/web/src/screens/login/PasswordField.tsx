import { Button, Classes, Icon } from '@blueprintjs/core';

type Props = {
  value: string;
  onValueChange: (value: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
  shown: boolean;
  onToggle: () => void;
  toggleLabel: string;
  placeholder: string;
};

/**
 * The password input with its show/hide button: what Blueprint's InputGroup renders with a rightElement, without
 * its measuring of that element on mount and on every keystroke (a forced layout in start-up's longest task). The
 * button's width is fixed, so is the input's right padding.
 */
export function PasswordField({
  value,
  onValueChange,
  invalid,
  describedBy,
  shown,
  onToggle,
  toggleLabel,
  placeholder,
}: Props) {
  return (
    <div className={invalid ? `${Classes.INPUT_GROUP} ${Classes.INTENT_DANGER}` : Classes.INPUT_GROUP}>
      <Icon icon="lock" aria-hidden tabIndex={-1} />
      <input
        id="login-password"
        className={Classes.INPUT}
        name="password"
        type={shown ? 'text' : 'password'}
        placeholder={placeholder}
        autoComplete="current-password"
        value={value}
        onChange={(e) => onValueChange(e.currentTarget.value)}
        aria-describedby={describedBy}
        style={{ paddingRight: 30 }}
      />
      <span className={Classes.INPUT_ACTION}>
        <Button
          variant="minimal"
          icon={shown ? 'eye-off' : 'eye-open'}
          aria-label={toggleLabel}
          aria-pressed={shown}
          title={toggleLabel}
          onClick={onToggle}
        />
      </span>
    </div>
  );
}
