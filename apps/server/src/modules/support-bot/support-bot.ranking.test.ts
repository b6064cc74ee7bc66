import { describe, expect, it } from 'vitest';
import { htmlBlocks, markdownSections, passagesOf, plainInline } from './support-bot.passages.ts';
import {
  ANSWER_MIN_SCORE,
  type Candidate,
  chooseSources,
  markFactor,
  rankPassages,
  similarity,
  withoutSeams,
} from './support-bot.ranking.ts';
import { readQuestion } from './support-bot.vocabulary.ts';

const candidate = (key: string, terms: string[], rank = 0.1): Candidate & { documentKey: string } => ({
  key,
  documentKey: key.split('#')[0] ?? key,
  terms,
  rank,
  titleTerms: [],
  headingTerms: [],
});
const stats = {
  df: new Map([
    ['captcha', 50],
    ['refund', 2],
    ['balanc', 5],
  ]),
  total: 100,
};

describe('the bot ranking', () => {
  it('scores by the share of the question terms a passage holds, rare terms weighing more', () => {
    const ranked = rankPassages(
      ['refund', 'captcha'],
      [candidate('a#0', ['captcha']), candidate('b#0', ['refund']), candidate('c#0', ['refund', 'captcha'])],
      stats,
      [],
    );
    expect(ranked.map((r) => r.candidate.key)).toEqual(['c#0', 'b#0', 'a#0']);
    expect(ranked[0]?.coverage).toBe(1);
    expect(ranked[2]?.coverage).toBeLessThan(0.3);
  });

  it('does not answer from one common word when the rest of the question is unknown to the index', () => {
    const ranked = rankPassages(['weather', 'captcha'], [candidate('a#0', ['captcha'])], stats, []);
    expect(ranked[0]?.score).toBeLessThan(ANSWER_MIN_SCORE);
    expect(chooseSources(ranked)).toEqual([]);
  });

  it('prefers the passage titled like the question among passages holding every word', () => {
    const titled = { ...candidate('faq:1#0', ['refund', 'balanc']), titleTerms: ['refund', 'balanc'] };
    const other = { ...candidate('h:x#0', ['refund', 'balanc'], 0.5), titleTerms: ['refund', 'guid', 'long'] };
    const ranked = rankPassages(['refund', 'balanc'], [other, titled], stats, []);
    expect(ranked[0]?.candidate.key).toBe('faq:1#0');
  });

  it('doubles a passage for a good mark on an identical question and halves it for a bad one', () => {
    const q = ['refund', 'balanc'];
    expect(markFactor('a#0', q, [{ terms: q, mark: 'good', keys: ['a#0'] }])).toBe(2);
    expect(markFactor('a#0', q, [{ terms: q, mark: 'bad', keys: ['a#0'] }])).toBe(0.5);
    // Other passages and dissimilar questions are not affected.
    expect(markFactor('b#0', q, [{ terms: q, mark: 'bad', keys: ['a#0'] }])).toBe(1);
    expect(markFactor('a#0', q, [{ terms: ['pingback', 'retri', 'log'], mark: 'bad', keys: ['a#0'] }])).toBe(1);
    // A similar question counts in proportion: Dice({refund, balanc}, {refund, balanc, card}) = 0.8.
    expect(similarity(q, ['refund', 'balanc', 'card'])).toBeCloseTo(0.8);
    expect(markFactor('a#0', q, [{ terms: ['refund', 'balanc', 'card'], mark: 'good', keys: ['a#0'] }])).toBeCloseTo(
      2 ** 0.8,
    );
  });

  it('lets marks reorder passages: bad lowers the first below the second, good lifts it back', () => {
    const q = ['refund', 'balanc'];
    const passages = [candidate('a#0', q, 0.9), candidate('b#0', q, 0.5)];
    expect(rankPassages(q, passages, stats, [])[0]?.candidate.key).toBe('a#0');
    const bad = rankPassages(q, passages, stats, [{ terms: q, mark: 'bad', keys: ['a#0'] }]);
    expect(bad[0]?.candidate.key).toBe('b#0');
    const good = rankPassages(q, passages, stats, [{ terms: q, mark: 'good', keys: ['b#0'] }]);
    expect(good.map((r) => r.candidate.key)).toEqual(['b#0', 'a#0']);
  });

  it('leaves out the seams between Chinese words, keeping unknown pairs that are not between known ones', () => {
    const known = new Set(['如何', '设置', '回调', '地址']);
    const has = (t: string) => known.has(t);
    expect(withoutSeams(['如何', '何设', '设置', '置回', '回调', '调地', '地址'], has)).toEqual([
      '如何',
      '设置',
      '回调',
      '地址',
    ]);
    expect(withoutSeams(['明天', '天巴', '巴黎'], has)).toEqual(['明天', '天巴', '巴黎']);
    expect(withoutSeams(['设置', '置x', 'api'], has)).toEqual(['设置', '置x', 'api']);
  });

  it('finds a question term standing for a synonym group by any word of the group', () => {
    const synonyms = new Map([['withdraw', ['payout']]]);
    const payouts = { ...candidate('faq:2#0', ['payout', 'balanc']), titleTerms: ['payout'] };
    const ranked = rankPassages(['withdraw', 'balanc'], [candidate('a#0', ['balanc']), payouts], stats, [], synonyms);
    expect(ranked[0]?.candidate.key).toBe('faq:2#0');
    expect(ranked[0]?.coverage).toBe(1);
    expect(ranked[0]?.titleSimilarity).toBeCloseTo(2 / 3);
  });

  it('quotes the best passage and close ones of other documents, at most three', () => {
    const q = ['refund'];
    const ranked = rankPassages(
      q,
      [candidate('a#0', q), candidate('a#1', q), candidate('b#0', q), candidate('c#0', q), candidate('d#0', q)],
      stats,
      [],
    );
    expect(chooseSources(ranked).map((s) => s.candidate.key)).toEqual(['a#0', 'b#0', 'c#0']);
  });
});

