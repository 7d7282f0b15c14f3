import { NonIdealState } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';

/** A screen whose real content is not built yet: its title, and a note saying so. */
export function PlaceholderScreen({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      {children}
      <NonIdealState icon="build" title="Coming soon" description={`The ${title} screen is not available yet.`} className="mpa-placeholder" />
    </>
  );
}
