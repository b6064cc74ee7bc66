import type { CaptchaTypeReply, FirstPartyDemo, FirstPartyDemoSlug } from '@crowdsolve/contract';
import { DEMO_ANSWER_FORMAT, DEMO_TASK_KIND } from '@crowdsolve/contract';

/** Test data of the demo screens (tests only). */

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export function makeDemo(generator: FirstPartyDemoSlug, overrides: Partial<FirstPartyDemo> = {}): FirstPartyDemo {
  const sizes = { normal: [240, 90], rotatecaptcha: [200, 200], clickcaptcha: [320, 200], grid: [300, 300] } as const;
  const size = generator === 'text' ? null : sizes[generator];
  return {
    kind: 'first-party',
    slug: generator,
    generator,
    taskKind: DEMO_TASK_KIND[generator],
    challenge: `challenge-${generator}-1`,
    ...(size ? { image: PIXEL, imageWidth: size[0], imageHeight: size[1] } : {}),
    ...(generator === 'text' ? { question: 'What is 2 plus 3?' } : { instruction: 'Do what the picture asks' }),
    ...(generator === 'grid' ? { grid: { rows: 3, cols: 3 } } : {}),
    answerFormat: DEMO_ANSWER_FORMAT[generator],
    expiresAt: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

export function makeCaptchaType(kind: CaptchaTypeReply['kind'], host = 'localhost'): CaptchaTypeReply {
  return {
    kind,
    slug: kind.replaceAll('_', '-'),
    category: 'image',
    v1Methods: ['post'],
    v2Types: ['ImageToTextTask'],
    currency: 'USD',
    per1000: 1,
    solveTime: null,
    example: {
      v1: `curl http://${host}/in.php -F key=YOUR_API_KEY -F json=1 -F method=textcaptcha -F "textcaptcha=If tomorrow is Saturday, what day is today?"`,
      v2: JSON.stringify(
        {
          clientKey: 'YOUR_API_KEY',
          task: { type: 'TextCaptchaTask', comment: 'If tomorrow is Saturday, what day is today?' },
        },
        null,
        2,
      ),
      host,
    },
  };
}
