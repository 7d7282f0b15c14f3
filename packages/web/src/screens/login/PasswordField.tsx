import { Button, Classes, Icon } from '@blueprintjs/core';
import { useState } from 'react';
import { useT } from '../../i18n';

type Props = {
  value: string;
  onValueChange: (value: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
  placeholder: string;
};

/**
 * The password input with its show/hide button: what Blueprint's InputGroup renders with a rightElement, without
 * its measuring of that element on mount and on every keystroke (a forced layout in start-up's longest task). The
 * button's width is fixed, so is the input's right padding. The button shows and hides what is typed.
 */
export function PasswordField(p: Props) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const toggleLabel = shown ? t('ui.login.hidePassword') : t('ui.login.showPassword');
  return (
    <div className={p.invalid ? `${Classes.INPUT_GROUP} ${Classes.INTENT_DANGER}` : Classes.INPUT_GROUP}>
      <Icon icon="lock" aria-hidden tabIndex={-1} />
      <input
        id="login-password"
        className={Classes.INPUT}
        name="password"
        type={shown ? 'text' : 'password'}
        placeholder={p.placeholder}
        autoComplete="current-password"
        value={p.value}
        onChange={(e) => p.onValueChange(e.currentTarget.value)}
        aria-describedby={p.describedBy}
        style={{ paddingRight: 30 }}
      />
      <span className={Classes.INPUT_ACTION}>
        <Button
          variant="minimal"
          icon={shown ? 'eye-off' : 'eye-open'}
          aria-label={toggleLabel}
          aria-pressed={shown}
          title={toggleLabel}
          onClick={() => setShown((s) => !s)}
        />
      </span>
    </div>
  );
}
