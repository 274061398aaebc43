// Entry of /embed.js, the script third-party pages load: mounts every <div data-lms-action-plan-step="..."> once
// the page is parsed, and offers `LmsEmbed.mountActionPlan(element, options)` for pages that mount by hand (with a
// getLaunchToken callback, say). The platform's address is where this script came from.
import { mountActionPlan, type MountActionPlanOptions, type MountedActionPlan } from './mount-action-plan';

const scriptUrl = (document.currentScript as HTMLScriptElement | null)?.src ?? location.href;
const mounted = new WeakMap<Element, MountedActionPlan>();

function mount(element: HTMLElement, options?: MountActionPlanOptions): MountedActionPlan {
  mounted.get(element)?.destroy();
  const handle = mountActionPlan(element, options, scriptUrl);
  mounted.set(element, handle);
  return handle;
}

function mountAll(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-lms-action-plan-step]')) {
    if (!mounted.has(element)) mount(element);
  }
}

(window as unknown as { LmsEmbed: unknown }).LmsEmbed = { mountActionPlan: mount, mountAll };
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
else mountAll();
