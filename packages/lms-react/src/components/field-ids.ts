/** Element ids of a form field's parts, so the label, description and error are wired to the control. */
export interface FieldIds {
  control: string;
  description: string | undefined;
  error: string | undefined;
  describedBy: string | undefined;
}

export function fieldIds(baseId: string, hasDescription: boolean, hasError: boolean): FieldIds {
  const description = hasDescription ? `${baseId}-description` : undefined;
  const error = hasError ? `${baseId}-error` : undefined;
  const describedBy = [description, error].filter(Boolean).join(' ') || undefined;
  return { control: baseId, description, error, describedBy };
}
