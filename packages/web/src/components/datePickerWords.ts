import type { Locale } from 'date-fns';
import { de, enUS, es, fr } from 'date-fns/locale';
import { useSettings, type Language } from '../hooks/useSettings';
import { registerEnglish, useT } from '../i18n';
import english from 'virtual:messages/en/datePicker';

// its own words' area: with the components' words it would pull them into the date pickers' chunk
registerEnglish(english);

const DATE_LOCALES: Record<Language, Locale> = { en: enUS, es, fr, de };

/** The date pickers' month and day names and their Today/Clear buttons in the panel's language: spread on DateInput or DatePicker. */
export function useDatePickerWords(): { locale: Locale; todayButtonText: string; clearButtonText: string } {
  const t = useT();
  const [{ language }] = useSettings();
  return {
    locale: DATE_LOCALES[language],
    todayButtonText: t('ui.datePicker.today'),
    clearButtonText: t('ui.datePicker.clear'),
  };
}
