// The shared pieces' English words (ui.components.*: Cancel, Save, paging...), registered by every piece and screen
// that shows them, so they are there whichever is drawn first.
import english from 'virtual:messages/en/components';
import { registerEnglish } from '../i18n';

registerEnglish(english);
