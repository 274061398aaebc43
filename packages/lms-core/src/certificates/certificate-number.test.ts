import { describe, expect, it } from 'vitest';
import { certificateReferenceOf } from './certificate-number';

describe('certificateReferenceOf', () => {
  it('reads a printed number in any case, with or without its dash, as stored', () => {
    for (const typed of ['2026-7KQ4M2XA', '2026-7kq4m2xa', '20267KQ4M2XA', ' 2026-7Kq4m2xA ']) {
      expect(certificateReferenceOf(typed), typed).toEqual({ kind: 'number', number: '2026-7KQ4M2XA' });
    }
  });

  it('reads a verification code as lowercase hexadecimal', () => {
    expect(certificateReferenceOf('AB'.repeat(16))).toEqual({ kind: 'code', code: 'ab'.repeat(16) });
  });

  it('names nothing for text of neither shape', () => {
    for (const typed of ['', 'hello', '2026--7KQ4M2XA', '2026-7KQ4M2X', '2026-7KQ4M2XAB', 'f'.repeat(31)]) {
      expect(certificateReferenceOf(typed), typed).toBeNull();
    }
  });
});
