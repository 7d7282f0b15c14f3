export { FormDialog } from './FormDialog';
export { FormErrors, FormFields, useDraft, type FieldDefinition } from './FormFields';
export { EditButtons } from './EditButtons';
export { InlineForm } from './InlineForm';
