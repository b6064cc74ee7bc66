import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import type { CodeSampleFile, CodeSampleKey } from '@crowdsolve/contract';

/** One published set of files under samples/<dir>/ and how it runs. */
export interface SampleDef {
  dir: string;
  /** Runtime to install, shown on the page. */
  requires: string;
  files: { name: string; role: CodeSampleFile['role'] }[];
  /** Commands shown on the page, run from the set's folder. */
  run: string[];
  /** The executable CI needs to run it; null when CI has no checker for it. */
  tool: string | null;
}

const solveAndPingback = (solve: string, receiver: string, extra: SampleDef['files'] = []) => [
  { name: solve, role: 'solve' as const },
  { name: receiver, role: 'receiver' as const },
  ...extra,
];

export const SAMPLE_DEFS: Record<CodeSampleKey, SampleDef> = {
  python: {
    dir: 'python',
    requires: 'Python 3.8+',
    files: solveAndPingback('solve.py', 'pingback.py'),
    run: ['API_KEY=your_key python3 solve.py captcha.png'],
    tool: 'python3',
  },
  javascript: {
    dir: 'javascript',
    requires: 'Node.js 18+',
    files: solveAndPingback('solve.mjs', 'pingback.mjs'),
    run: ['API_KEY=your_key node solve.mjs captcha.png'],
    tool: 'node',
  },
  php: {
    dir: 'php',
    requires: 'PHP 7.4+ (php-cli)',
    files: solveAndPingback('solve.php', 'pingback.php'),
    run: ['API_KEY=your_key php solve.php captcha.png'],
    tool: 'php',
  },
  go: {
    dir: 'go',
    requires: 'Go 1.19+',
    files: solveAndPingback('main.go', 'pingback/main.go', [{ name: 'go.mod', role: 'project' }]),
    run: ['API_KEY=your_key go run . captcha.png'],
    tool: 'go',
  },
  java: {
    dir: 'java',
    requires: 'Java 17+ (JDK)',
    files: solveAndPingback('Solve.java', 'Pingback.java'),
    run: ['API_KEY=your_key java Solve.java captcha.png'],
    tool: 'java',
  },
  ruby: {
    dir: 'ruby',
    requires: 'Ruby 2.7+',
    files: solveAndPingback('solve.rb', 'pingback.rb'),
    run: ['API_KEY=your_key ruby solve.rb captcha.png'],
    tool: 'ruby',
  },
  csharp: {
    dir: 'csharp',
    requires: '.NET 6+ SDK',
    files: solveAndPingback('Program.cs', 'Pingback.cs'),
    run: [
      'dotnet new console -o Solve && cp Program.cs Solve/',
      'cd Solve && API_KEY=your_key dotnet run -- captcha.png',
    ],
    tool: null,
  },
  puppeteer: {
    dir: 'puppeteer',
    requires: 'Node.js 18+, Chromium or Chrome',
    files: [{ name: 'solve-with-puppeteer.mjs', role: 'solve' }],
    run: [
      'npm install puppeteer-core',
      'API_KEY=your_key TARGET_URL=https://your-site/login node solve-with-puppeteer.mjs',
    ],
    tool: 'chromium',
  },
  selenium: {
    dir: 'selenium',
    requires: 'Node.js 20+, Chromium and chromedriver',
    files: [{ name: 'solve-with-selenium.mjs', role: 'solve' }],
    run: [
      'npm install selenium-webdriver',
      'API_KEY=your_key TARGET_URL=https://your-site/login node solve-with-selenium.mjs',
    ],
    tool: 'chromedriver',
  },
  'bounding-box': {
    dir: 'bounding-box',
    requires: 'Node.js 18+',
    files: [{ name: 'bounding-box.mjs', role: 'solve' }],
    run: ['API_KEY=your_key node bounding-box.mjs photo.png "Draw a box around each car"'],
    tool: 'node',
  },
};

/** How the test runs a language's client and its pingback receiver (from the set's folder). */
export interface SampleRun {
  language: string;
  dir: string;
  tool: string;
  /** The client; the captcha file's path is appended. */
  solve: [string, ...string[]];
  /** The receiver; it listens on $PORT (php's built-in server takes the port as an argument). */
  receiver: [string, ...string[]];
}

export const SAMPLE_RUNS: SampleRun[] = [
  {
    language: 'javascript',
    dir: 'javascript',
    tool: 'node',
    solve: ['node', 'solve.mjs'],
    receiver: ['node', 'pingback.mjs'],
  },
  {
    language: 'python',
    dir: 'python',
    tool: 'python3',
    solve: ['python3', 'solve.py'],
    receiver: ['python3', 'pingback.py'],
  },
  {
    language: 'php',
    dir: 'php',
    tool: 'php',
    solve: ['php', 'solve.php'],
    receiver: ['sh', '-c', 'exec php -S 127.0.0.1:$PORT pingback.php'],
  },
  { language: 'ruby', dir: 'ruby', tool: 'ruby', solve: ['ruby', 'solve.rb'], receiver: ['ruby', 'pingback.rb'] },
  { language: 'go', dir: 'go', tool: 'go', solve: ['go', 'run', '.'], receiver: ['go', 'run', './pingback'] },
  { language: 'java', dir: 'java', tool: 'javac', solve: ['java', 'Solve.java'], receiver: ['java', 'Pingback.java'] },
];

/** The full path of an executable on PATH, or null. */
export function findTool(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const full = path.join(dir, name);
    try {
      accessSync(full, constants.X_OK);
      return full;
    } catch {}
  }
  return null;
}
