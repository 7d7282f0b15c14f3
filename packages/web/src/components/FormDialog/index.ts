export { FormDialog } from './FormDialog';
export { FormErrors, FormFields, type FieldDefinition } from './FormFields';
export { useDraft, useForm } from './useForm';
export { EditButtons } from './EditButtons';
export { FormCard, InlineForm } from './InlineForm';
