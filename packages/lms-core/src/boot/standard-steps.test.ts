import { describe, expect, it, vi } from 'vitest';
import { recordingLogger } from './test-logger';
import { httpClientStep, productStep, versionStep } from './standard-steps';

const context = () => ({ logger: recordingLogger() });

describe('httpClientStep', () => {
  it('creates the client and installs it', async () => {
    const client = { baseUrl: '/api' };
    const install = vi.fn();
    const step = httpClientStep({ create: async () => client, install });
    expect(step.name).toBe('http-client');
    await expect(step.run(context())).resolves.toBeUndefined();
    expect(install).toHaveBeenCalledExactlyOnceWith(client);
  });

  it('fails when the client cannot be created, installing nothing', async () => {
    const install = vi.fn();
    const step = httpClientStep({
      create: () => {
        throw new Error('bad base URL');
      },
      install,
    });
    await expect(step.run(context())).rejects.toThrow('bad base URL');
    expect(install).not.toHaveBeenCalled();
  });
});

describe('productStep', () => {
  it('loads the product configuration and applies it', async () => {
    const apply = vi.fn();
    const step = productStep({ load: async () => ({ noun: 'course' }), apply });
    expect(step.name).toBe('product');
    await step.run(context());
    expect(apply).toHaveBeenCalledExactlyOnceWith({ noun: 'course' });
  });

  it.each([undefined, null])('fails when the configuration comes back %s', async (missing) => {
    const apply = vi.fn();
    const step = productStep({ load: async () => missing, apply });
    await expect(step.run(context())).rejects.toMatchObject({ code: 'functions/not-found' });
    expect(apply).not.toHaveBeenCalled();
  });

  it('fails when loading fails', async () => {
    const step = productStep({ load: () => Promise.reject(new Error('offline')), apply: vi.fn() });
    await expect(step.run(context())).rejects.toThrow('offline');
  });
});

describe('versionStep', () => {
  const reloadUrl = ({ serverVersion }: { serverVersion: string }) => `/?v=${serverVersion}`;

  it('continues quietly when client and server versions match', async () => {
    const ctx = context();
    const step = versionStep({ clientVersion: '1.4.2', fetchServerVersion: async () => '1.4.2', reloadUrl });
    expect(step.name).toBe('version');
    await expect(step.run(ctx)).resolves.toBeUndefined();
    expect(ctx.logger.warn).not.toHaveBeenCalled();
  });

  it('redirects a client older than the server to the reload address', async () => {
    const step = versionStep({ clientVersion: '1.3.9', fetchServerVersion: async () => '1.4.0', reloadUrl });
    await expect(step.run(context())).resolves.toEqual({ redirect: '/?v=1.4.0' });
  });

  it('lets a client that is only a patch behind continue by default', async () => {
    const step = versionStep({ clientVersion: '1.4.0', fetchServerVersion: async () => '1.4.5', reloadUrl });
    await expect(step.run(context())).resolves.toBeUndefined();
  });

  it('honours a stricter precision', async () => {
    const step = versionStep({
      clientVersion: '1.4.0',
      fetchServerVersion: async () => '1.4.5',
      reloadUrl,
      precision: 'patch',
    });
    await expect(step.run(context())).resolves.toEqual({ redirect: '/?v=1.4.5' });
  });

  it('continues with a warning when the client is newer than the server', async () => {
    const ctx = context();
    const step = versionStep({ clientVersion: '2.0.0', fetchServerVersion: async () => '1.9.0', reloadUrl });
    await expect(step.run(ctx)).resolves.toBeUndefined();
    expect(ctx.logger.warn).toHaveBeenCalledWith('Client 2.0.0 is newer than server 1.9.0');
  });

  it('fails when the server answers something that is not a version', async () => {
    const step = versionStep({ clientVersion: '1.0.0', fetchServerVersion: async () => '<html>', reloadUrl });
    await expect(step.run(context())).rejects.toMatchObject({ code: 'functions/internal' });
  });

  it('fails when the client version is not a version, before asking the server', async () => {
    const fetchServerVersion = vi.fn(async () => '1.0.0');
    const step = versionStep({ clientVersion: 'dev', fetchServerVersion, reloadUrl });
    await expect(step.run(context())).rejects.toMatchObject({ code: 'functions/invalid-argument' });
    expect(fetchServerVersion).not.toHaveBeenCalled();
  });

  it('fails when the server version cannot be fetched', async () => {
    const step = versionStep({
      clientVersion: '1.0.0',
      fetchServerVersion: () => Promise.reject(new Error('503')),
      reloadUrl,
    });
    await expect(step.run(context())).rejects.toThrow('503');
  });
});
