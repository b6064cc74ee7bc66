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

export const p = (names: string[], en: string, ru: string, zh: string): ParamProse => ({ names, text: { en, ru, zh } });

/** Image-task parameters and those every call shares; token-task ones are in prose-token-params.ts. */
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
