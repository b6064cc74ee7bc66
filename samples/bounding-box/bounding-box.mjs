// Bounding-box captcha: send an image with an instruction (API v2 createTask, BoundingBoxTask)
// and get back the rectangles a person drew around the objects (Node 18+, no packages).
// Run: API_KEY=your_key node bounding-box.mjs photo.png "Draw a box around each car"
import { readFile } from 'node:fs/promises';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const API_KEY = process.env.API_KEY;
const POLL_SECONDS = Number(process.env.POLL_SECONDS ?? 5);

async function call(method, body) {
  const reply = await fetch(`${BASE_URL}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientKey: API_KEY, ...body }),
  });
  const json = await reply.json();
  if (json.errorId) throw new Error(`${method}: ${json.errorCode} ${json.errorDescription ?? ''}`);
  return json;
}

const [file = 'photo.png', comment = 'Draw a box around each car'] = process.argv.slice(2);
const image = await readFile(file);
const { taskId } = await call('createTask', {
  task: { type: 'BoundingBoxTask', body: image.toString('base64'), comment },
});
console.log('task id:', taskId);

for (;;) {
  await new Promise((resolve) => setTimeout(resolve, POLL_SECONDS * 1000));
  const result = await call('getTaskResult', { taskId });
  if (result.status !== 'ready') continue;
  // Each box in pixels of the image, from its top left corner.
  for (const box of result.solution.bounding_boxes) {
    console.log(`box: x ${box.xMin}–${box.xMax}, y ${box.yMin}–${box.yMax}`);
  }
  console.log(`solved ${taskId}: ${JSON.stringify(result.solution.bounding_boxes)}`);
  break;
}
