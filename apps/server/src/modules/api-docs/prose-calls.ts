/** What each API call and each error code means, in every language. */
import type { ApiDocMethod } from '@crowdsolve/contract';
import type { Prose } from './prose-params.ts';

const e = (en: string, ru: string, zh: string): Prose => ({ en, ru, zh });

export const ERROR_PROSE: Readonly<Record<string, Prose>> = {
  CAPCHA_NOT_READY: e(
    'Not solved yet: ask again in 5 seconds.',
    'Ещё не решена: спросите снова через 5 секунд.',
    '尚未解答：5 秒后再查询。',
  ),
  ERROR_WRONG_USER_KEY: e(
    'The key is not a 32-character API key.',
    'Ключ не является 32-символьным ключом API.',
    '密钥不是 32 位的 API 密钥。',
  ),
  ERROR_KEY_DOES_NOT_EXIST: e('No account has this key.', 'Нет аккаунта с таким ключом.', '没有账户使用此密钥。'),
  ERROR_ZERO_BALANCE: e(
    'The balance is too low for this task: top up.',
    'Баланса не хватает на задачу: пополните его.',
    '余额不足以支付此任务：请充值。',
  ),
  ERROR_PAGEURL: e(
    'The page URL is missing or not an http(s) address.',
    'Адрес страницы не указан или это не http(s)-адрес.',
    '页面地址缺失或不是 http(s) 地址。',
  ),
  ERROR_NO_SLOT_AVAILABLE: e(
    'No worker can take the task now, or your limits are reached: retry in a few seconds.',
    'Сейчас задачу некому взять или достигнут ваш лимит: повторите через несколько секунд.',
    '目前无人可接此任务或已达上限：请几秒后重试。',
  ),
  ERROR_ZERO_CAPTCHA_FILESIZE: e(
    'The image is missing or smaller than 100 bytes.',
    'Изображения нет или оно меньше 100 байт.',
    '图片缺失或小于 100 字节。',
  ),
  ERROR_TOO_BIG_CAPTCHA_FILESIZE: e(
    'The image or the request is too large.',
    'Изображение или запрос слишком велики.',
    '图片或请求过大。',
  ),
  ERROR_WRONG_FILE_EXTENSION: e(
    'The file name does not end in jpg, jpeg, gif or png.',
    'Имя файла не оканчивается на jpg, jpeg, gif или png.',
    '文件名不是以 jpg、jpeg、gif 或 png 结尾。',
  ),
  ERROR_IMAGE_TYPE_NOT_SUPPORTED: e(
    'The content is not an image of a supported type.',
    'Содержимое не является изображением поддерживаемого типа.',
    '内容不是受支持类型的图片。',
  ),
  ERROR_UPLOAD: e(
    'The body or the base64 data is malformed.',
    'Тело запроса или base64 повреждены.',
    '请求体或 base64 数据格式错误。',
  ),
  ERROR_GOOGLEKEY: e('The site key is malformed.', 'Ключ сайта имеет неверный формат.', '站点密钥格式错误。'),
  ERROR_WRONG_GOOGLEKEY: e('The site key is missing.', 'Ключ сайта не указан.', '缺少站点密钥。'),
  ERROR_PROXY_FORMAT: e('The proxy is malformed.', 'Прокси указан в неверном формате.', '代理格式错误。'),
  ERROR_BAD_PROXY: e('The proxy is malformed.', 'Прокси указан в неверном формате.', '代理格式错误。'),
  ERROR_BAD_PARAMETERS: e(
    'A required parameter is missing or malformed.',
    'Обязательный параметр не указан или неверен.',
    '必需参数缺失或格式错误。',
  ),
  ERROR_METHOD_CALL: e('The method is unknown.', 'Неизвестный метод.', '未知的方法。'),
  ERROR_CAPTCHA_UNSOLVABLE: e(
    'The task could not be solved; you were not charged.',
    'Задачу не удалось решить; деньги не списаны.',
    '任务无法解答，未扣费。',
  ),
  ERROR_BAD_DUPLICATES: e(
    'With 100 % recognition the answers did not agree; you were not charged.',
    'При 100 % распознавании ответы не совпали; деньги не списаны.',
    '100% 识别模式下答案不一致，未扣费。',
  ),
  ERROR_WRONG_ID_FORMAT: e(
    'The task id must be a number.',
    'Идентификатор задачи должен быть числом.',
    '任务 ID 必须是数字。',
  ),
  ERROR_WRONG_CAPTCHA_ID: e(
    'There is no such task on your account.',
    'В вашем аккаунте нет такой задачи.',
    '您的账户中没有此任务。',
  ),
  ERROR_NO_SUCH_CAPCHA_ID: e(
    'There is no such task on your account, or the report was not recorded.',
    'В аккаунте нет такой задачи или жалоба не принята.',
    '您的账户中没有此任务，或报告未被记录。',
  ),
  ERROR_REPORT_NOT_RECORDED: e(
    'The report was not recorded: too late, not solved, or too many complaints.',
    'Жалоба не принята: поздно, задача не решена или жалоб слишком много.',
    '报告未记录：太晚、未解答或投诉过多。',
  ),
  ERROR_DUPLICATE_REPORT: e('This task was already reported.', 'На эту задачу уже жаловались.', '此任务已报告过。'),
  ERROR_EMPTY_ACTION: e('The action parameter is missing.', 'Не указан параметр action.', '缺少 action 参数。'),
  ERROR_IP_NOT_ALLOWED: e(
    'Your API settings do not allow this IP address.',
    'Ваши настройки API не разрешают этот IP-адрес.',
    '您的 API 设置不允许此 IP 地址。',
  ),
  ERROR_IP_BLOCKED: e(
    'Too many bad requests from this address: wait and retry.',
    'Слишком много неверных запросов с этого адреса: подождите.',
    '此地址的错误请求过多：请稍候重试。',
  ),
  ERROR_NO_SUCH_METHOD: e('There is no such API method.', 'Такого метода API нет.', '没有这个 API 方法。'),
  ERROR_RECAPTCHA_INVALID_SITEKEY: e(
    'The site key is malformed.',
    'Ключ сайта имеет неверный формат.',
    '站点密钥格式错误。',
  ),
  ERROR_BAD_IMGINSTRUCTIONS: e(
    'The instruction image is malformed or too large.',
    'Изображение-инструкция повреждено или слишком велико.',
    '说明图片格式错误或过大。',
  ),
  ERROR_TASK_ABSENT: e(
    'The task object is missing or its type is unknown.',
    'Объекта задачи нет или тип неизвестен.',
    '任务对象缺失或类型未知。',
  ),
  ERROR_TASK_NOT_SUPPORTED: e(
    'This task type is not supported.',
    'Этот тип задач не поддерживается.',
    '不支持此任务类型。',
  ),
  MAX_USER_TURN: e(
    'More than 60 submits in 3 seconds: submits are refused for 10 seconds.',
    'Больше 60 отправок за 3 секунды: отправка закрыта на 10 секунд.',
    '3 秒内提交超过 60 次：暂停提交 10 秒。',
  ),
  'ERROR: 1002': e(
    'Too many submits with zero balance: refused for 5 minutes.',
    'Много отправок при нулевом балансе: отказ на 5 минут.',
    '余额为零时提交过多：拒绝 5 分钟。',
  ),
  'ERROR: 1003': e(
    'Too many submits answered ERROR_NO_SLOT_AVAILABLE: refused for 30 seconds.',
    'Много отправок с ответом ERROR_NO_SLOT_AVAILABLE: отказ на 30 секунд.',
    '过多提交得到 ERROR_NO_SLOT_AVAILABLE：拒绝 30 秒。',
  ),
  'ERROR: 1004': e(
    'Too many requests with a wrong key from this IP: refused for 10 minutes.',
    'Много запросов с неверным ключом с этого IP: отказ на 10 минут.',
    '此 IP 使用错误密钥的请求过多：拒绝 10 分钟。',
  ),
  'ERROR: 1005': e(
    'Too many result requests per task: poll every 5 seconds; refused for 5 minutes.',
    'Слишком частые запросы результата: опрашивайте раз в 5 секунд; отказ на 5 минут.',
    '查询结果过于频繁：请每 5 秒轮询一次；拒绝 5 分钟。',
  ),
};

