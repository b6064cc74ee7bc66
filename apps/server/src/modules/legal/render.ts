import fs from 'node:fs/promises';
import path from 'node:path';
import {
  COMPLAINT_WINDOW_MINUTES,
  DEVELOPER_SHARE_PERCENT,
  type Language,
  type LegalDocument,
  PAYMENT_METHOD_RULES,
  PAYMENT_METHODS,
  PAYOUT_METHOD_RULES,
  PAYOUT_METHODS,
  TRAINING_PASS_SHARE,
} from '@crowdsolve/contract';
import { type Config, ROOT_DIR } from '../../config.ts';
import { renderLegal } from '../../platform/markdown.ts';

export const DOCUMENTS_DIR = path.join(ROOT_DIR, 'apps/server/src/modules/legal/documents');

/** What the templates are filled with: the operator's details and this deployment's settings. */
export type TemplateConfig = Pick<Config, 'operator' | 'publicUrl' | 'sessionTtlDays'> & {
  payments: Pick<Config['payments'], 'sandbox' | 'stripe' | 'btcpay'>;
};

/** Words the templates need in each language (the documents themselves are in the Markdown files). */
const WORDS: Record<
  Language,
  {
    notSet: string;
    noProvider: string;
    card: string;
    crypto: string;
    sandbox: string;
    minimum: string;
    fee: string;
  }
> = {
  en: {
    notSet: '*(not filled in by the operator yet)*',
    noProvider: 'No payment provider is enabled on this site at the moment.',
    card: 'bank cards, processed by Stripe',
    crypto: 'cryptocurrency, through the operator’s BTCPay Server',
    sandbox: 'a test sandbox that moves no real money (shown only on test installations)',
    minimum: 'minimum',
    fee: 'fee',
  },
  ru: {
    notSet: '*(оператор ещё не указал)*',
    noProvider: 'Сейчас на сайте не подключён ни один платёжный провайдер.',
    card: 'банковские карты, обработку ведёт Stripe',
    crypto: 'криптовалюта, через BTCPay Server оператора',
    sandbox: 'тестовая песочница без настоящих денег (только на тестовых установках)',
    minimum: 'минимум',
    fee: 'комиссия',
  },
  zh: {
    notSet: '*（运营方尚未填写）*',
    noProvider: '本站目前未启用任何支付服务商。',
    card: '银行卡，由 Stripe 处理',
    crypto: '加密货币，通过运营方的 BTCPay Server',
    sandbox: '不涉及真实资金的测试沙盒（仅在测试安装中显示）',
    minimum: '最低',
    fee: '手续费',
  },
};

const dollars = (micros: number) => `US$${(micros / 1_000_000).toFixed(2)}`;

/** Escapes text so Markdown shows it literally (an operator's name is never markup). */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()<>#+\-!|~&]/g, (c) => `\\${c}`).replace(/\s+/g, ' ');
}

/** The values of the `{{…}}` placeholders for one language. */
export function templateValues(config: TemplateConfig, language: Language): Record<string, string> {
  const w = WORDS[language];
  const op = config.operator;
  const field = (v: string | null) => (v ? escapeMarkdown(v) : w.notSet);
  const { sandbox, stripe, btcpay } = config.payments;
  const providers: string[] = [];
  if (stripe) {
    providers.push(
      `- ${w.card} (${w.minimum} ${dollars(PAYMENT_METHOD_RULES.stripe.minimumMicros)}, ${w.fee} ${PAYMENT_METHOD_RULES.stripe.feeBasisPoints / 100} %)`,
    );
  }
  if (btcpay) {
    const coins = PAYMENT_METHODS.filter((m) => m in btcpay.methods).map((m) => {
      const rule = PAYMENT_METHOD_RULES[m];
      return `${rule.coin?.code} (${rule.coin?.network}; ${w.minimum} ${dollars(rule.minimumMicros)}, ${w.fee} ${rule.feeBasisPoints / 100} %)`;
    });
    providers.push(`- ${w.crypto}: ${coins.join(', ')}`);
  }
  if (sandbox.enabled) providers.push(`- ${w.sandbox}`);
  const payouts = PAYOUT_METHODS.map((m) => {
    const rule = PAYOUT_METHOD_RULES[m];
    const fee = rule.fee.type === 'fixed' ? dollars(rule.fee.micros) : `${rule.fee.basisPoints / 100} %`;
    return `- ${PAYOUT_NAMES[m]}: ${w.minimum} ${dollars(rule.minimumMicros)}, ${w.fee} ${fee}`;
  });
  return {
    'operator.name': field(op.name),
    'operator.address': field(op.address),
    'operator.email': op.email ? `[${escapeMarkdown(op.email)}](mailto:${op.email})` : w.notSet,
    'operator.registration': field(op.registration),
    'operator.country': field(op.country),
    'operator.phone': field(op.phone),
    site: config.publicUrl,
    complaintWindowMinutes: String(COMPLAINT_WINDOW_MINUTES),
    sessionTtlDays: String(config.sessionTtlDays),
    developerSharePercent: String(DEVELOPER_SHARE_PERCENT),
    trainingPassPercent: String(Math.round(TRAINING_PASS_SHARE * 100)),
    paymentProviders: providers.length ? providers.join('\n') : w.noProvider,
    payoutMethods: payouts.join('\n'),
  };
}

const PAYOUT_NAMES: Record<(typeof PAYOUT_METHODS)[number], string> = {
  usdt_trc20: 'USDT (TRC-20)',
  btc: 'Bitcoin',
  paypal: 'PayPal',
  payeer: 'Payeer',
  webmoney_wmz: 'WebMoney WMZ',
};

/** Fills the placeholders; an unknown one is an error in the document, not something to show. */
export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_all, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`unknown placeholder {{${key}}} in a legal document`);
    return value;
  });
}

/** Markdown → HTML (the platform's legal profile); the first `# heading` becomes the title. */
export function renderMarkdown(markdown: string): { title: string; html: string } {
  const match = markdown.match(/^#\s+(.+)\s*$/m);
  const title = match?.[1]?.trim() ?? '';
  const body = match ? markdown.replace(match[0], '') : markdown;
  return { title, html: renderLegal(body) };
}

export function documentFile(document: LegalDocument, version: string, language: Language): string {
  return path.join(DOCUMENTS_DIR, document, `${version}.${language}.md`);
}

export async function renderDocument(
  config: TemplateConfig,
  document: LegalDocument,
  version: string,
  language: Language,
): Promise<{ title: string; html: string }> {
  const text = await fs.readFile(documentFile(document, version, language), 'utf8');
  return renderMarkdown(fillTemplate(text, templateValues(config, language)));
}
