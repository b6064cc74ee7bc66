/** The name and a short description of every task kind and answer format, in every language. */
import type { Language } from '@crowdsolve/contract';
import type { Prose } from './prose-params.ts';

export interface KindProse {
  title: string;
  summary: Prose;
}

const k = (title: string, en: string, ru: string, zh: string): KindProse => ({ title, summary: { en, ru, zh } });

export const KIND_PROSE: Readonly<Record<string, KindProse>> = {
  image_text: k(
    'Image captcha',
    'Distorted text on an image; a worker types it.',
    'Искажённый текст на картинке; работник его вводит.',
    '图片上的扭曲文字，由工人输入。',
  ),
  text: k(
    'Text question',
    'A question in words; a worker answers it.',
    'Текстовый вопрос; работник отвечает на него.',
    '文字问题，由工人回答。',
  ),
  rotate: k(
    'Rotate',
    'An image to turn upright; the answer is the angle.',
    'Изображение нужно повернуть; ответ — угол.',
    '需要摆正的图片，答案是角度。',
  ),
  coordinates: k(
    'Click (coordinates)',
    'Click points on an image following an instruction.',
    'Клики по точкам изображения по инструкции.',
    '按说明在图片上点击。',
  ),
  grid: k(
    'Grid (reCAPTCHA image)',
    'Pick the cells of a grid that match an instruction.',
    'Выбор клеток сетки по инструкции.',
    '按说明选出网格中的格子。',
  ),
  canvas: k(
    'Draw around',
    'Outline objects on an image with polygons.',
    'Обвести объекты на изображении многоугольниками.',
    '用多边形圈出图片中的物体。',
  ),
  bounding_box: k(
    'Bounding box',
    'Put boxes around objects on an image.',
    'Выделить объекты на изображении рамками.',
    '为图片中的物体画框。',
  ),
  audio: k(
    'Audio captcha',
    'A spoken recording (MP3); a worker writes what is said.',
    'Аудиозапись (MP3); работник записывает сказанное.',
    '语音录音（MP3），由工人写下内容。',
  ),
  temu: k(
    'Temu puzzle',
    'Place the pieces on the Temu puzzle image.',
    'Расставить фрагменты на изображении Temu.',
    '将拼块放到 Temu 拼图上。',
  ),
  vk_image: k(
    'VK image puzzle',
    'Pick the slider step that completes the VK picture.',
    'Выбрать шаг слайдера, собирающий картинку VK.',
    '选择拼好 VK 图片的滑块位置。',
  ),
  recaptcha_v2: k(
    'reCAPTCHA v2',
    'Google reCAPTCHA v2 (checkbox, invisible, Enterprise): a token for the page.',
    'Google reCAPTCHA v2 (флажок, невидимая, Enterprise): токен для страницы.',
    'Google reCAPTCHA v2（复选框、隐形、企业版）：页面使用的令牌。',
  ),
  recaptcha_v3: k(
    'reCAPTCHA v3',
    'Google reCAPTCHA v3 (score-based): a token with the score you ask for.',
    'Google reCAPTCHA v3 (по баллам): токен с нужным баллом.',
    'Google reCAPTCHA v3（评分制）：满足所需分数的令牌。',
  ),
  hcaptcha: k(
    'hCaptcha',
    'hCaptcha and hCaptcha Enterprise: a token for the page.',
    'hCaptcha и hCaptcha Enterprise: токен для страницы.',
    'hCaptcha 与 hCaptcha 企业版：页面使用的令牌。',
  ),
  geetest: k(
    'GeeTest v3',
    'GeeTest v3 slide and click: the challenge, validate and seccode values.',
    'GeeTest v3: значения challenge, validate и seccode.',
    'GeeTest v3：challenge、validate 与 seccode 值。',
  ),
  geetest_v4: k(
    'GeeTest v4',
    'GeeTest v4: the values the page submits with the form.',
    'GeeTest v4: значения, которые страница отправляет с формой.',
    'GeeTest v4：页面随表单提交的值。',
  ),
  turnstile: k(
    'Cloudflare Turnstile',
    'Cloudflare Turnstile widgets and challenge pages: a token.',
    'Виджеты и страницы проверки Cloudflare Turnstile: токен.',
    'Cloudflare Turnstile 控件与挑战页面：令牌。',
  ),
  funcaptcha: k(
    'FunCaptcha (Arkose Labs)',
    'Arkose Labs FunCaptcha: a token for the page.',
    'Arkose Labs FunCaptcha: токен для страницы.',
    'Arkose Labs FunCaptcha：页面使用的令牌。',
  ),
  keycaptcha: k(
    'KeyCaptcha',
    'KeyCaptcha puzzles: the token the form sends.',
    'Пазлы KeyCaptcha: токен, который отправляет форма.',
    'KeyCaptcha 拼图：表单提交的令牌。',
  ),
  lemin: k(
    'Lemin',
    'Lemin cropped puzzle: the answer and challenge id.',
    'Пазл Lemin: ответ и идентификатор задания.',
    'Lemin 拼图：答案与挑战 ID。',
  ),
  mtcaptcha: k(
    'MTCaptcha',
    'MTCaptcha: a token for the page.',
    'MTCaptcha: токен для страницы.',
    'MTCaptcha：页面使用的令牌。',
  ),
  capy: k(
    'Capy',
    'Capy puzzle: the captcha key, challenge key and answer.',
    'Пазл Capy: ключ капчи, ключ задания и ответ.',
    'Capy 拼图：验证码密钥、挑战密钥与答案。',
  ),
  amazon_waf: k(
    'Amazon WAF',
    'Amazon WAF captcha: the voucher and token.',
    'Капча Amazon WAF: ваучер и токен.',
    'Amazon WAF 验证码：凭证与令牌。',
  ),
  cutcaptcha: k(
    'Cutcaptcha',
    'Cutcaptcha: a token for the page.',
    'Cutcaptcha: токен для страницы.',
    'Cutcaptcha：页面使用的令牌。',
  ),
  friendly_captcha: k(
    'Friendly Captcha',
    'Friendly Captcha: a solution token.',
    'Friendly Captcha: токен решения.',
    'Friendly Captcha：解答令牌。',
  ),
  atb_captcha: k(
    'atbCAPTCHA',
    'atbCAPTCHA: a token for the page.',
    'atbCAPTCHA: токен для страницы.',
    'atbCAPTCHA：页面使用的令牌。',
  ),
  tencent: k(
    'Tencent captcha',
    'Tencent captcha: the ticket and random string.',
    'Капча Tencent: ticket и случайная строка.',
    '腾讯验证码：ticket 与随机串。',
  ),
  datadome: k(
    'DataDome',
    'DataDome slider: the cookie to send (your proxy is required).',
    'Слайдер DataDome: cookie для отправки (нужен ваш прокси).',
    'DataDome 滑块：需发送的 Cookie（需要您的代理）。',
  ),
  prosopo: k(
    'Prosopo Procaptcha',
    'Prosopo Procaptcha: a token for the page.',
    'Prosopo Procaptcha: токен для страницы.',
    'Prosopo Procaptcha：页面使用的令牌。',
  ),
  captchafox: k(
    'CaptchaFox',
    'CaptchaFox: a token (your proxy is required).',
    'CaptchaFox: токен (нужен ваш прокси).',
    'CaptchaFox：令牌（需要您的代理）。',
  ),
  vk_captcha: k(
    'VK captcha',
    'VK captcha: a token (your proxy is required).',
    'Капча VK: токен (нужен ваш прокси).',
    'VK 验证码：令牌（需要您的代理）。',
  ),
  altcha: k(
    'ALTCHA',
    'ALTCHA: the solution payload for the form.',
    'ALTCHA: решение для отправки с формой.',
    'ALTCHA：表单使用的解答数据。',
  ),
  yandex: k(
    'Yandex SmartCaptcha',
    'Yandex SmartCaptcha: a token for the page.',
    'Yandex SmartCaptcha: токен для страницы.',
    'Yandex SmartCaptcha：页面使用的令牌。',
  ),
  cybersiara: k(
    'CyberSiARA',
    'CyberSiARA slider: a token for the page.',
    'Слайдер CyberSiARA: токен для страницы.',
    'CyberSiARA 滑块：页面使用的令牌。',
  ),
};

