import type { ThirdPartyDemo } from '@crowdsolve/contract';

/** A provider demo's describe reply (tests only): hCaptcha with its test keys unless overridden. */
export function makeWidgetDemo(overrides: Partial<ThirdPartyDemo> = {}): ThirdPartyDemo {
  return {
    kind: 'third-party',
    slug: 'hcaptcha',
    provider: 'hcaptcha',
    taskKind: 'hcaptcha',
    configured: true,
    testKeys: true,
    scriptUrl: 'https://js.hcaptcha.com/1/api.js?hl=en&render=explicit',
    siteKey: '10000000-ffff-ffff-ffff-000000000001',
    params: {},
    unavailable: null,
    ...overrides,
  };
}

/** Captures the provider scripts a page adds and reports them loaded (nothing is fetched). */
export function captureScripts(head: HTMLElement): HTMLScriptElement[] {
  const added: HTMLScriptElement[] = [];
  const append = head.appendChild.bind(head);
  head.appendChild = <T extends Node>(node: T): T => {
    if (node instanceof HTMLScriptElement) {
      added.push(node);
      setTimeout(() => node.dispatchEvent(new Event('load')), 0);
      return node;
    }
    return append(node);
  };
  return added;
}
