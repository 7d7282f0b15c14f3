import english from 'virtual:messages/en/footer';
import { registerEnglish, useT } from '../i18n';

registerEnglish(english);

/** Spec §2 footer: the year and 'All rights reserved'. */
export function Footer() {
  const t = useT();
  return <footer className="mpa-footer">{t('ui.footer.rights', { year: new Date().getFullYear() })}</footer>;
}
