import { type BotAskReply, type Language, SUPPORT_BOT_PATHS as P } from '@crowdsolve/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { Browser, ok } from '../../../test/http.ts';
import { manualClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { seedTutorials } from '../content/index.ts';
import { seedFaq } from '../support-faq/index.ts';

/**
 * Questions as people ask them, each with the page the bot must quote first: a FAQ entry by its
 * title, or a tutorial by its link (/h/slug). Several pages separated by " | " are equally right.
 */
const QUESTIONS: Record<Language, [question: string, page: string][]> = {
  en: [
    ['Where is my API key?', 'Where is my API key?'],
    ['Where do I find my API key?', 'Where is my API key?'],
    ['How can I get an API key?', 'Where is my API key? | /h/api-key-first-request'],
    ['How do I become a worker?', 'How do I start working? | /h/worker-training'],
    ['How do I sign up as a worker?', 'How do I start working? | /h/worker-training'],
    ['How can I withdraw money?', 'How do I withdraw my earnings? | /h/worker-payouts'],
    ['How do I cash out my earnings?', 'How do I withdraw my earnings? | /h/worker-payouts'],
    ['How much does it cost to solve a captcha?', 'How much does a captcha cost, and when am I charged?'],
    ['What are your prices for captchas?', 'How much does a captcha cost, and when am I charged?'],
    ['How do I add funds to my account?', 'How do I top up my balance?'],
    ['Can I deposit money?', 'How do I top up my balance?'],
    ['Can I get a refund for a wrong answer?', 'An answer was wrong. Do I get my money back?'],
    ['How does the worker training work?', 'How does the training work? | /h/worker-training'],
    ['What are golden tasks?', 'What are control (golden) tasks?'],
    ['How much do workers earn?', 'How much am I paid?'],
    ['Why is my balance pending?', 'Why is part of my balance "pending"?'],
    ['How do I set up a callback URL?', 'Can the answer be sent to my server instead of polling? | /h/pingback'],
    ['What is soft_id?', 'How do I get a soft_id? | /h/soft-id'],
  ],
  ru: [
    ['Где мой API-ключ?', 'Где мой API-ключ?'],
    ['Где найти мой API-ключ?', 'Где мой API-ключ?'],
    ['Как стать исполнителем?', 'Как начать работать? | /h/worker-training'],
    ['Как вывести деньги?', 'Как вывести заработок? | /h/worker-payouts'],
    ['Сколько стоит решение капчи?', 'Сколько стоит капча и когда списываются деньги?'],
    ['Как пополнить счёт?', 'Как пополнить баланс?'],
    ['Как вернуть деньги за неверный ответ?', 'Ответ оказался неверным. Вернут ли деньги?'],
    ['Как пройти обучение?', 'Как устроено обучение? | /h/worker-training'],
    ['Как настроить pingback?', 'Можно получать ответ на свой сервер без опроса? | /h/pingback | /api-docs/pingback'],
  ],
  zh: [
    ['我的 API 密钥在哪里？', '我的 API 密钥在哪里？'],
    ['在哪里找到 API 密钥？', '我的 API 密钥在哪里？'],
    ['怎么成为工作者？', '如何开始工作？ | /h/worker-training'],
    ['怎么提现我的收入？', '如何提取收入？ | 提现有哪些规则？ | /h/worker-payouts'],
    ['验证码的价格是多少？', '验证码多少钱？什么时候扣费？'],
    ['怎么充值？', '如何为余额充值？'],
    ['答案错了可以退款吗？', '答案错了，能退款吗？'],
    ['培训怎么进行？', '培训是怎样进行的？ | /h/worker-training'],
    ['什么是 soft_id？', '如何获得 soft_id？ | /h/soft-id'],
  ],
};

/** Questions the product has nothing to say about. */
const UNRELATED: [question: string, language: Language][] = [
  ['What will the weather be like in Paris tomorrow?', 'en'],
  ['Will it rain in London this weekend?', 'en'],
  ['How do I bake a chocolate cake?', 'en'],
  ['What is a good recipe for pasta carbonara?', 'en'],
  ['Who won the football match yesterday?', 'en'],
  ['Какая завтра погода в Москве?', 'ru'],
  ['Как приготовить борщ?', 'ru'],
  ['明天巴黎天气怎么样？', 'zh'],
  ['昨天的足球比赛谁赢了？', 'zh'],
];

describe.each(DATABASE_TARGETS)('the support bot on everyday phrasings on $name', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const clock = manualClock(new Date('2026-11-25T10:00:00Z'));

  const ask = async (question: string, language: Language) =>
    ok<BotAskReply>(await new Browser(app).post(P.ask, { question, language, hostname: 'localhost' }));
  /** The first quoted page: a FAQ entry's title or a tutorial's link. */
  const firstPage = (reply: BotAskReply) => {
    const best = reply.message.sources[0];
    if (!best) return '(does not know)';
    return best.source === 'faq' ? best.title : best.path.replace(/#.*$/, '');
  };

  beforeAll(async () => {
    database = await target.open();
    await Promise.all([seedTutorials(database.db), seedFaq(database.db, { clock })]);
    app = await testApp(database, { clock });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.each(Object.entries(QUESTIONS))('quotes the right page first for questions in %s', async (language, questions) => {
    const wrong: string[] = [];
    for (const [question, page] of questions) {
      const got = firstPage(await ask(question, language as Language));
      if (!page.split(' | ').includes(got)) wrong.push(`${question} → ${got} (want ${page})`);
    }
    expect(wrong).toEqual([]);
  });

  it('still does not know unrelated questions', async () => {
    const answered: string[] = [];
    for (const [question, language] of UNRELATED) {
      const reply = await ask(question, language);
      if (reply.message.answered) answered.push(`${question} → ${firstPage(reply)}`);
    }
    expect(answered).toEqual([]);
  });
});
