import { describe, expect, it, vi } from 'vitest';
import { consoleLog, pbkdf2Passwords } from '../src';

describe('PBKDF2 passwords on Web Crypto', () => {
  const passwords = pbkdf2Passwords(1000);

  it('writes a self-describing hash and verifies only the right password', async () => {
    const hash = await passwords.hash('correct horse');
    expect(hash).toMatch(/^\$pbkdf2-sha256\$i=1000\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await passwords.verify('correct horse', hash)).toBe(true);
    expect(await passwords.verify('correct horsE', hash)).toBe(false);
    expect(await passwords.hash('correct horse')).not.toBe(hash);
  });

  it('treats canonically equal Unicode spellings as one password (NFC)', async () => {
    const hash = await passwords.hash('caf\u00e9');
    expect(await passwords.verify('cafe\u0301', hash)).toBe(true);
  });

  it('verifies with the iterations the hash names, and asks for a rehash when they differ', async () => {
    const older = await pbkdf2Passwords(500).hash('pw');
    expect(await passwords.verify('pw', older)).toBe(true);
    expect(passwords.needsRehash(older)).toBe(true);
    expect(passwords.needsRehash(await passwords.hash('pw'))).toBe(false);
  });

  it('never matches an unreadable or tampered hash', async () => {
    const hash = await passwords.hash('pw');
    expect(await passwords.verify('pw', hash.replace('i=1000', 'i=9999999'))).toBe(false);
    expect(await passwords.verify('pw', '$scrypt$ln=14,r=8,p=1$abc$def')).toBe(false);
    expect(await passwords.verify('pw', hash.slice(0, -8))).toBe(false);
    expect(passwords.needsRehash('garbage')).toBe(false);
    expect(() => pbkdf2Passwords(0)).toThrow(RangeError);
  });
});

describe('the console log', () => {
  it('says only errors by default, and both call shapes reach the console', () => {
    const target = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() } as unknown as Console;
    const log = consoleLog(undefined, target);
    log.info('hidden');
    log.warn({ a: 1 }, 'hidden too');
    log.error({ err: 'x' }, 'shown');
    log.error('plain');
    expect(target.info).not.toHaveBeenCalled();
    expect(target.warn).not.toHaveBeenCalled();
    expect(target.error).toHaveBeenNthCalledWith(1, '[lms] shown', { err: 'x' });
    expect(target.error).toHaveBeenNthCalledWith(2, '[lms] plain');
    consoleLog('debug', target).debug('now shown');
    expect(target.debug).toHaveBeenCalledWith('[lms] now shown');
  });
});
