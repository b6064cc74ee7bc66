import { shipped } from './types.ts';

/** Answers for developers: soft_id, the 10 % commission, the catalogue, payouts. */
export const DEVELOPER_FAQ = shipped('developer', [
  {
    key: 'developer-earn',
    texts: {
      en: [
        'How do developers earn?',
        'Register your software in the catalogue and build its number, the `soft_id`, into it. Every task another account sends with that number earns you **10 %** of the price the customer is charged for it, credited to your balance when the task is solved. The customer pays the same with or without a `soft_id`. See [soft_id for developers](/h/soft-id).',
      ],
      ru: [
        'Как зарабатывают разработчики?',
        'Зарегистрируйте программу в каталоге и встройте в неё её номер — `soft_id`. С каждого задания, которое другой аккаунт отправит с этим номером, вы получаете **10 %** от цены, списанной с заказчика; комиссия зачисляется на баланс, когда задание решено. Для заказчика цена одинакова с `soft_id` и без него. См. [soft_id для разработчиков](/h/soft-id).',
      ],
      zh: [
        '开发者如何赚钱？',
        '在目录中登记你的软件，并把它的编号 `soft_id` 内置到软件中。其他账户用该编号发送的每个任务，你都能获得客户所付价格的 **10 %**，任务解决时计入你的余额。客户无论是否带 `soft_id`，价格都相同。参见[开发者的 soft_id](/h/soft-id)。',
      ],
    },
  },
  {
    key: 'developer-soft-id',
    texts: {
      en: [
        'How do I get a soft_id?',
        "With a developer account, open [My software](/software/softlist) and press **Add software** ([/software/add](/software/add)): name, address in the catalogue, descriptions, logo, screenshots, platforms and captcha types. The item's number is its `soft_id`, shown in the **soft_id** column. It earns commission from the moment the item is created, before and regardless of moderation. One developer may keep up to 50 live items.",
      ],
      ru: [
        'Как получить soft_id?',
        'В аккаунте разработчика откройте [Мои программы](/software/softlist) и нажмите **Добавить программу** ([/software/add](/software/add)): название, адрес в каталоге, описания, логотип, скриншоты, платформы и типы капч. Номер записи — это её `soft_id`, он виден в колонке **soft_id**. Комиссия начисляется с момента создания записи, до модерации и независимо от неё. У одного разработчика может быть до 50 действующих записей.',
      ],
      zh: [
        '如何获得 soft_id？',
        '使用开发者账户打开[我的软件](/software/softlist)，点击**添加软件**（[/software/add](/software/add)）：填写名称、目录地址、描述、徽标、截图、平台和验证码类型。条目的编号就是它的 `soft_id`，显示在 **soft_id** 列中。条目创建后即开始产生佣金，与审核无关。每位开发者最多可保留 50 个有效条目。',
      ],
    },
  },
  {
    key: 'developer-send-soft-id',
    texts: {
      en: [
        'How does my software send its soft_id?',
        'Add `soft_id` to every `in.php` call in API v1, or `softId` to `createTask` in the JSON API. Your users keep their own API keys. The official 2captcha client libraries send a `soft_id` of their own by default: pass yours explicitly (in Python, `TwoCaptcha(key, softId=42, server="…")`). An unknown number is ignored: the task is solved and charged as usual and nobody earns.',
      ],
      ru: [
        'Как программа передаёт soft_id?',
        'Добавляйте `soft_id` к каждому вызову `in.php` в API v1 или `softId` к `createTask` в JSON API. Пользователи указывают свои API-ключи. Официальные клиентские библиотеки 2captcha по умолчанию передают свой `soft_id`: укажите ваш явно (в Python — `TwoCaptcha(key, softId=42, server="…")`). Неизвестный номер игнорируется: задание решается и оплачивается как обычно, комиссию никто не получает.',
      ],
      zh: [
        '我的软件如何发送 soft_id？',
        '在 API v1 的每次 `in.php` 调用中加上 `soft_id`，或在 JSON API 的 `createTask` 中加上 `softId`。用户使用他们自己的 API 密钥。官方 2captcha 客户端库默认发送它们自己的 `soft_id`：请显式传入你的编号（Python 中为 `TwoCaptcha(key, softId=42, server="…")`）。未知编号会被忽略：任务照常解决和收费，没有人获得佣金。',
      ],
    },
  },
  {
    key: 'developer-no-commission',
    texts: {
      en: [
        'When is no commission paid?',
        "Nothing is earned on a task that ends without an answer (the customer is not charged), on tasks you send from your own account, or after the item is switched off or your account stops being a developer account. When a customer's complaint about an answer is accepted within its 10 minutes, the commission on that task is taken back with the refund. With 100 % recognition you earn 10 % of the whole charge, since every answer is charged.",
      ],
      ru: [
        'Когда комиссия не начисляется?',
        'Ничего не начисляется за задание, завершённое без ответа (с заказчика ничего не списано), за задания с вашего собственного аккаунта, а также после отключения записи или смены типа аккаунта с разработчика. Если жалоба заказчика на ответ принята в течение её 10 минут, комиссия за задание забирается вместе с возвратом. При 100 % распознавании вы получаете 10 % от всей суммы, так как оплачивается каждый ответ.',
      ],
      zh: [
        '什么情况下没有佣金？',
        '没有答案就结束的任务（客户未被收费）、你自己账户发送的任务，以及条目被关闭或你的账户不再是开发者账户之后，都没有佣金。客户在 10 分钟内对答案的投诉被接受时，该任务的佣金会随退款一并收回。使用 100 % 识别时，你获得全部费用的 10 %，因为每个答案都收费。',
      ],
    },
  },
  {
    key: 'developer-catalogue',
    texts: {
      en: [
        'How does my software get into the catalogue?',
        "After you send the form, the item is **In moderation** until an administrator or moderator approves it; then it is **Published** in the [software catalogue](/software). A rejection carries a reason, shown in [My software](/software/softlist) and mailed to you. A change to a published item's text is moderated again while the catalogue keeps showing the published version. The item page shows this month's tasks and users from real traffic, never your earnings.",
      ],
      ru: [
        'Как программа попадает в каталог?',
        'После отправки формы запись находится **на модерации**, пока её не одобрит администратор или модератор; затем она **опубликована** в [каталоге программ](/software). Отказ содержит причину — она видна в [Моих программах](/software/softlist) и приходит письмом. Изменение текста опубликованной записи снова проходит модерацию, а каталог тем временем показывает опубликованную версию. Страница записи показывает задания и пользователей за месяц по реальному трафику, но никогда — ваш заработок.',
      ],
      zh: [
        '我的软件如何进入目录？',
        '提交表单后，条目处于**审核中**，直到管理员或审核员批准；之后在[软件目录](/software)中**已发布**。拒绝会附带原因，显示在[我的软件](/software/softlist)中并通过邮件发送给你。已发布条目的文字修改会再次审核，在此期间目录继续显示已发布版本。条目页面显示本月来自真实流量的任务数和用户数，从不显示你的收入。',
      ],
    },
  },
  {
    key: 'developer-statistics',
    texts: {
      en: [
        "Where do I see my software's traffic and commission?",
        "[My software](/software/softlist) shows each item's status, tasks and commission over the last 7 days; an item's **Statistics** (`/software/statistic/<address>`) shows tasks, users and commission per day over a period you choose; the [Partner area](/partner) shows your earnings by day and kind and what is available for payout.",
      ],
      ru: [
        'Где смотреть трафик и комиссию программы?',
        '[Мои программы](/software/softlist) показывают статус каждой записи, задания и комиссию за 7 дней; **Статистика** записи (`/software/statistic/<адрес>`) — задания, пользователей и комиссию по дням за выбранный период; [партнёрский раздел](/partner) — заработок по дням и видам заданий и сумму, доступную к выплате.',
      ],
      zh: [
        '在哪里查看软件的流量和佣金？',
        '[我的软件](/software/softlist)显示每个条目的状态以及最近 7 天的任务和佣金；条目的**统计**（`/software/statistic/<地址>`）显示所选期间每天的任务、用户和佣金；[合作伙伴中心](/partner)显示按天和任务类型的收入以及可提现金额。',
      ],
    },
  },
  {
    key: 'developer-payouts',
    texts: {
      en: [
        'How is the commission paid out?',
        "From the [Partner area](/partner), like workers' pay: add and confirm a payout account at [/partner/payment_edit](/partner/payment_edit), then request a payout at [/partner/payment](/partner/payment); an administrator pays or rejects it with a reason. Commission becomes available 10 minutes after each task is solved, once the complaint window has closed. Only earnings are paid out: money you put on the balance yourself can be spent on tasks but not withdrawn.",
      ],
      ru: [
        'Как выплачивается комиссия?',
        'Из [партнёрского раздела](/partner), как и оплата исполнителей: добавьте и подтвердите платёжный счёт на [/partner/payment_edit](/partner/payment_edit), затем запросите выплату на [/partner/payment](/partner/payment); администратор выплачивает её или отклоняет с причиной. Комиссия становится доступной через 10 минут после решения задания, когда закрыто окно жалоб. Выплачивается только заработок: деньги, которые вы сами положили на баланс, можно тратить на задания, но не выводить.',
      ],
      zh: [
        '佣金如何提现？',
        '与工作者报酬相同，从[合作伙伴中心](/partner)提现：在 [/partner/payment_edit](/partner/payment_edit) 添加并确认收款账户，然后在 [/partner/payment](/partner/payment) 申请提现；管理员会支付或附理由拒绝。每个任务解决 10 分钟后、投诉期结束时，佣金变为可提现。只有收入可以提现：你自己充入余额的钱可用于任务，但不能提取。',
      ],
    },
  },
]);
