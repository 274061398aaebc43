import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  settingsSectionSchemas,
  type OperationInput,
  type SettingsSection as SectionName,
  type SettingsValues,
} from '@lms/core';
import { useNotify } from '../../notifications/useNotify';
import { FormScaffold } from '../../ui-kit/FormScaffold';
import type { FieldProblems } from '../../ui-kit/field-problem';
import { useFieldForm, type FieldForm } from '../../ui-kit/useFieldForm';
import { useSaveSettingsSectionMutation } from './site-settings-api';

export interface SectionSave<S extends SectionName> {
  form: FieldForm<string>;
  /** Checks the values with the contract's schema of the section (the server's own rules), then saves. */
  submit: (values: SettingsValues[S], extra?: FieldProblems<string>) => Promise<void>;
}

/**
 * One section's save: field problems from the contract's schema (each worded by this screen's messages under
 * siteSettings.problems.<section>.<field>), the busy state, the failure (the form keeps what was typed) and a
 * notice on success. `container` holds the fields and the alert.
 */
export function useSectionSave<S extends SectionName>(
  section: S,
  container: RefObject<HTMLElement | null>,
  title: string,
): SectionSave<S> {
  const { t } = useTranslation();
  const notify = useNotify();
  const form = useFieldForm<string>(container);
  const [save] = useSaveSettingsSectionMutation();

  async function submit(values: SettingsValues[S], extra: FieldProblems<string> = {}) {
    const parsed = settingsSectionSchemas[section].safeParse(values);
    const problems: FieldProblems<string> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path.map(String).join('.');
      problems[field] ??= { key: `siteSettings.problems.${section}.${String(issue.path.at(-1))}` };
    }
    if (!form.validate({ ...problems, ...extra }) || !parsed.success) return;
    await form.run(async () => {
      const input = { section, values: parsed.data } as OperationInput<'saveSettingsSection'>;
      const result = await save(input);
      if (result.error) throw result.error;
      notify({ kind: 'positive', message: t('siteSettings.saved', { section: title }) });
    });
  }
  return { form, submit };
}

export interface SettingsSectionProps<S extends SectionName> {
  section: S;
  title: string;
  intro: ReactNode;
  /** When it was last saved, or null while it shows the defaults. */
  savedAt: string | null;
  /** What the form holds now; checked and sent on submit. */
  values: SettingsValues[S];
  /** Problems the schema cannot word with numbers (the colours' contrast ratios), found by the section. */
  extraProblems?: () => FieldProblems<string>;
  /** Buttons beside the save button (the appearance's reset). */
  actions?: ReactNode;
  /** The fields, given the sentence for a field's problem. */
  children: (errorOf: (field: string) => string | undefined) => ReactNode;
}

/** A settings section: its heading, what it changes, its own form saved on its own. */
export function SettingsSection<S extends SectionName>({
  section,
  title,
  intro,
  savedAt,
  values,
  extraProblems,
  actions,
  children,
}: SettingsSectionProps<S>) {
  const { t } = useTranslation();
  const headingId = useId();
  const container = useRef<HTMLElement>(null);
  const save = useSectionSave(section, container, title);
  return (
    <section
      ref={container}
      id={`settings-${section}`}
      className="lms-settings-section"
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{title}</h2>
      <p>{intro}</p>
      <p className="lms-settings-section__saved">
        {savedAt === null ? t('siteSettings.defaultsInUse') : t('siteSettings.savedAt', { at: savedAt })}
      </p>
      <FormScaffold
        form={save.form}
        failure="inside"
        className="lms-settings-form"
        submitLabel={t('siteSettings.save', { section: title })}
        onSubmit={() => void save.submit(values, extraProblems?.())}
      >
        {children(save.form.errorOf)}
        {actions}
      </FormScaffold>
    </section>
  );
}
