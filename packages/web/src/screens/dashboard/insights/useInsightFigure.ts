import {
  createInsightsCache,
  isMpaError,
  type InsightFigure,
  type InsightFigureId,
  type InsightsCache,
  type MpaClient,
} from '@marketplace-admin/sdk';
import { useEffect, useReducer, useState } from 'react';
import { formatSettings } from '../../../app/format';
import { useSdk } from '../../../hooks/useSdk';
import { useSettings } from '../../../hooks/useSettings';

/** What the session keeps per client: the lists read (the SDK's cache) and the figures computed from them. */
const sessions = new WeakMap<MpaClient, { lists: InsightsCache; figures: Map<string, InsightFigure> }>();
const sessionOf = (client: MpaClient) => {
  let s = sessions.get(client);
  if (!s) sessions.set(client, (s = { lists: createInsightsCache(), figures: new Map() }));
  return s;
};

/** One figure in the Settings' timezone, kept for the session; reads stop when the dashboard is left. */
export function useInsightFigure(id: InsightFigureId): {
  figure?: InsightFigure;
  error?: unknown;
  retry(): void;
} {
  const client = useSdk();
  const [{ timezone }] = useSettings();
  const key = `${id} ${timezone}`;
  const session = sessionOf(client);
  const [failure, setFailure] = useState<{ key: string; error: unknown }>();
  const [, computed] = useReducer((n: number) => n + 1, 0);
  const [attempt, again] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    if (session.figures.has(key)) return;
    const abort = new AbortController();
    client.insights
      .figure(id, { signal: abort.signal, timeZone: formatSettings().timeZone, cache: session.lists })
      .then(
        (figure) => {
          session.figures.set(key, figure);
          computed();
        },
        (error: unknown) => {
          if (abort.signal.aborted || (isMpaError(error) && error.kind === 'aborted')) return;
          setFailure({ key, error });
        },
      );
    return () => abort.abort();
  }, [client, id, key, session, attempt]);

  const figure = session.figures.get(key);
  return {
    figure,
    error: figure || failure?.key !== key ? undefined : failure.error,
    retry: () => {
      setFailure(undefined);
      again();
    },
  };
}
