// Selenium WebDriver: open a page, send its captcha image to the API (v2 createTask, ImageToTextTask),
// type the answer and submit the form.
// Install: npm install selenium-webdriver, and chromedriver (Debian/Ubuntu: apt install chromium-driver)
// Run: API_KEY=your_key TARGET_URL=https://your-site/login node solve-with-selenium.mjs
import { Builder, By, until } from 'selenium-webdriver';
import chrome from 'selenium-webdriver/chrome.js';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const API_KEY = process.env.API_KEY;
const TARGET_URL = process.env.TARGET_URL;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROMEDRIVER_PATH = process.env.CHROMEDRIVER_PATH ?? '/usr/bin/chromedriver';
const POLL_SECONDS = Number(process.env.POLL_SECONDS ?? 5);
// Selectors of the page being automated.
const IMAGE = process.env.CAPTCHA_IMAGE ?? '#captcha';
const INPUT = process.env.CAPTCHA_INPUT ?? '#answer';
const SUBMIT = process.env.CAPTCHA_SUBMIT ?? 'button[type=submit]';

async function call(method, body) {
  const reply = await fetch(`${BASE_URL}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientKey: API_KEY, ...body }),
  });
  const json = await reply.json();
  if (json.errorId) throw new Error(`${method}: ${json.errorCode}`);
  return json;
}

/** Sends the image, waits for a person's answer. */
async function solveImage(base64) {
  const { taskId } = await call('createTask', { task: { type: 'ImageToTextTask', body: base64 } });
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, POLL_SECONDS * 1000));
    const result = await call('getTaskResult', { taskId });
    if (result.status === 'ready') return { taskId, text: result.solution.text };
  }
}

/** True once the element's page has been replaced. Mid-navigation, Chrome may report a node of the
 * old page as "does not belong to the document" rather than as stale; both mean the same here. */
async function replaced(element) {
  try {
    await element.getTagName();
    return false;
  } catch (error) {
    if (error.name === 'StaleElementReferenceError' || /does not belong to the document/.test(error.message))
      return true;
    throw error;
  }
}

const options = new chrome.Options().setChromeBinaryPath(CHROME_PATH).addArguments('--headless=new', '--no-sandbox');
const driver = await new Builder()
  .forBrowser('chrome')
  .setChromeOptions(options)
  .setChromeService(new chrome.ServiceBuilder(CHROMEDRIVER_PATH))
  .build();
try {
  await driver.get(TARGET_URL);
  const captcha = await driver.wait(until.elementLocated(By.css(IMAGE)), 10_000);
  const { taskId, text } = await solveImage(await captcha.takeScreenshot());
  console.log(`solved ${taskId}: ${text}`);
  await driver.findElement(By.css(INPUT)).sendKeys(text);
  await driver.findElement(By.css(SUBMIT)).click();
  await driver.wait(() => replaced(captcha), 10_000); // the next page has loaded
  console.log('page says:', (await driver.findElement(By.css('body')).getText()).trim());
} finally {
  await driver.quit();
}
