import {
  createInsightsCache,
  isMpaError,
  type InsightFigure,
  type InsightFigureId,
  type InsightsCache,
  type MpaClient,
} from '@marketplace-admin/sdk';
import { useEffect, useState } from 'react';
import { formatSettings } from '../../../app/format';
import { useSdk } from '../../../hooks/useSdk';
import { useSettings } from '../../../hooks/useSettings';

/** What the session keeps per client: the lists read (the SDK's cache) and the figures computed from them. */
interface SessionFigures {
  lists: InsightsCache;
  figures: Map<string, InsightFigure>;
}
const sessions = new WeakMap<MpaClient, SessionFigures>();
const sessionOf = (client: MpaClient): SessionFigures => {
  let s = sessions.get(client);
  if (!s) sessions.set(client, (s = { lists: createInsightsCache(), figures: new Map() }));
  return s;
};

export interface FigureState {
  figure?: InsightFigure;
  error?: unknown;
  /** Reads it again after a failure. */
  retry(): void;
}

/**
 * One figure of the SDK, in the Settings' timezone, kept for the session (a second visit draws it at once). Its reads
 * stop when the dashboard is left (the component unmounts) or the timezone changes.
 */
export function useInsightFigure(id: InsightFigureId): FigureState {
  const client = useSdk();
  const [{ timezone }] = useSettings();
  const [attempt, setAttempt] = useState(0);
  const key = `${id} ${timezone}`;
  const session = sessionOf(client);
  const [state, setState] = useState<{ key: string; figure?: InsightFigure; error?: unknown }>({ key });

  useEffect(() => {
    if (session.figures.has(key)) return;
    const abort = new AbortController();
    client.insights
      .figure(id, { signal: abort.signal, timeZone: formatSettings().timeZone, cache: session.lists })
      .then(
        (figure) => {
          session.figures.set(key, figure);
          setState({ key, figure });
        },
        (error: unknown) => {
          if (abort.signal.aborted || (isMpaError(error) && error.kind === 'aborted')) return;
          setState({ key, error });
        },
      );
    return () => abort.abort();
  }, [client, id, key, session, attempt]);

  const kept = session.figures.get(key);
  const current = state.key === key ? state : { key };
  return {
    figure: kept ?? current.figure,
    error: kept ? undefined : current.error,
    retry: () => {
      setState({ key });
      setAttempt((n) => n + 1);
    },
  };
}
