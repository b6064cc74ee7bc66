/**
 * How a question is read before it is matched, in plain lists:
 *
 * - Stop words: words that only ask (where, how, find, можно, где…) are dropped from the question
 *   (PostgreSQL's own stop words, "the", "is", "my"…, are dropped when stemming). Chinese question
 *   words are character pairs, ZH_QUESTION_PAIRS.
 * - Synonyms: a phrase of the question the product's pages say otherwise ("cash out" → withdraw,
 *   payout) is replaced by a group of words; the passage holding any word of the group holds that
 *   term of the question. Applied to the question only, never to the pages.
 */
import type { Language } from '@crowdsolve/contract';

export const STOP_WORDS: Record<Exclude<Language, 'zh'>, ReadonlySet<string>> = {
  en: new Set(
    (
      'where what which who whom whose when why how do does did can could may might would should will shall ' +
      'i me my mine we our you your is are was were be been am the a an to of in on for with please ' +
      'find found get got need want know tell help anyone someone there here any some'
    ).split(' '),
  ),
  ru: new Set(
    (
      'где как какой какая какие каким когда куда откуда почему зачем что кто чем мне мой моя моё мои ' +
      'моего моей моих меня я мы нам наш ваш ваши вы у можно ли нужно надо найти нахожу посмотреть ' +
      'узнать подскажите пожалуйста это этот есть быть будет'
    ).split(' '),
  ),
};

/** Pairs of characters that only ask (how, what, where, my, find…): no help finding an answer. */
export const ZH_QUESTION_PAIRS: ReadonlySet<string> = new Set(
  '如何 怎么 怎样 什么 是什 么是 么样 么办 为什 么我 哪里 在哪 我的 你们 可以 是否 能否 请问 一下 这个 那个 找到 是多 多少'.split(
    ' ',
  ),
);

export interface Synonym {
  /** Phrases of the question (lowercase, whole words; zh: characters anywhere). */
  when: readonly string[];
  /** The words the pages use for it (the first stands for the group in the question's terms). */
  means: string;
}

export const SYNONYMS: Record<Language, readonly Synonym[]> = {
  en: [
    { when: ['become', 'join', 'sign up', 'signup', 'register', 'registration'], means: 'start register sign' },
    { when: ['cash out', 'withdraw', 'withdrawal', 'payout', 'payouts'], means: 'withdraw payout' },
    {
      when: ['price', 'prices', 'pricing', 'cost', 'costs', 'rate', 'rates', 'charge', 'charged'],
      means: 'cost price charge',
    },
    {
      when: ['top up', 'deposit', 'add funds', 'add money', 'put money', 'fund', 'funds', 'pay in'].flatMap((p) => [
        `${p} to my account`,
        `${p} on my account`,
        `${p} money`,
        p,
      ]),
      means: 'top deposit fund',
    },
    { when: ['refund', 'refunds', 'money back', 'reimburse'], means: 'refund back' },
    { when: ['callback', 'webhook', 'pingback'], means: 'pingback callback' },
    { when: ['earn', 'earnings', 'salary', 'income', 'wage'], means: 'earn paid pay' },
    { when: ['golden', 'control'], means: 'control golden' },
  ],
  ru: [
    { when: ['стать', 'зарегистрироваться', 'регистрация', 'присоединиться'], means: 'начать зарегистрироваться' },
    { when: ['вывести', 'вывод', 'снять', 'выплата', 'выплаты'], means: 'вывести выплата' },
    { when: ['цена', 'цены', 'стоимость', 'стоит', 'тариф', 'тарифы'], means: 'стоит цена' },
    { when: ['пополнить', 'пополнение', 'внести', 'положить', 'депозит'], means: 'пополнить баланс' },
    { when: ['вернуть', 'возврат', 'вернут'], means: 'вернут возврат' },
    { when: ['колбэк', 'callback', 'вебхук', 'pingback'], means: 'pingback callback' },
  ],
  zh: [
    { when: ['成为', '加入', '注册'], means: '开始 注册' },
    { when: ['提现', '取钱', '提款'], means: '提现 提取' },
    { when: ['价格', '费用', '收费', '多少钱'], means: '多少钱 扣费' },
    { when: ['退款', '退钱'], means: '退款' },
    { when: ['充值', '存钱'], means: '充值' },
  ],
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The question without its stop words and synonym phrases (`text`), and the synonym groups it
 * holds, each as the words the pages use (`groups`).
 */
export function readQuestion(language: Language, question: string): { text: string; groups: string[] } {
  let text = ` ${question.toLowerCase()} `;
  const groups: string[] = [];
  for (const synonym of SYNONYMS[language]) {
    let found = false;
    // Longer phrases first, so "sign up" is taken before "sign".
    for (const phrase of [...synonym.when].sort((a, b) => b.length - a.length)) {
      const pattern =
        language === 'zh'
          ? new RegExp(escapeRegExp(phrase), 'g')
          : new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}_])`, 'gu');
      if (!pattern.test(text)) continue;
      found = true;
      text = text.replace(pattern, ' ');
    }
    if (found) groups.push(synonym.means);
  }
  if (language !== 'zh') {
    const stop = STOP_WORDS[language];
    text = text
      .split(/[^\p{L}\p{N}_-]+/u)
      .filter((w) => w && !stop.has(w))
      .join(' ');
  }
  return { text: text.trim(), groups };
}
