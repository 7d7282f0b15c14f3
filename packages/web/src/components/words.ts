// The shared pieces' English words (ui.components.*), registered by every piece that shows them.
import english from 'virtual:messages/en/components';
import { registerEnglish } from '../i18n';

registerEnglish(english);
