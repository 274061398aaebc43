// The embed script as the build makes it: within its gzipped budget, and a page that loads it gets LmsEmbed and an
// iframe for every marked element (run in a fresh jsdom window, as a <script> would run); the build prints the
// gzipped size and refuses a script over the budget.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { JSDOM } from 'jsdom';
import { buildEmbedScript, embedScriptPlugin, EMBED_SCRIPT_MAX_GZIP_BYTES } from './embed-script';

/** Runs the plugin's generateBundle as rollup would, recording what it emits and failing as this.error does. */
async function runPlugin(entry?: string) {
  const emitted: { fileName: string; source: string }[] = [];
  const context = {
    emitFile: (file: { fileName: string; source: string }) => void emitted.push(file),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const hook = embedScriptPlugin(entry).generateBundle as unknown as (this: typeof context) => Promise<void>;
  await hook.call(context);
  return emitted;
}

describe('embed script build', () => {
  it('fits the gzipped budget and mounts marked elements from the script’s own origin', async () => {
    const { code, gzipBytes } = await buildEmbedScript();
    expect(gzipBytes).toBeLessThanOrEqual(EMBED_SCRIPT_MAX_GZIP_BYTES);
    expect(code).not.toMatch(/zod|react/i);

    const dom = new JSDOM(
      '<!doctype html><div id="a" data-lms-action-plan-step="step 1" data-lms-launch-token="t"></div>',
      { url: 'https://school.example/page', runScripts: 'outside-only' },
    );
    const { window } = dom;
    const script = window.document.createElement('script');
    script.src = 'https://lms.example/embed.js';
    window.document.head.append(script);
    Object.defineProperty(window.document, 'currentScript', { value: script, configurable: true });
    window.eval(code);
    // jsdom is still parsing: the script mounts on DOMContentLoaded, as it would in a page's <head>.
    await new Promise((resolve) => window.addEventListener('DOMContentLoaded', resolve));
    const iframe = window.document.querySelector('#a iframe') as HTMLIFrameElement | null;
    expect(iframe?.src).toBe('https://lms.example/action-plan/step%201');
    expect(iframe?.title).toBe('Action plan step');
    expect(
      typeof (window as unknown as { LmsEmbed: { mountActionPlan: unknown } }).LmsEmbed.mountActionPlan,
    ).toBe('function');
    window.close();
  });

  it('mounts by hand, says lms:error when no step answers in time, and removes its frame on destroy', async () => {
    const { code } = await buildEmbedScript();
    const dom = new JSDOM('<!doctype html><div id="b"></div>', {
      url: 'https://school.example/page',
      runScripts: 'outside-only',
    });
    const { window } = dom;
    window.eval(code);
    const element = window.document.getElementById('b') as HTMLElement;
    const errors: unknown[] = [];
    element.addEventListener('lms:error', (event) => errors.push((event as CustomEvent).detail));
    const { LmsEmbed } = window as unknown as {
      LmsEmbed: {
        mountActionPlan(
          element: HTMLElement,
          options: object,
        ): { iframe: HTMLIFrameElement; connected: Promise<void>; destroy(): void };
      };
    };
    const handle = LmsEmbed.mountActionPlan(element, {
      stepId: 's1',
      baseUrl: 'https://lms.example/some/page',
      launchToken: 'T'.repeat(43),
      title: 'Your next step',
      timeoutMs: 50,
    });
    // The token goes to the frame over the bridge only, never into an address a server log or Referer would keep.
    expect(handle.iframe.src).toBe('https://lms.example/action-plan/s1');
    expect(handle.iframe.title).toBe('Your next step');
    await expect(handle.connected).rejects.toThrow(/did not answer in time/);
    // The page's own Error (jsdom's realm), so matched by its message.
    expect(errors).toEqual([
      {
        stepId: 's1',
        error: expect.objectContaining({ message: 'The action-plan step did not answer in time.' }),
      },
    ]);
    handle.destroy();
    expect(element.querySelector('iframe')).toBeNull();

    // Mounted again at once (the old frame replaced before it answered): only the frame on the page may report.
    const first = LmsEmbed.mountActionPlan(element, {
      stepId: 's1',
      baseUrl: 'https://lms.example',
      timeoutMs: 50,
    });
    const second = LmsEmbed.mountActionPlan(element, {
      stepId: 's2',
      baseUrl: 'https://lms.example',
      timeoutMs: 50,
    });
    await expect(first.connected).rejects.toThrow(/removed/);
    await expect(second.connected).rejects.toThrow(/did not answer in time/);
    expect(errors.map((detail) => (detail as { stepId: string }).stepId)).toEqual(['s1', 's2']);
    expect(element.querySelectorAll('iframe')).toHaveLength(1);
    window.close();
  });

  it('prints the gzipped size and emits embed.js within the budget', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const emitted = await runPlugin();
      expect(emitted.map((file) => file.fileName)).toEqual(['embed.js']);
      expect(log).toHaveBeenCalledWith(
        expect.stringMatching(/^embed\.js: \d+ bytes, \d+ bytes gzipped \(budget 4096\)$/),
      );
    } finally {
      log.mockRestore();
    }
  });

  it('fails the build, emitting nothing, when the script grows past the budget', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'embed-budget-'));
    try {
      // Random text does not compress: well over 4 kB gzipped.
      const entry = join(dir, 'too-big.ts');
      writeFileSync(entry, `console.log(${JSON.stringify(randomBytes(6000).toString('base64'))});`);
      await expect(runPlugin(entry)).rejects.toThrow(/bytes gzipped \(budget 4096\): over budget/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