describe('reading a question', () => {
  it("drops the words that only ask and turns synonym phrases into groups of the pages' words", () => {
    expect(readQuestion('en', 'Where do I find my API key?')).toEqual({ text: 'api key', groups: [] });
    expect(readQuestion('en', 'How do I cash out my earnings?')).toEqual({
      text: '',
      groups: ['withdraw payout', 'earn paid pay'],
    });
    expect(readQuestion('en', 'How do I add funds to my account?').groups).toEqual(['top deposit fund']);
    expect(readQuestion('ru', 'Где найти мой API-ключ?')).toEqual({ text: 'api-ключ', groups: [] });
    expect(readQuestion('zh', '怎么提现？')).toMatchObject({ groups: ['提现 提取'] });
  });
});

describe('passages', () => {
  it('splits a tutorial by its headings, with the anchors of the article page', () => {
    const sections = markdownSections(
      'Opening words.\n\n## 1. Get a key\n\nOpen the **profile**.\n\n```bash\ncurl x\n```\n\n## Get a key\n\n- one\n- two',
    );
    expect(sections.map((s) => [s.heading, s.anchor])).toEqual([
      [null, null],
      ['1. Get a key', '1-get-a-key'],
      ['Get a key', 'get-a-key'],
    ]);
    expect(sections[1]?.blocks).toEqual([
      { text: 'Open the profile.', quoted: true },
      { text: 'curl x', quoted: false },
    ]);
    const passages = passagesOf({
      source: 'tutorial',
      key: 'x',
      language: 'en',
      title: 'Keys',
      path: '/h/x',
      sites: null,
      sections,
    });
    expect(passages[1]).toMatchObject({
      passageKey: 'tutorial:x#1.0',
      path: '/h/x#1-get-a-key',
      quote: 'Open the profile.',
    });
    expect(passages[1]?.searchText).toContain('curl');
    expect(passages[2]?.quote).toBe('one two');
  });

  it('reads a rendered FAQ answer as paragraphs and list items, inline markup leaving no spaces', () => {
    expect(
      htmlBlocks('<p>打开<strong>我的软件</strong>，点击<a href="/x">添加</a>。</p><ul><li>A &amp; B</li></ul>'),
    ).toEqual(['打开我的软件，点击添加。', 'A & B']);
  });

  it('keeps underscores inside names while dropping emphasis marks', () => {
    expect(plainInline('Send `soft_id` or **ERROR_IP_ADDRES**, _really_ [docs](/api-docs)')).toBe(
      'Send soft_id or ERROR_IP_ADDRES, really docs',
    );
  });

  it('cuts long sections into passages of about 600 characters', () => {
    const para = 'word '.repeat(100).trim();
    const passages = passagesOf({
      source: 'faq',
      key: '1',
      language: 'en',
      title: 'Q',
      path: '/support/faq/1',
      sites: null,
      sections: [{ heading: null, anchor: null, blocks: [para, para, para].map((text) => ({ text, quoted: true })) }],
    });
    expect(passages).toHaveLength(3);
    expect(passages.every((p) => p.quote.length <= 600)).toBe(true);
  });
});
