import type { Locale } from 'date-fns';
import { de, enUS, es, fr } from 'date-fns/locale';
import { useSettings, type Language } from '../hooks/useSettings';
import { useT } from '../i18n';
import './words';

const DATE_LOCALES: Record<Language, Locale> = { en: enUS, es, fr, de };

/** The date pickers' month and day names and their Today/Clear buttons in the panel's language: spread on DateInput or DatePicker. */
export function useDatePickerWords(): { locale: Locale; todayButtonText: string; clearButtonText: string } {
  const t = useT();
  const [{ language }] = useSettings();
  return { locale: DATE_LOCALES[language], todayButtonText: t('ui.components.today'), clearButtonText: t('ui.components.clear') };
}
