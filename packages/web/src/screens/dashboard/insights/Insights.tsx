import { H2 } from '@blueprintjs/core';
import { INSIGHT_FIGURE_IDS } from '@marketplace-admin/sdk';
import english from 'virtual:messages/en/insights';
import { registerEnglish, useT } from '../../../i18n';
import { FigureCard } from './FigureCard';
import './insights.css';

registerEnglish(english);

/** The dashboard's figures (issue 41), each in its own card: loaded after the stat cards have painted. */
export default function Insights() {
  const t = useT();
  return (
    <section className="mpa-insights" aria-labelledby="mpa-insights-heading">
      <H2 id="mpa-insights-heading" className="mpa-card-title mpa-insights-heading">
        {t('ui.insights.heading')}
      </H2>
      <div className="mpa-insights-grid">
        {INSIGHT_FIGURE_IDS.map((id) => (
          <FigureCard key={id} id={id} />
        ))}
      </div>
    </section>
  );
}
