// Templates that wrote "{{hours}} hours" before {{hours}} printed its unit: migration 027 drops the now doubled word.
// A pure function, so it runs once here; the rest of what a certificate prints runs on every host (conformance).
import { describe, expect, it } from 'vitest';
import { withoutDoubledUnit } from '@lms/domain/internal/certificates/migrations/027-certificate-print';

describe('what a certificate prints', () => {
  it('drops the word a template wrote after {{hours}}, now that it prints the unit', () => {
    expect(withoutDoubledUnit('completed "{{courseTitle}}" ({{hours}} hours) on {{issueDate}}')).toBe(
      'completed "{{courseTitle}}" ({{hours}}) on {{issueDate}}',
    );
    expect(withoutDoubledUnit('{{ hours }} hour(s) of study, {{hours}} h')).toBe(
      '{{hours}} of study, {{hours}} h',
    );
    expect(withoutDoubledUnit('{{hours}} hourly')).toBe('{{hours}} hourly');
  });
});
