import type { Captcha, SolveRequest, SolveResult } from './captcha.ts';
import { chromeApi } from './chrome.ts';
import { fillDemo, fillToken } from './fill.ts';
import { captchasToSend } from './scan.ts';
import { siteEnabled } from './settings.ts';

/**
 * On every http(s) page: looks for the captchas the extension can solve (now and as the page
 * changes) and, only where it finds one, sends each once to the service through the background
 * worker and fills in the answer. A page without such a captcha is only looked at; a site the
 * person turned off is left alone (scan.ts).
 */
const api = chromeApi();
const sent = new Set<string>();

/** Base64 of an image: from a `data:` URL, else fetched (same origin), else drawn on a canvas. */
export async function imageBase64(src: string, doc: Document = document): Promise<string | null> {
  const inline = /^data:image\/[\w+.-]+;base64,(.*)$/i.exec(src);
  if (inline) return inline[1] ?? null;
  try {
    const res = await fetch(src, { credentials: 'same-origin' });
    if (res.ok) {
      const bytes = new Uint8Array(await res.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    }
  } catch {
    // Try the canvas below.
  }
  const img = [...doc.images].find((i) => i.src === src);
  if (!img?.naturalWidth) return null;
  const canvas = doc.createElement('canvas');
  canvas.width = img.naturalWidth;
  canvas.height = img.naturalHeight;
  canvas.getContext('2d')?.drawImage(img, 0, 0);
  return canvas.toDataURL('image/png').split(',')[1] ?? null;
}

function ask(request: SolveRequest): Promise<SolveResult> {
  return new Promise((resolve) => {
    const port = api.runtime.connect({ name: 'solve' });
    let done = false;
    port.onMessage.addListener((message) => {
      const m = message as { result?: SolveResult };
      if (!m.result) return;
      done = true;
      resolve(m.result);
      port.disconnect();
    });
    port.onDisconnect.addListener(() => {
      if (!done) resolve({ ok: false, error: 'ERROR_EXTENSION_RESTARTED' });
    });
    port.postMessage(request);
  });
}

async function solveOne(captcha: Captcha) {
  const imageBase64Value = captcha.type === 'demo' && captcha.imageSrc ? await imageBase64(captcha.imageSrc) : null;
  const result = await ask({ captcha, pageurl: location.href, imageBase64: imageBase64Value });
  if (!result.ok) {
    console.warn(`Crowdsolve: ${result.error}`);
    return;
  }
  if (captcha.type === 'demo') fillDemo(document, captcha.slug, captcha.challenge, result.answer);
  else fillToken(document, captcha, result.answer);
}

async function scan() {
  const captchas = await captchasToSend(document, sent, () => siteEnabled(api, location.hostname));
  for (const captcha of captchas) void solveOne(captcha);
}

let timer: ReturnType<typeof setTimeout> | null = null;
function scheduleScan() {
  if (timer) return;
  timer = setTimeout(() => {
    timer = null;
    void scan();
  }, 300);
}

if (typeof location !== 'undefined' && /^https?:$/.test(location.protocol) && api?.runtime) {
  scheduleScan();
  new MutationObserver(scheduleScan).observe(document.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-sitekey', 'data-cs-challenge', 'src'],
  });
}
