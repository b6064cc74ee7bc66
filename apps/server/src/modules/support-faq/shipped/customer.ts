import { shipped } from './types.ts';

/** Answers for customers: the API key, API v1 and v2, balance, refunds, 100 % recognition, pingback. */
export const CUSTOMER_FAQ = shipped('customer', [
  {
    key: 'customer-api-key',
    texts: {
      en: [
        'Where is my API key?',
        'It is on your [Dashboard](/enterpage) and your [Profile](/profile), with a **Copy** button, once your email address is confirmed. Customer and developer accounts have a key; worker accounts do not. The key is 32 characters long; treat it like a password, since everything sent with it is charged to your balance. **Generate a new key** replaces it and the old key stops working at once.',
      ],
      ru: [
        'Где мой API-ключ?',
        'На [панели](/enterpage) и в [профиле](/profile), с кнопкой **Копировать**, после подтверждения адреса почты. Ключ есть у заказчиков и разработчиков, у исполнителей его нет. Ключ длиной 32 символа; храните его как пароль: всё, что отправлено с ним, списывается с вашего баланса. **Создать новый ключ** заменяет его, и старый сразу перестаёт работать.',
      ],
      zh: [
        '我的 API 密钥在哪里？',
        '确认邮箱后，它会显示在[控制台](/enterpage)和[个人资料](/profile)中，并带有**复制**按钮。客户和开发者账户有密钥，工作者账户没有。密钥长 32 个字符；请像密码一样保管，用它发送的一切都从你的余额扣费。**生成新密钥**会替换它，旧密钥立即失效。',
      ],
    },
  },
  {
    key: 'customer-api-v1',
    texts: {
      en: [
        'How do I send a captcha with in.php and res.php?',
        "The API speaks 2captcha's protocol, so existing client libraries work once they point at this site. Send the task to `/in.php` (for an image: `key`, `method=post` and the `file`, or `method=base64` and `body`); the reply `OK|1234` gives the task id. Wait 5 seconds, then ask `/res.php?key=…&action=get&id=1234` every 5 seconds until it answers `OK|<answer>` instead of `CAPCHA_NOT_READY`. Add `json=1` for JSON replies. See [Your API key and first request](/h/api-key-first-request) and [/api-docs](/api-docs).",
      ],
      ru: [
        'Как отправить капчу через in.php и res.php?',
        'API совместим с протоколом 2captcha, поэтому готовые клиентские библиотеки работают, если указать им этот сайт. Отправьте задание на `/in.php` (для картинки: `key`, `method=post` и `file` или `method=base64` и `body`); ответ `OK|1234` содержит номер задания. Подождите 5 секунд и спрашивайте `/res.php?key=…&action=get&id=1234` каждые 5 секунд, пока вместо `CAPCHA_NOT_READY` не придёт `OK|<ответ>`. С `json=1` ответы приходят в JSON. См. [API-ключ и первый запрос](/h/api-key-first-request) и [/api-docs](/api-docs).',
      ],
      zh: [
        '如何用 in.php 和 res.php 发送验证码？',
        'API 兼容 2captcha 协议，现有客户端库只需指向本站即可使用。把任务发送到 `/in.php`（图片：`key`、`method=post` 和 `file`，或 `method=base64` 和 `body`）；回复 `OK|1234` 给出任务编号。等待 5 秒，然后每 5 秒请求一次 `/res.php?key=…&action=get&id=1234`，直到返回 `OK|<答案>` 而不是 `CAPCHA_NOT_READY`。加上 `json=1` 可获得 JSON 回复。参见[API 密钥与第一个请求](/h/api-key-first-request)和 [/api-docs](/api-docs)。',
      ],
    },
  },
  {
    key: 'customer-api-v2',
    texts: {
      en: [
        'Is there a JSON API (v2)?',
        "Yes, compatible with Anti-Captcha's JSON API: `POST /createTask` with your key as `clientKey` and a `task` object returns a `taskId`; `POST /getTaskResult` returns `processing` or `ready` with the `solution` and its `cost`. There are also `/getBalance`, `/reportCorrect`, `/reportIncorrect` and `/getQueueStats`. Every task type and parameter is documented at [/api-docs](/api-docs).",
      ],
      ru: [
        'Есть ли JSON API (v2)?',
        'Да, совместимый с JSON API Anti-Captcha: `POST /createTask` с ключом в `clientKey` и объектом `task` возвращает `taskId`; `POST /getTaskResult` отвечает `processing` или `ready` с `solution` и его стоимостью `cost`. Есть также `/getBalance`, `/reportCorrect`, `/reportIncorrect` и `/getQueueStats`. Все типы заданий и параметры описаны на [/api-docs](/api-docs).',
      ],
      zh: [
        '有 JSON API（v2）吗？',
        '有，兼容 Anti-Captcha 的 JSON API：`POST /createTask`（`clientKey` 为你的密钥，加上 `task` 对象）返回 `taskId`；`POST /getTaskResult` 返回 `processing` 或带有 `solution` 和费用 `cost` 的 `ready`。另有 `/getBalance`、`/reportCorrect`、`/reportIncorrect` 和 `/getQueueStats`。所有任务类型和参数见 [/api-docs](/api-docs)。',
      ],
    },
  },
  {
    key: 'customer-prices',
    texts: {
      en: [
        'How much does a captcha cost, and when am I charged?',
        'Prices are per 1000 tasks of each kind and are listed at [/pricing](/pricing) (in USD, RUB or CNY). When a task is accepted its price is held on your balance; it is charged when the task is solved. A task that ends without an answer (`ERROR_CAPTCHA_UNSOLVABLE`) costs nothing: the hold returns to your balance. A task the balance does not cover is refused with `ERROR_ZERO_BALANCE`.',
      ],
      ru: [
        'Сколько стоит капча и когда списываются деньги?',
        'Цены указаны за 1000 заданий каждого вида на [/pricing](/pricing) (в USD, RUB или CNY). Когда задание принято, его цена резервируется на балансе; списывается она, когда задание решено. Задание, завершённое без ответа (`ERROR_CAPTCHA_UNSOLVABLE`), ничего не стоит: резерв возвращается на баланс. Если баланса не хватает, задание отклоняется с `ERROR_ZERO_BALANCE`.',
      ],
      zh: [
        '验证码多少钱？什么时候扣费？',
        '价格按每类任务每 1000 个计算，列在 [/pricing](/pricing)（美元、卢布或人民币）。任务被接受时，其价格在余额中冻结；任务解决时才扣费。没有答案就结束的任务（`ERROR_CAPTCHA_UNSOLVABLE`）不收费：冻结金额退回余额。余额不足的任务会以 `ERROR_ZERO_BALANCE` 拒绝。',
      ],
    },
  },
  {
    key: 'customer-top-up',
    texts: {
      en: [
        'How do I top up my balance?',
        'Open [/pay](/pay): it lists the payment methods this site has turned on, each with its minimum and fee — card payments through Stripe Checkout, and Bitcoin, Bitcoin Cash or USDT on TRON through an invoice with an address, a QR code and a live status. The balance is kept in US dollars and credited once the payment provider confirms the payment. Your payments are listed at [/pay/history_payment](/pay/history_payment); a voucher or promo code is redeemed at [/pay/paypal_voucher](/pay/paypal_voucher).',
      ],
      ru: [
        'Как пополнить баланс?',
        'Откройте [/pay](/pay): там перечислены включённые на сайте способы оплаты с минимумом и комиссией — оплата картой через Stripe Checkout, а также Bitcoin, Bitcoin Cash или USDT в сети TRON по счёту с адресом, QR-кодом и статусом в реальном времени. Баланс ведётся в долларах США и пополняется, когда платёжная система подтвердит платёж. Ваши платежи — на [/pay/history_payment](/pay/history_payment); ваучер или промокод активируются на [/pay/paypal_voucher](/pay/paypal_voucher).',
      ],
      zh: [
        '如何为余额充值？',
        '打开 [/pay](/pay)：这里列出本站已启用的支付方式及各自的最低金额和手续费——通过 Stripe Checkout 刷卡，或通过带地址、二维码和实时状态的账单支付比特币、比特币现金或 TRON 链上的 USDT。余额以美元计，支付服务商确认付款后入账。付款记录见 [/pay/history_payment](/pay/history_payment)；代金券或优惠码在 [/pay/paypal_voucher](/pay/paypal_voucher) 兑换。',
      ],
    },
  },
  {
    key: 'customer-refunds',
    texts: {
      en: [
        'An answer was wrong. Do I get my money back?',
        'Report it within **10 minutes** of the answer: `res.php?action=reportbad&id=…` in API v1, `/reportIncorrect` in the JSON API, or the report button at [/testcaptcha](/testcaptcha). An accepted complaint refunds what the task was charged to your balance and counts as a mistake of the worker. Complaints are accepted unless, from 20 solved tasks on, they exceed 40 % of your tasks solved over the last day. Your complaints and their outcome are at [/setting/complaints](/setting/complaints). Report correct answers with `reportgood` or `/reportCorrect`.',
      ],
      ru: [
        'Ответ оказался неверным. Вернут ли деньги?',
        'Пожалуйтесь в течение **10 минут** после ответа: `res.php?action=reportbad&id=…` в API v1, `/reportIncorrect` в JSON API или кнопкой на [/testcaptcha](/testcaptcha). Принятая жалоба возвращает на баланс списанную за задание сумму и засчитывается исполнителю как ошибка. Жалобы принимаются, если только (начиная с 20 решённых заданий) их не больше 40 % ваших заданий, решённых за последние сутки. Ваши жалобы и их результат — на [/setting/complaints](/setting/complaints). Верные ответы отмечайте через `reportgood` или `/reportCorrect`.',
      ],
      zh: [
        '答案错了，能退款吗？',
        '请在答案返回后 **10 分钟**内投诉：API v1 用 `res.php?action=reportbad&id=…`，JSON API 用 `/reportIncorrect`，或在 [/testcaptcha](/testcaptcha) 点击报告按钮。被接受的投诉会把该任务的费用退回余额，并记为工作者的错误。投诉都会被接受，除非（从 20 个已解决任务起）投诉超过你最近一天已解决任务的 40 %。投诉及结果见 [/setting/complaints](/setting/complaints)。正确的答案可用 `reportgood` 或 `/reportCorrect` 报告。',
      ],
    },
  },
  {
    key: 'customer-100-percent',
    texts: {
      en: [
        'What is 100 % recognition?',
        "A setting at [/setting/percent_100](/setting/percent_100): image, text, audio, grid and rotate tasks go to several workers until the chosen number of answers (2 to 5) agree. Each answer is charged at the task's price; the hold at submit covers 2·N − 1 answers and the unused part returns. When agreement is out of reach the task ends with `ERROR_BAD_DUPLICATES` and nothing is charged. Token captchas are solved once as usual. See [100 % recognition](/h/hundred-percent-recognition).",
      ],
      ru: [
        'Что такое 100 % распознавание?',
        'Настройка на [/setting/percent_100](/setting/percent_100): задания с картинкой, текстом, аудио, сеткой и поворотом получают несколько исполнителей, пока не совпадёт выбранное число ответов (от 2 до 5). Каждый ответ оплачивается по цене задания; при отправке резервируется 2·N − 1 ответов, неиспользованное возвращается. Если согласия не достичь, задание завершается с `ERROR_BAD_DUPLICATES` и ничего не списывается. Токен-капчи решаются один раз, как обычно. См. [100 % распознавание](/h/hundred-percent-recognition).',
      ],
      zh: [
        '什么是 100 % 识别？',
        '这是 [/setting/percent_100](/setting/percent_100) 中的设置：图片、文字、音频、网格和旋转任务交给多位工作者，直到选定数量（2 到 5）的答案一致。每个答案按任务价格收费；提交时冻结 2·N − 1 个答案的费用，未用部分退回。无法达成一致时，任务以 `ERROR_BAD_DUPLICATES` 结束，不收取任何费用。令牌类验证码照常只解决一次。参见[100 % 识别](/h/hundred-percent-recognition)。',
      ],
    },
  },
  {
    key: 'customer-pingback',
    texts: {
      en: [
        'Can the answer be sent to my server instead of polling?',
        'Yes, with a pingback. Register your address at [/setting/pingback](/setting/pingback) (up to 20), then send tasks with `pingback` (API v1) or `callbackUrl` (JSON API) on that address. When the task ends we POST `id` and `code` to the URL and retry after 10 s, 30 s, 1 min, 5 min, 15 min and 1 h until your server answers 2xx. Private and loopback addresses are refused. Every delivery is listed at [/setting/pingback_log](/setting/pingback_log); see [Pingback](/h/pingback).',
      ],
      ru: [
        'Можно получать ответ на свой сервер без опроса?',
        'Да, через pingback. Зарегистрируйте адрес на [/setting/pingback](/setting/pingback) (до 20 адресов) и отправляйте задания с `pingback` (API v1) или `callbackUrl` (JSON API) на этот адрес. Когда задание завершится, мы отправим POST с `id` и `code` и будем повторять через 10 с, 30 с, 1 мин, 5 мин, 15 мин и 1 ч, пока сервер не ответит 2xx. Частные и loopback-адреса запрещены. Все доставки — на [/setting/pingback_log](/setting/pingback_log); см. [Pingback](/h/pingback).',
      ],
      zh: [
        '答案可以直接发送到我的服务器而不用轮询吗？',
        '可以，使用 pingback。在 [/setting/pingback](/setting/pingback) 注册地址（最多 20 个），然后发送任务时带上该地址上的 `pingback`（API v1）或 `callbackUrl`（JSON API）。任务结束时我们向该 URL POST `id` 和 `code`，并在 10 秒、30 秒、1 分钟、5 分钟、15 分钟和 1 小时后重试，直到你的服务器返回 2xx。私有地址和回环地址会被拒绝。所有投递记录见 [/setting/pingback_log](/setting/pingback_log)；参见 [Pingback](/h/pingback)。',
      ],
    },
  },
]);
