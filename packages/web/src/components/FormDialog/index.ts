export { FormDialog } from './FormDialog';
export { FormErrors, FormFields, type FieldDefinition } from './FormFields';
export { useDraft, useForm } from './useForm';
export { EditButtons } from './EditButtons';
export { InlineForm } from './InlineForm';
