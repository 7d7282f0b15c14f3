import { useEffect, useRef, useState, type Ref } from 'react';
import { useT } from '../i18n';
import { LightInputGroup } from './LightControls';
import './words';

export interface SearchBoxProps {
  /** The committed search; an outside change (back button) updates the box. */
  value: string;
  /** Called `delayMs` (spec §9, the SDK's `DEBOUNCE_MS`) after the user stopped typing. */
  onSearch(value: string): void;
  delayMs: number;
  placeholder?: string;
  /** Accessible name; defaults to the placeholder, then 'Search'. */
  'aria-label'?: string;
  className?: string;
  width?: number;
  /** The input itself (a screen's `/` focuses it). */
  inputRef?: Ref<HTMLInputElement>;
}

/** A debounced search input (Blueprint's InputGroup's markup, drawn light): a list reloads once per pause. */
export function SearchBox({
  value,
  onSearch,
  delayMs,
  placeholder,
  className,
  width = 260,
  inputRef,
  ...rest
}: SearchBoxProps) {
  const t = useT();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<string | null>(null);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // An outside change (back/forward, a reset) wins over the box, unless the user is mid-typing.
  useEffect(() => {
    if (pending.current === null) setText(value);
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    pending.current = next;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      pending.current = null;
      onSearchRef.current(next);
    }, delayMs);
  };

  return (
    <LightInputGroup
      type="search"
      leftIcon="search"
      groupClassName={className}
      inputRef={inputRef}
      style={{ width }}
      placeholder={placeholder}
      aria-label={rest['aria-label'] ?? placeholder ?? t('ui.components.search')}
      value={text}
      onChange={(e) => change(e.currentTarget.value)}
    />
  );
}
