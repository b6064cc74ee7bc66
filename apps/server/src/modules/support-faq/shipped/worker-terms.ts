import { shipped } from './types.ts';

/** The workers' rules as the product enforces them (the terms of service say the same in full). */
export const WORKER_TERMS_FAQ = shipped('worker-terms', [
  {
    key: 'terms-admission',
    texts: {
      en: [
        'Who may work, and when do paid tasks start?',
        'One person chooses one role per account; a worker account gets tasks, not an API key. Paid tasks start only after the [training](/cabinet/training) is passed with at least **90 %** right answers. Workers are independent, not employees of the operator, and handle their own taxes ([terms of service](/terms-of-service)).',
      ],
      ru: [
        'Кто может работать и когда начинаются оплачиваемые задания?',
        'Один человек выбирает одну роль на аккаунт; аккаунт исполнителя получает задания, а не API-ключ. Оплачиваемые задания доступны только после прохождения [обучения](/cabinet/training) не менее чем на **90 %** верных ответов. Исполнители независимы, не являются сотрудниками оператора и сами платят налоги ([условия использования](/terms-of-service)).',
      ],
      zh: [
        '谁可以工作？付费任务何时开始？',
        '每个账户由一个人选择一个角色；工作者账户获得任务，而不是 API 密钥。只有以至少 **90 %** 的正确率通过[培训](/cabinet/training)后才能接付费任务。工作者是独立的，不是运营方的雇员，需自行处理税务（[服务条款](/terms-of-service)）。',
      ],
    },
  },
  {
    key: 'terms-quality',
    texts: {
      en: [
        'How is the quality of my work judged?',
        "Three things find an answer wrong: control tasks (3 % of tasks by default, not marked), other workers' agreed answer under a customer's 100 % recognition, and a customer's accepted complaint. Accuracy is counted over the last 30 days. Below **80 %** (after 20 answers) paid work is suspended until the training is passed again. Your level (1 to 5) follows accuracy and volume and adds up to 15 % pay; workers at a measured level 1 or 2 see new tasks half a second later.",
      ],
      ru: [
        'Как оценивается качество работы?',
        'Ответ признаётся неверным тремя способами: контрольные задания (по умолчанию 3 % заданий, не помечены), согласованный ответ других исполнителей при 100 % распознавании у заказчика и принятая жалоба заказчика. Точность считается за последние 30 дней. Ниже **80 %** (после 20 ответов) оплачиваемая работа приостанавливается до повторного прохождения обучения. Уровень (от 1 до 5) зависит от точности и объёма и добавляет до 15 % к оплате; исполнители с измеренным уровнем 1 или 2 видят новые задания на полсекунды позже.',
      ],
      zh: [
        '我的工作质量如何评定？',
        '有三种方式判定答案错误：控制任务（默认占任务的 3 %，不作标记）、客户开启 100 % 识别时其他工作者一致的答案，以及被接受的客户投诉。准确率按最近 30 天计算。低于 **80 %**（20 个答案之后）时暂停付费工作，直到重新通过培训。等级（1 到 5）取决于准确率和数量，最多增加 15 % 报酬；已评定为 1 级或 2 级的工作者会晚半秒看到新任务。',
      ],
    },
  },
  {
    key: 'terms-forbidden',
    texts: {
      en: [
        'What is not allowed?',
        "Deliberately wrong answers and answering with scripts without permission lead to the account's closure. Answers given faster than a person could (under 1 second for an image, under 3 seconds for a token task) or the same text given to 8 tasks in a row are flagged for an administrator to review. If you cannot read a task, use **Skip** or **Cannot solve**: it is neither paid nor counted as a mistake.",
      ],
      ru: [
        'Что запрещено?',
        'Заведомо неверные ответы и ответы скриптами без разрешения ведут к закрытию аккаунта. Ответы быстрее, чем может человек (менее 1 секунды на картинку, менее 3 секунд на токен-задание), или один и тот же текст в 8 заданиях подряд отмечаются для проверки администратором. Если не можете прочитать задание, нажмите **Пропустить** или **Не могу решить**: оно не оплачивается и не считается ошибкой.',
      ],
      zh: [
        '哪些行为是禁止的？',
        '故意答错以及未经许可使用脚本作答会导致账户被关闭。比人可能的速度更快的答案（图片少于 1 秒，令牌任务少于 3 秒），或连续 8 个任务给出相同文字，会被标记交由管理员审查。如果看不清任务，请使用**跳过**或**无法解决**：既不付费，也不算错误。',
      ],
    },
  },
  {
    key: 'terms-complaints',
    texts: {
      en: [
        'Can pay be taken back?',
        "Yes, within the complaint window: a customer may complain about an answer for **10 minutes** after it. An accepted complaint takes the pay for that answer back, even from a payout that is requested but not yet paid; if what is left of such a payout falls below the method's minimum, the payout is cancelled and the rest returns to your balance. After the window closes the pay is yours to withdraw.",
      ],
      ru: [
        'Может ли оплата быть отозвана?',
        'Да, в окне жалоб: заказчик может пожаловаться на ответ в течение **10 минут** после него. Принятая жалоба забирает оплату за ответ, даже из запрошенной, но ещё не выплаченной выплаты; если остаток такой выплаты меньше минимума способа, выплата отменяется, а остаток возвращается на баланс. После закрытия окна оплату можно выводить.',
      ],
      zh: [
        '报酬会被收回吗？',
        '会，在投诉期内：客户可以在答案返回后 **10 分钟**内投诉。被接受的投诉会收回该答案的报酬，即使来自已申请但尚未支付的提现；如果该提现剩余金额低于该方式的最低额度，提现会被取消，剩余部分退回余额。投诉期结束后，报酬即可提现。',
      ],
    },
  },
  {
    key: 'terms-payouts',
    texts: {
      en: [
        'What are the rules for payouts?',
        "Only earnings are withdrawn: pay for answers and developer commission, less what complaints took back. Money that came as a top-up, voucher, promo bonus or transfer can be spent on tasks but not withdrawn, even after a change of account type. A payout account must be confirmed through a link mailed to your confirmed address; each request respects the method's minimum, is held from your balance at once and is reviewed by an administrator.",
      ],
      ru: [
        'Каковы правила выплат?',
        'Выводится только заработок: оплата за ответы и комиссия разработчика за вычетом отозванного по жалобам. Деньги из пополнений, ваучеров, промобонусов и переводов можно тратить на задания, но не выводить — даже после смены типа аккаунта. Платёжный счёт подтверждается по ссылке, отправленной на подтверждённый адрес; каждый запрос не меньше минимума способа, сразу резервируется на балансе и проверяется администратором.',
      ],
      zh: [
        '提现有哪些规则？',
        '只有收入可以提现：答案报酬和开发者佣金，减去投诉收回的部分。来自充值、代金券、促销奖励或转账的钱可以用于任务，但不能提现，即使更改了账户类型也是如此。收款账户必须通过发送到已确认邮箱的链接确认；每笔申请不得低于该方式的最低额度，会立即从余额中冻结，并由管理员审核。',
      ],
    },
  },
  {
    key: 'terms-tasks',
    texts: {
      en: [
        'How many tasks may I hold, and which tasks do I get?',
        'Through the worker API you hold at most 10 tasks at a time; each has a deadline, and a task not answered in time goes back to the queue for another worker. A task that needs a language goes only to workers who chose that language under [Languages](/cabinet/editlang); with no language chosen you get tasks in any language. The same task is never given twice to the same worker.',
      ],
      ru: [
        'Сколько заданий можно держать и какие задания я получаю?',
        'Через API исполнителя одновременно можно держать не больше 10 заданий; у каждого есть срок, и задание без ответа в срок возвращается в очередь другому исполнителю. Задание, требующее языка, получают только исполнители, выбравшие этот язык в разделе [Языки](/cabinet/editlang); если язык не выбран, приходят задания на любом языке. Одно и то же задание никогда не выдаётся одному исполнителю дважды.',
      ],
      zh: [
        '我最多能持有多少任务？会收到哪些任务？',
        '通过工作者 API 同时最多持有 10 个任务；每个任务都有截止时间，未按时作答的任务会回到队列交给其他工作者。需要某种语言的任务只会分给在[语言](/cabinet/editlang)中选择了该语言的工作者；未选择语言时，你会收到任何语言的任务。同一任务不会两次分给同一位工作者。',
      ],
    },
  },
]);
