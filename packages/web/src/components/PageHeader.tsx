import { H1 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { LightButton } from './LightControls';
import './words';

interface PageHeaderProps {
  /** The screen title (spec words). */
  title: string;
  subtitle?: ReactNode;
  /** Buttons on the right, e.g. 'Add Featured Ad'. */
  actions?: ReactNode;
}

/** The title row of a screen: an h1, an optional subtitle and actions on the right. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <header className="mpa-page-header">
      <div className="mpa-page-heading">
        <H1 className="mpa-page-title">{title}</H1>
        {subtitle && <p className="mpa-page-subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="mpa-page-actions">{actions}</div>}
    </header>
  );
}

/** The title row's primary 'plus' button ("Add ..."); the prerendered frame draws it without `onClick`. */
export function AddButton({ text, onClick }: { text: string; onClick?(): void }) {
  return <LightButton size="medium" intent="primary" icon="plus" text={text} onClick={() => onClick?.()} />;
}