const a = (en: string, ru: string, zh: string): Prose => ({ en, ru, zh });

/** What each answer format holds. */
export const ANSWER_PROSE: Readonly<Record<string, Prose>> = {
  text: a(
    'The text as the worker read or heard it.',
    'Текст, как его прочитал или услышал работник.',
    '工人读到或听到的文字。',
  ),
  points: a(
    'The clicked points, x and y in pixels from the top-left corner.',
    'Точки кликов: x и y в пикселях от левого верхнего угла.',
    '点击的点，以左上角为原点的像素 x、y。',
  ),
  cells: a(
    'The chosen cells, numbered from the top-left (v1 from 1, v2 from 0).',
    'Выбранные клетки, нумерация от левого верхнего угла (v1 с 1, v2 с 0).',
    '选中的格子，从左上角编号（v1 从 1，v2 从 0）。',
  ),
  polygons: a(
    'The polygons drawn, as lists of points.',
    'Нарисованные многоугольники, списки точек.',
    '绘制的多边形（点列表）。',
  ),
  angles: a(
    'The angle in degrees for each image.',
    'Угол в градусах для каждого изображения.',
    '每张图片的角度（度）。',
  ),
  boxes: a(
    'The boxes drawn: xMin, xMax, yMin, yMax.',
    'Нарисованные рамки: xMin, xMax, yMin, yMax.',
    '绘制的框：xMin、xMax、yMin、yMax。',
  ),
  token: a(
    "The token to put into the page's form.",
    'Токен, который нужно вставить в форму страницы.',
    '填入页面表单的令牌。',
  ),
  fields: a(
    'The values the page sends, by name.',
    'Значения, которые отправляет страница, по именам.',
    '页面提交的各项值（按名称）。',
  ),
};

export const KIND_LANGUAGES: readonly Language[] = ['en', 'ru', 'zh'];
