import { describe, expect, it } from 'vitest';
import { embedOriginSchema, isSecureEmbedOrigin, normalizeEmbedOrigin } from './embed-origins';
import { isStepEvent, toFrameHeight, toLaunchToken } from './bridge-methods';

describe('normalizeEmbedOrigin', () => {
  it('gives the canonical origin of what people type', () => {
    expect(normalizeEmbedOrigin('https://School.Example')).toBe('https://school.example');
    expect(normalizeEmbedOrigin(' https://school.example/ ')).toBe('https://school.example');
    expect(normalizeEmbedOrigin('https://school.example:443')).toBe('https://school.example');
    expect(normalizeEmbedOrigin('http://localhost:5174')).toBe('http://localhost:5174');
  });

  it('refuses page addresses, other schemes and nonsense', () => {
    for (const raw of [
      'https://school.example/courses',
      'https://school.example?x=1',
      'https://school.example#top',
      'https://user@school.example',
      'ftp://school.example',
      'javascript:alert(1)',
      'null',
      '*',
      '',
    ]) {
      expect(normalizeEmbedOrigin(raw), raw).toBeNull();
    }
  });
});

describe('embedOriginSchema', () => {
  it('accepts canonical https origins and http on loopback only', () => {
    expect(embedOriginSchema.safeParse('https://school.example').success).toBe(true);
    expect(embedOriginSchema.safeParse('http://127.0.0.1:8080').success).toBe(true);
    expect(isSecureEmbedOrigin('http://school.example')).toBe(false);
    const plain = embedOriginSchema.safeParse('http://school.example');
    expect(plain.success).toBe(false);
    expect(plain.error?.issues[0]?.message).toMatch(/https/);
  });

  it('asks for the canonical form rather than guessing', () => {
    const result = embedOriginSchema.safeParse('https://School.example/');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/scheme, host and port/);
  });
});

describe('bridge argument checks', () => {
  it('accepts heights in CSS pixels and step events with a string id', () => {
    expect(toFrameHeight(0)).toBe(0);
    expect(toFrameHeight(99.2)).toBe(100);
    for (const bad of [-1, Number.NaN, 1e9, '300', null]) expect(toFrameHeight(bad)).toBeNull();
    expect(isStepEvent({ stepId: 's1' })).toBe(true);
    for (const bad of [{ stepId: '' }, { stepId: 1 }, null, 's1', { stepId: 'x'.repeat(129) }]) {
      expect(isStepEvent(bad)).toBe(false);
    }
  });

  it('takes only opaque base64url launch tokens', () => {
    expect(toLaunchToken('abcDEF0123456789_-xyzW')).toBe('abcDEF0123456789_-xyzW');
    for (const bad of ['short', 'has space in it 1234567890', 42, null, 'x'.repeat(201)]) {
      expect(toLaunchToken(bad)).toBeNull();
    }
  });
});
