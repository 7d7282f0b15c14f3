import { Button, FileInput, FormGroup } from '@blueprintjs/core';
import { isImageFile } from '@marketplace-admin/sdk';
import { currentLanguage, useT, type Id } from '../i18n';
import './words';
import { useEffect, useId, useMemo, useState } from 'react';
import './FormDialog/form.css';

export interface ImageUploadProps {
  /** Field label (e.g. 'Icon', 'Image'). */
  label: string;
  /** The newly chosen file, if any. */
  file: File | null;
  /** The image saved on the server (URL), shown while no new file is chosen. */
  existingUrl?: string | null;
  /** A new image file was chosen, or it was taken back (null). */
  onChange(file: File | null): void;
  /** The saved image was removed; without it, the form cannot remove one (the field says so). */
  onRemoveExisting?(): void;
  /** What is said when a non-image file is picked. */
  imageOnlyText?: Id;
  disabled?: boolean;
}

/** An image picker: image files only, a preview of the chosen or saved image, and a remove button. */
export function ImageUpload({
  label,
  file,
  existingUrl,
  onChange,
  onRemoveExisting,
  imageOnlyText = 'shopCategories.imageOnly',
  disabled,
}: ImageUploadProps) {
  const t = useT();
  const id = useId();
  const [error, setError] = useState<Id | null>(null);
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);
  const shown = previewUrl ?? existingUrl ?? null;
  // a new file can always be taken back; a saved image only where the call can say "no image"
  const removable = Boolean(file) || (Boolean(existingUrl) && onRemoveExisting !== undefined);
  const note = !file && existingUrl && !onRemoveExisting ? 'images.cannotRemoveSaved' : undefined;

  return (
    <FormGroup
      label={label}
      labelFor={id}
      helperText={error ? t(error) : note && t(note)}
      intent={error ? 'danger' : 'none'}
    >
      <div className="mpa-image-upload">
        {shown && (
          <img className="mpa-image-preview" src={shown} alt={t('ui.components.imagePreview', { label })} />
        )}
        <div className="mpa-image-upload-side">
          <FileInput
            fill
            disabled={disabled}
            text={file ? file.name : shown ? t('ui.components.replaceImage') : t('ui.components.chooseImage')}
            hasSelection={Boolean(file)}
            buttonText={t('ui.components.browse')}
            inputProps={{ id, accept: 'image/*', 'aria-label': label }}
            onInputChange={(e) => {
              const f = e.currentTarget.files?.[0] ?? null;
              e.currentTarget.value = '';
              if (!f) return;
              if (!isImageFile(f)) {
                setError(imageOnlyText);
                return;
              }
              setError(null);
              onChange(f);
            }}
          />
          {removable && (
            <div>
              <Button
                size="small"
                variant="minimal"
                intent="danger"
                icon="cross"
                // German writes its nouns capitalised
                text={t('ui.components.removeImage', {
                  label: currentLanguage() === 'de' ? label : label.toLowerCase(),
                })}
                disabled={disabled}
                onClick={() => {
                  setError(null);
                  if (file) onChange(null);
                  else onRemoveExisting?.();
                }}
              />
            </div>
          )}
        </div>
      </div>
    </FormGroup>
  );
}
