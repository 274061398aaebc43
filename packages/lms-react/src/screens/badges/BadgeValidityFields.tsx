import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import type { ValidityChoice } from './badge-form';

export interface BadgeValidityFieldsProps {
  validity: ValidityChoice;
  validFor: string;
  error: string | undefined;
  onValidity: (validity: ValidityChoice) => void;
  onValidFor: (validFor: string) => void;
}

/** How long an award stays valid: never expires, or a number of days or months after it is awarded. */
export function BadgeValidityFields({
  validity,
  validFor,
  error,
  onValidity,
  onValidFor,
}: BadgeValidityFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="lms-badge-editor__validity">
      <SelectField
        label={t('badges.editor.validity')}
        value={validity}
        description={t('badges.editor.validityHint')}
        options={[
          { value: 'none', label: t('badges.editor.validityNone') },
          { value: 'days', label: t('badges.editor.validityDays') },
          { value: 'months', label: t('badges.editor.validityMonths') },
        ]}
        onChange={(e) => onValidity(e.target.value as ValidityChoice)}
      />
      {validity !== 'none' && (
        <TextField
          label={t(validity === 'days' ? 'badges.editor.validForDays' : 'badges.editor.validForMonths')}
          inputMode="numeric"
          value={validFor}
          error={error}
          onChange={(e) => onValidFor(e.target.value)}
        />
      )}
    </div>
  );
}