export interface MethodProse {
  title: Readonly<Record<'v1' | 'v2', string>>;
  summary: Prose;
}

const m = (v1: string, v2: string, en: string, ru: string, zh: string): MethodProse => ({
  title: { v1, v2 },
  summary: { en, ru, zh },
});

export const METHOD_PROSE: Readonly<Record<ApiDocMethod, MethodProse>> = {
  submit: m(
    'in.php',
    'createTask',
    'Send a task; the answer is its id.',
    'Отправить задачу; в ответе её идентификатор.',
    '提交任务，返回任务 ID。',
  ),
  result: m(
    'res.php?action=get',
    'getTaskResult',
    'Ask for the answer of a task (every 5 seconds until it is ready).',
    'Запросить ответ задачи (раз в 5 секунд, пока не готов).',
    '查询任务答案（每 5 秒一次，直到就绪）。',
  ),
  balance: m(
    'res.php?action=getbalance',
    'getBalance',
    'Your balance in US dollars.',
    'Ваш баланс в долларах США.',
    '您的余额（美元）。',
  ),
  'report-bad': m(
    'res.php?action=reportbad',
    'reportIncorrect',
    'Report a wrong answer; an accepted report refunds the task.',
    'Пожаловаться на неверный ответ; принятая жалоба возвращает деньги.',
    '报告错误答案；报告被接受后退款。',
  ),
  'report-good': m(
    'res.php?action=reportgood',
    'reportCorrect',
    "Confirm a right answer (it raises the worker's rating).",
    'Подтвердить верный ответ (повышает рейтинг работника).',
    '确认正确答案（提高工人评分）。',
  ),
  pingback: m(
    'pingback',
    'callbackUrl',
    'Receive answers at your address instead of polling.',
    'Получать ответы на свой адрес вместо опроса.',
    '在您的地址接收答案，无需轮询。',
  ),
};

export const ERRORS_PROSE = {
  title: e('Error codes', 'Коды ошибок', '错误代码'),
  summary: e(
    'Every error the API answers, and what to do about it.',
    'Все ошибки, которые отвечает API, и что с ними делать.',
    'API 返回的所有错误及处理方法。',
  ),
};
