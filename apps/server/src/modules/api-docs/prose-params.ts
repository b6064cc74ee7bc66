/**
 * What each task parameter means, in every language, beside the catalogue the engine reads
 * (the parameter list itself comes from the engine; see catalogue.ts). An entry covers every
 * name a parameter goes by; `kind:name` entries say what a shared name means for one kind.
 */
import type { Language } from '@crowdsolve/contract';

export type Prose = Readonly<Record<Language, string>>;
export interface ParamProse {
  names: readonly string[];
  text: Prose;
}

const p = (names: string[], en: string, ru: string, zh: string): ParamProse => ({ names, text: { en, ru, zh } });

export const PARAM_PROSE: readonly ParamProse[] = [
  // Image tasks
  p(
    ['file', 'body', 'image'],
    'The captcha image: a file part, or base64 in `body`.',
    'Изображение капчи: файл или base64 в `body`.',
    '验证码图片：文件上传，或放在 `body` 中的 base64。',
  ),
  p(
    ['file_1'],
    'More images (file_1…file_9), solved in order.',
    'Дополнительные изображения (file_1…file_9), по порядку.',
    '更多图片（file_1…file_9），按顺序处理。',
  ),
  p(
    ['imginstructions', 'imgInstructions'],
    'An image with the instruction for the worker.',
    'Изображение с инструкцией для работника.',
    '给工人的说明图片。',
  ),
  p(
    ['textinstructions', 'comment'],
    'A text instruction for the worker.',
    'Текстовая инструкция для работника.',
    '给工人的文字说明。',
  ),
  p(
    ['text:textcaptcha', 'text:comment', 'textcaptcha'],
    'The question to answer.',
    'Вопрос, на который нужно ответить.',
    '需要回答的问题。',
  ),
  p(
    ['lang'],
    'The language of the worker who should solve it (en, ru, pt-BR…).',
    'Язык работника, который должен решить (en, ru, pt-BR…).',
    '应解答的工人的语言（en、ru、pt-BR…）。',
  ),
  p(
    ['audio:lang'],
    'The language spoken in the recording: en, fr, de, el, pt or ru.',
    'Язык записи: en, fr, de, el, pt или ru.',
    '录音中的语言：en、fr、de、el、pt 或 ru。',
  ),
  p(
    ['phrase'],
    '1: the answer has two or more words.',
    '1: ответ состоит из двух и более слов.',
    '1：答案包含两个或更多单词。',
  ),
  p(
    ['regsense', 'case'],
    '1: the answer is case-sensitive.',
    '1: ответ чувствителен к регистру.',
    '1：答案区分大小写。',
  ),
  p(
    ['numeric'],
    '0 any, 1 digits only, 2 letters only, 3 digits or letters, 4 both.',
    '0 любые, 1 только цифры, 2 только буквы, 3 цифры или буквы, 4 и цифры, и буквы.',
    '0 任意，1 仅数字，2 仅字母，3 数字或字母，4 两者都有。',
  ),
  p(['calc', 'math'], '1: the worker has to calculate the answer.', '1: ответ нужно вычислить.', '1：需要计算出答案。'),
  p(
    ['min_len', 'minLength'],
    'Shortest answer in characters (0: any).',
    'Минимальная длина ответа (0: любая).',
    '答案最短字符数（0：不限）。',
  ),
  p(
    ['max_len', 'maxLength'],
    'Longest answer in characters (0: any).',
    'Максимальная длина ответа (0: любая).',
    '答案最长字符数（0：不限）。',
  ),
  p(
    ['language'],
    'Alphabet: 0 any, 1 Cyrillic, 2 Latin.',
    'Алфавит: 0 любой, 1 кириллица, 2 латиница.',
    '字母表：0 任意，1 西里尔字母，2 拉丁字母。',
  ),
  p(['angle'], 'The rotation step in degrees.', 'Шаг поворота в градусах.', '旋转步长（度）。'),
  p(['min_clicks', 'minClicks'], 'Fewest points or cells to click.', 'Минимальное число кликов.', '最少点击次数。'),
  p(['max_clicks', 'maxClicks'], 'Most points or cells to click.', 'Максимальное число кликов.', '最多点击次数。'),
  p(
    ['img_type', 'imgType'],
    "The grid's origin: recaptcha, hcaptcha, funcaptcha or funcaptcha_compare.",
    'Происхождение сетки: recaptcha, hcaptcha, funcaptcha или funcaptcha_compare.',
    '网格来源：recaptcha、hcaptcha、funcaptcha 或 funcaptcha_compare。',
  ),
  p(
    ['previousID', 'previousId'],
    'The id of the previous task of the same challenge.',
    'Идентификатор предыдущей задачи той же капчи.',
    '同一验证的上一个任务 ID。',
  ),
  p(
    ['recaptcharows', 'rows'],
    'Rows of the grid (default 3 for 300×300 images, else 4).',
    'Строк в сетке (по умолчанию 3 для 300×300, иначе 4).',
    '网格行数（300×300 默认 3，否则 4）。',
  ),
  p(['recaptchacols', 'columns'], 'Columns of the grid.', 'Столбцов в сетке.', '网格列数。'),
  p(
    ['can_no_answer', 'canNoAnswer'],
    '1: the worker may answer that nothing matches.',
    '1: работник может ответить, что совпадений нет.',
    '1：工人可回答没有匹配项。',
  ),
  p(
    ['part1', 'part2', 'part3', 'parts'],
    'The pieces to place on the image.',
    'Фрагменты, которые нужно поставить на изображение.',
    '需要放到图片上的拼块。',
  ),
  p(
    ['steps'],
    'The slider positions of the puzzle, as a JSON array.',
    'Позиции слайдера головоломки, JSON-массив.',
    '拼图滑块的位置（JSON 数组）。',
  ),
  // Token tasks
  p(
    ['pageurl', 'websiteURL'],
    'The full address of the page with the captcha.',
    'Полный адрес страницы с капчей.',
    '含验证码页面的完整地址。',
  ),
  p(
    ['googlekey', 'sitekey', 'captchakey', 'websiteKey'],
    "The widget's site key from the page.",
    'Ключ сайта виджета со страницы.',
    '页面中控件的站点密钥。',
  ),
  p(['invisible', 'isInvisible'], '1: the widget is invisible.', '1: невидимый виджет.', '1：隐形控件。'),
  p(
    ['enterprise', 'isEnterprise'],
    '1: the Enterprise version of the widget.',
    '1: Enterprise-версия виджета.',
    '1：企业版控件。',
  ),
  p(
    ['data-s', 'recaptchaDataSValue'],
    'The `data-s` value of the widget.',
    'Значение `data-s` виджета.',
    '控件的 `data-s` 值。',
  ),
  p(
    ['enterprisePayload'],
    'Extra fields passed to the Enterprise widget, as an object.',
    'Дополнительные поля для Enterprise-виджета, объектом.',
    '传给企业版控件的附加字段（对象）。',
  ),
  p(
    ['json_cookies'],
    "Cookies for the worker's browser as a JSON array of {name, value}.",
    'Cookie для браузера работника, JSON-массив {name, value}.',
    '工人浏览器使用的 Cookie，{name, value} 的 JSON 数组。',
  ),
  p(
    ['cookies'],
    "Cookies for the worker's browser: `name=value; name2=value2`.",
    'Cookie для браузера работника: `name=value; name2=value2`.',
    '工人浏览器的 Cookie：`name=value; name2=value2`。',
  ),
  p(
    ['userAgent'],
    'The browser user agent the token will be used with.',
    'User agent браузера, в котором будет использован токен.',
    '将使用令牌的浏览器 User-Agent。',
  ),
  p(
    ['domain', 'apiDomain'],
    'The domain the widget script loads from (e.g. recaptcha.net).',
    'Домен, с которого загружается скрипт виджета (например, recaptcha.net).',
    '加载控件脚本的域名（如 recaptcha.net）。',
  ),
  p(
    ['proxy', 'proxyType'],
    'Your proxy, used to solve from your address: `login:password@host:port` and `proxytype` (v1) or proxyType, proxyAddress, proxyPort, proxyLogin, proxyPassword (v2).',
    'Ваш прокси, чтобы решать с вашего адреса: `login:password@host:port` и `proxytype` (v1) или proxyType, proxyAddress, proxyPort, proxyLogin, proxyPassword (v2).',
    '您的代理，从您的地址解答：`login:password@host:port` 与 `proxytype`（v1），或 proxyType、proxyAddress、proxyPort、proxyLogin、proxyPassword（v2）。',
  ),
  p(
    ['action', 'pageAction'],
    'The action name the widget is called with.',
    'Имя действия, с которым вызывается виджет.',
    '调用控件时的 action 名称。',
  ),
  p(
    ['min_score', 'minScore'],
    'The lowest score wanted, 0.1 to 0.9.',
    'Минимальный нужный балл, от 0.1 до 0.9.',
    '所需最低分数，0.1 到 0.9。',
  ),
  p(
    ['hcaptcha:data'],
    'The `rqdata` value of the widget (needs userAgent).',
    'Значение `rqdata` виджета (нужен userAgent).',
    '控件的 `rqdata` 值（需提供 userAgent）。',
  ),
  p(
    ['turnstile:data', 'cData'],
    'The `cData` value of a challenge page.',
    'Значение `cData` страницы проверки.',
    '挑战页面的 `cData` 值。',
  ),
  p(
    ['pagedata', 'chlPageData'],
    'The `chlPageData` of a challenge page (needs data, action and userAgent).',
    '`chlPageData` страницы проверки (нужны data, action и userAgent).',
    '挑战页面的 `chlPageData`（需 data、action 与 userAgent）。',
  ),
  p(
    ['data[…]', 'funcaptcha:data'],
    'Extra values of the widget, such as `blob`.',
    'Дополнительные значения виджета, например `blob`.',
    '控件的附加值，如 `blob`。',
  ),
  p(['gt'], 'The `gt` value of the GeeTest widget.', 'Значение `gt` виджета GeeTest.', 'GeeTest 控件的 `gt` 值。'),
  p(
    ['challenge'],
    'The `challenge` value, fresh for each task.',
    'Значение `challenge`, новое для каждой задачи.',
    '`challenge` 值，每个任务重新获取。',
  ),
  p(
    ['api_server', 'geetestApiServerSubdomain', 'leminApiServerSubdomain', 'apiServer'],
    "The widget's API server, when not the default one.",
    'API-сервер виджета, если он не стандартный.',
    '控件的 API 服务器（非默认时）。',
  ),
  p(
    ['offline'],
    '1: GeeTest runs in offline mode.',
    '1: GeeTest работает в офлайн-режиме.',
    '1：GeeTest 处于离线模式。',
  ),
  p(['new_captcha'], '1: the newer GeeTest v3 widget.', '1: новый виджет GeeTest v3.', '1：较新的 GeeTest v3 控件。'),
  p(
    ['captcha_id', 'captchaId', 'initParameters'],
    "The widget's captcha id (GeeTest v4: also in initParameters.captcha_id).",
    'Идентификатор капчи виджета (GeeTest v4: также initParameters.captcha_id).',
    '控件的验证码 ID（GeeTest v4 也可放在 initParameters.captcha_id）。',
  ),
  p(
    ['risk_type'],
    'GeeTest v4 risk type, when the page sets one.',
    'Тип риска GeeTest v4, если задан на странице.',
    'GeeTest v4 的风险类型（页面设置时）。',
  ),
  p(
    ['publickey', 'websitePublicKey'],
    'The public key of the FunCaptcha widget.',
    'Публичный ключ виджета FunCaptcha.',
    'FunCaptcha 控件的公钥。',
  ),
  p(
    ['surl', 'funcaptchaApiJSSubdomain'],
    "The widget's script host, when not the default one.",
    'Хост скрипта виджета, если он не стандартный.',
    '控件脚本的主机（非默认时）。',
  ),
  p(
    ['s_s_c_user_id'],
    'KeyCaptcha `s_s_c_user_id` from the page.',
    '`s_s_c_user_id` KeyCaptcha со страницы.',
    '页面中的 KeyCaptcha `s_s_c_user_id`。',
  ),
  p(
    ['s_s_c_session_id'],
    'KeyCaptcha `s_s_c_session_id` from the page.',
    '`s_s_c_session_id` KeyCaptcha со страницы.',
    '页面中的 KeyCaptcha `s_s_c_session_id`。',
  ),
  p(
    ['s_s_c_web_server_sign'],
    'KeyCaptcha `s_s_c_web_server_sign` from the page.',
    '`s_s_c_web_server_sign` KeyCaptcha со страницы.',
    '页面中的 KeyCaptcha `s_s_c_web_server_sign`。',
  ),
  p(
    ['s_s_c_web_server_sign2'],
    'KeyCaptcha `s_s_c_web_server_sign2` from the page.',
    '`s_s_c_web_server_sign2` KeyCaptcha со страницы.',
    '页面中的 KeyCaptcha `s_s_c_web_server_sign2`。',
  ),
  p(
    ['div_id', 'divId'],
    'The id of the element holding the Lemin widget.',
    'Идентификатор элемента с виджетом Lemin.',
    '包含 Lemin 控件的元素 ID。',
  ),
  p(
    ['version'],
    'Capy widget version: puzzle or avatar.',
    'Версия виджета Capy: puzzle или avatar.',
    'Capy 控件版本：puzzle 或 avatar。',
  ),
  p(
    ['iv'],
    'The `iv` value of the Amazon WAF page.',
    'Значение `iv` страницы Amazon WAF.',
    'Amazon WAF 页面的 `iv` 值。',
  ),
  p(
    ['context'],
    'The `context` value of the Amazon WAF page.',
    'Значение `context` страницы Amazon WAF.',
    'Amazon WAF 页面的 `context` 值。',
  ),
  p(
    ['challenge_script', 'challengeScript'],
    'The address of the challenge script.',
    'Адрес скрипта проверки.',
    '挑战脚本的地址。',
  ),
  p(
    ['captcha_script', 'captchaScript'],
    'The address of the captcha script.',
    'Адрес скрипта капчи.',
    '验证码脚本的地址。',
  ),
  p(
    ['misery_key', 'miseryKey'],
    'The `CUTCAPTCHA_MISERY_KEY` of the page.',
    '`CUTCAPTCHA_MISERY_KEY` страницы.',
    '页面的 `CUTCAPTCHA_MISERY_KEY`。',
  ),
  p(
    ['api_key', 'dataApiKey'],
    'The `data-apikey` of the Cutcaptcha widget.',
    '`data-apikey` виджета Cutcaptcha.',
    'Cutcaptcha 控件的 `data-apikey`。',
  ),
  p(['app_id', 'appId'], "The widget's application id.", 'Идентификатор приложения виджета.', '控件的应用 ID。'),
  p(
    ['captcha_url', 'captchaUrl'],
    'The address of the DataDome captcha frame.',
    'Адрес фрейма капчи DataDome.',
    'DataDome 验证框架的地址。',
  ),
  p(
    ['redirect_uri', 'redirectUri'],
    'The VK address the captcha redirects to.',
    'Адрес VK, на который ведёт капча.',
    '验证码跳转到的 VK 地址。',
  ),
  p(
    ['challenge_url', 'challengeURL'],
    'The address of the ALTCHA challenge (send this or challenge_json).',
    'Адрес задания ALTCHA (передайте его или challenge_json).',
    'ALTCHA 挑战地址（与 challenge_json 二选一）。',
  ),
  p(
    ['challenge_json', 'challengeJSON'],
    'The ALTCHA challenge itself, as JSON.',
    'Само задание ALTCHA в JSON.',
    'ALTCHA 挑战本身（JSON）。',
  ),
  p(
    ['master_url_id', 'SlideMasterUrlId'],
    'The `SlideMasterUrlId` of the CyberSiARA widget.',
    '`SlideMasterUrlId` виджета CyberSiARA.',
    'CyberSiARA 控件的 `SlideMasterUrlId`。',
  ),
  // Shared by every call
  p(['key', 'clientKey'], 'Your API key (dashboard).', 'Ваш ключ API (в кабинете).', '您的 API 密钥（控制台）。'),
  p(
    ['method', 'type'],
    'Which task this is (see the type pages).',
    'Какая это задача (см. страницы типов).',
    '任务类型（见各类型页面）。',
  ),
  p(
    ['json'],
    '1: answer in JSON instead of plain text.',
    '1: ответ в JSON вместо текста.',
    '1：以 JSON 而非纯文本回答。',
  ),
  p(
    ['soft_id', 'softId'],
    'The id of your software in the catalogue (its developer earns a commission).',
    'Идентификатор вашей программы в каталоге (разработчик получает комиссию).',
    '您的软件在目录中的 ID（开发者获得佣金）。',
  ),
  p(
    ['pingback', 'callbackUrl'],
    'An address to receive the answer when ready, instead of polling.',
    'Адрес, на который придёт ответ, вместо опроса.',
    '答案就绪时接收它的地址，代替轮询。',
  ),
  p(
    ['header_acao'],
    '1: add `Access-Control-Allow-Origin: *` to the answer.',
    '1: добавить `Access-Control-Allow-Origin: *` к ответу.',
    '1：在答复中加入 `Access-Control-Allow-Origin: *`。',
  ),
  p(
    ['task'],
    'The task object: its `type` and the parameters of the type.',
    'Объект задачи: `type` и параметры типа.',
    '任务对象：`type` 及该类型的参数。',
  ),
  p(['res:action'], 'What res.php should do.', 'Что должен сделать res.php.', 'res.php 要执行的操作。'),
  p(
    ['id', 'taskId'],
    'The task id the submit call answered.',
    'Идентификатор задачи из ответа на отправку.',
    '提交时返回的任务 ID。',
  ),
  p(
    ['ids'],
    'Several task ids, comma-separated (up to 100).',
    'Несколько идентификаторов через запятую (до 100).',
    '多个任务 ID，以逗号分隔（最多 100 个）。',
  ),
  p(
    ['addr'],
    'The pingback address to register or remove.',
    'Адрес pingback, который нужно добавить или удалить.',
    '要登记或删除的 pingback 地址。',
  ),
];
