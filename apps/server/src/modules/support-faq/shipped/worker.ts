import { shipped } from './types.ts';

/** Answers for workers: training, control tasks, pay, the complaint window, payouts, the worker API. */
export const WORKER_FAQ = shipped('worker', [
  {
    key: 'worker-start',
    texts: {
      en: [
        'How do I start working?',
        'Sign up at [/auth/register](/auth/register) and choose **Worker**, then confirm your email address. Open [Training](/cabinet/training), read the guide for each kind of task and pass the training. After that, press **Start work** in the [Worker cabinet](/cabinet): a task appears as soon as one is waiting. The full walk-through is in [Start as a worker](/h/worker-training).',
      ],
      ru: [
        'Как начать работать?',
        'Зарегистрируйтесь на [/auth/register](/auth/register), выберите **Исполнитель** и подтвердите адрес почты. Откройте [Обучение](/cabinet/training), прочитайте руководство по каждому виду заданий и пройдите обучение. После этого нажмите **Начать работу** в [кабинете исполнителя](/cabinet): задание появится, как только оно будет в очереди. Подробно — в статье [Начало работы исполнителя](/h/worker-training).',
      ],
      zh: [
        '如何开始工作？',
        '在 [/auth/register](/auth/register) 注册并选择**工作者**，然后确认邮箱地址。打开[培训](/cabinet/training)，阅读每类任务的指南并通过培训。之后在[工作者工作台](/cabinet)点击**开始工作**：一有任务排队，任务就会出现。完整说明见[成为工作者](/h/worker-training)。',
      ],
    },
  },
  {
    key: 'worker-training',
    texts: {
      en: [
        'How does the training work?',
        'The training has 10 tasks with known answers (at least 3 while the control set is small), drawn from text on images, text questions, audio, tile grids and pictures to turn upright. There is no time limit and no skipping, and after each answer you see the expected one. Answer **90 %** right and you are admitted to paid tasks at once. You may retry as often as you need; training tasks are not paid and do not count toward your accuracy.',
      ],
      ru: [
        'Как устроено обучение?',
        'Обучение — это 10 заданий с известными ответами (не меньше 3, пока контрольный набор мал): текст на картинке, текстовые вопросы, аудио, сетки с плитками и картинки, которые нужно повернуть. Ограничения по времени нет, пропускать нельзя, после каждого ответа показан правильный. Ответьте верно на **90 %** — и вы сразу допущены к оплачиваемым заданиям. Проходить можно сколько угодно раз; задания обучения не оплачиваются и не влияют на точность.',
      ],
      zh: [
        '培训是怎样进行的？',
        '培训包含 10 个已知答案的任务（控制集较小时至少 3 个），类型有图片文字、文字问题、音频、图块网格和需要转正的图片。没有时间限制，不能跳过，每次作答后会显示正确答案。答对 **90 %** 即可立即获得付费任务资格。可以无限次重试；培训任务不付费，也不计入准确率。',
      ],
    },
  },
  {
    key: 'worker-golden-tasks',
    texts: {
      en: [
        'What are control (golden) tasks?',
        'A small share of the tasks you receive — 3 % by default — are control tasks whose answer is already known. They look and pay like any other task, so treat every task as if it were checked. A wrong answer to a control task is recorded as a mistake under [Mistakes and quality](/cabinet/mistakes).',
      ],
      ru: [
        'Что такое контрольные задания?',
        'Небольшая доля получаемых заданий — по умолчанию 3 % — это контрольные задания с заранее известным ответом. Они выглядят и оплачиваются как обычные, поэтому отвечайте на каждое так, будто его проверяют. Неверный ответ на контрольное задание записывается как ошибка в разделе [Ошибки и качество](/cabinet/mistakes).',
      ],
      zh: [
        '什么是控制（黄金）任务？',
        '你收到的任务中有一小部分（默认 3 %）是已知答案的控制任务。它们的外观和报酬与普通任务相同，所以请把每个任务都当作会被检查。控制任务答错会记为一次错误，显示在[错误与质量](/cabinet/mistakes)中。',
      ],
    },
  },
  {
    key: 'worker-pay',
    texts: {
      en: [
        'How much am I paid?',
        'Each kind of task has its pay per 1000 answers in the price table that administrators keep; the current figures are on [/jobs](/jobs), and a task shows its pay before you answer. The pay of the moment you answer applies. Your level adds extra pay: +5 % at level 3, +10 % at level 4 and +15 % at level 5. Pay is credited to your balance (in US dollars) when the task is solved.',
      ],
      ru: [
        'Сколько мне платят?',
        'У каждого вида заданий своя оплата за 1000 ответов в таблице цен, которую ведут администраторы; текущие цифры — на [/jobs](/jobs), а задание показывает свою оплату до ответа. Действует оплата на момент ответа. Уровень добавляет надбавку: +5 % на уровне 3, +10 % на уровне 4 и +15 % на уровне 5. Оплата зачисляется на баланс (в долларах США), когда задание решено.',
      ],
      zh: [
        '我能拿到多少报酬？',
        '每类任务在管理员维护的价格表中都有每 1000 个答案的报酬；当前数字见 [/jobs](/jobs)，任务在作答前也会显示报酬。以作答时的报酬为准。等级带来额外报酬：3 级 +5 %，4 级 +10 %，5 级 +15 %。任务被解决时，报酬（美元）计入你的余额。',
      ],
    },
  },
  {
    key: 'worker-complaint-window',
    texts: {
      en: [
        'Why is part of my balance "pending"?',
        'For **10 minutes** after an answer the customer may complain about it. Pay for answers given in the last 10 minutes is shown as pending the complaint window; after that it becomes available for payout by itself. An accepted complaint takes the pay for that answer back — even from a payout that is requested but not paid yet — and counts as a mistake.',
      ],
      ru: [
        'Почему часть баланса «в ожидании»?',
        'В течение **10 минут** после ответа заказчик может на него пожаловаться. Оплата за ответы последних 10 минут показана как ожидающая окончания окна жалоб; затем она сама становится доступной к выплате. Принятая жалоба забирает оплату за этот ответ — даже из запрошенной, но ещё не выплаченной выплаты — и засчитывается как ошибка.',
      ],
      zh: [
        '为什么我的部分余额显示为"待定"？',
        '作答后的 **10 分钟**内，客户可以投诉该答案。最近 10 分钟内答案的报酬显示为等待投诉期结束；之后会自动变为可提现。被接受的投诉会收回该答案的报酬（即使已申请但尚未支付的提现也会被扣减），并记为一次错误。',
      ],
    },
  },
  {
    key: 'worker-payouts',
    texts: {
      en: [
        'How do I withdraw my earnings?',
        'In the [Partner area](/partner) add a payout account under [Payout accounts](/partner/payment_edit) and confirm it with the link we email you, then request a payout under [Request a payout](/partner/payment). Methods: USDT (TRC-20), Bitcoin, PayPal, Payeer and WebMoney WMZ; the minimum is $1.00 ($5.00 for Bitcoin), and the form shows the fee before you confirm. An administrator reviews every request. Only earnings can be withdrawn, not top-ups, vouchers or transfers. Details: [Getting paid](/h/worker-payouts).',
      ],
      ru: [
        'Как вывести заработок?',
        'В [партнёрском разделе](/partner) добавьте платёжный счёт в [Платёжных счетах](/partner/payment_edit) и подтвердите его по ссылке из письма, затем запросите выплату в разделе [Запросить выплату](/partner/payment). Способы: USDT (TRC-20), Bitcoin, PayPal, Payeer и WebMoney WMZ; минимум — $1.00 ($5.00 для Bitcoin), комиссия видна в форме до подтверждения. Каждый запрос проверяет администратор. Вывести можно только заработок — не пополнения, ваучеры и переводы. Подробнее: [Как получить деньги](/h/worker-payouts).',
      ],
      zh: [
        '如何提取收入？',
        '在[合作伙伴中心](/partner)的[收款账户](/partner/payment_edit)中添加账户，并通过邮件中的链接确认，然后在[申请提现](/partner/payment)中提交申请。方式有 USDT (TRC-20)、比特币、PayPal、Payeer 和 WebMoney WMZ；最低 $1.00（比特币 $5.00），确认前表单会显示手续费。每个申请都由管理员审核。只有收入可以提现，充值、代金券和转账不能提现。详见[如何收款](/h/worker-payouts)。',
      ],
    },
  },
  {
    key: 'worker-api',
    texts: {
      en: [
        'Can I solve tasks with my own software?',
        'Yes, through the worker API at `/api/worker/v1/…` with a bearer token you create at [/workers-software](/workers-software); its OpenAPI document is at `/api/worker/v1/openapi.json`. Take a task with `POST /api/worker/v1/tasks/next?wait=30` (a long poll of up to 30 seconds). You hold at most 10 tasks at a time: past that the API answers 409 `WORK_TOO_MANY_TASKS` until you answer or hand one back. Token captchas (reCAPTCHA, hCaptcha, …) are solved this way, not in the browser cabinet.',
      ],
      ru: [
        'Можно ли решать задания своей программой?',
        'Да, через API исполнителя `/api/worker/v1/…` с токеном, который создаётся на [/workers-software](/workers-software); описание OpenAPI — на `/api/worker/v1/openapi.json`. Задание берётся запросом `POST /api/worker/v1/tasks/next?wait=30` (длинный опрос до 30 секунд). Одновременно можно держать не больше 10 заданий: дальше API отвечает 409 `WORK_TOO_MANY_TASKS`, пока вы не ответите или не вернёте одно. Токен-капчи (reCAPTCHA, hCaptcha и др.) решаются так, а не в кабинете в браузере.',
      ],
      zh: [
        '可以用自己的软件解决任务吗？',
        '可以，通过工作者 API `/api/worker/v1/…`，使用在 [/workers-software](/workers-software) 创建的 Bearer 令牌；OpenAPI 文档位于 `/api/worker/v1/openapi.json`。用 `POST /api/worker/v1/tasks/next?wait=30`（最长 30 秒的长轮询）领取任务。同时最多持有 10 个任务：超过后 API 返回 409 `WORK_TOO_MANY_TASKS`，直到你作答或退回一个。令牌类验证码（reCAPTCHA、hCaptcha 等）通过这种方式解决，而不是在浏览器工作台中。',
      ],
    },
  },
  {
    key: 'worker-suspended',
    texts: {
      en: [
        'Why was my paid work suspended?',
        'Your accuracy is the share of your answers in the last 30 days that were not found wrong, shown once you have 20 answers in that time. When it falls below **80 %**, paid work is suspended and a notice says why. Pass the [training](/cabinet/training) again: passing lifts the suspension at once. Your mistakes, with the image and the correct answer when known, are under [Mistakes and quality](/cabinet/mistakes).',
      ],
      ru: [
        'Почему приостановлена оплачиваемая работа?',
        'Точность — это доля ваших ответов за последние 30 дней, не признанных ошибочными; она показывается после 20 ответов за этот срок. Если она ниже **80 %**, оплачиваемая работа приостанавливается, и уведомление объясняет причину. Пройдите [обучение](/cabinet/training) снова: после успешного прохождения приостановка сразу снимается. Ваши ошибки с картинкой и верным ответом (если он известен) — в разделе [Ошибки и качество](/cabinet/mistakes).',
      ],
      zh: [
        '为什么我的付费工作被暂停了？',
        '准确率是你最近 30 天内未被判定为错误的答案所占比例，在这段时间内有 20 个答案后显示。低于 **80 %** 时，付费工作会被暂停，并有通知说明原因。重新通过[培训](/cabinet/training)即可立即解除暂停。你的错误（含图片及已知的正确答案）见[错误与质量](/cabinet/mistakes)。',
      ],
    },
  },
]);
