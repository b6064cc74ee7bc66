// Writes corpus.json, the hostile solver-API requests hostile.test.ts replays:
//   node make-corpus.mjs > corpus.json && npx biome format --write corpus.json
const out = [];
const add = (r) => out.push(r);
const LONE = '\\ud800';
const deep = (n) => `{DEEP_ARRAY:${n}}`;
const deepObj = (n) => `{DEEP_OBJECT:${n}}`;
const JSONCT = { 'content-type': 'application/json' };
const FORMCT = { 'content-type': 'application/x-www-form-urlencoded' };
const keys = [
  '{KEY}',
  '',
  'x',
  'f'.repeat(32),
  'F'.repeat(33),
  '{KEY} ',
  `{KEY}${'\u0000'}`,
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '0'.repeat(32),
];
const ids = [
  '{ID}',
  '0',
  '-1',
  '1e9',
  '99999999999999999999999999999',
  'abc',
  '1,2,3',
  '',
  ' {ID} ',
  '0x10',
  '１２３',
  'NaN',
];
const actions = [
  'get',
  'get2',
  'getbalance',
  'reportbad',
  'reportgood',
  'add_pingback',
  'get_pingback',
  'del_pingback',
  '',
  'GET',
  'unknown',
  'get\u0000',
];
// v1 res.php GET query combinations
for (const key of keys)
  for (const action of ['get', 'getbalance', 'reportbad'])
    add({
      group: 'res.php query',
      method: 'GET',
      url: `/res.php?key=${encodeURIComponent(key)}&action=${action}&id={ID}`,
    });
for (const action of actions)
  for (const id of ids.slice(0, 6))
    add({
      group: 'res.php actions',
      method: 'GET',
      url: `/res.php?key={KEY}&action=${encodeURIComponent(action)}&id=${encodeURIComponent(id)}&json=1`,
    });
for (const id of ids)
  add({ group: 'res.php ids', method: 'GET', url: `/res.php?key={KEY}&action=get&ids=${encodeURIComponent(id)}` });
add({ group: 'res.php ids', method: 'GET', url: `/res.php?key={KEY}&action=get&ids=${'{REPEAT:{ID},:500}'}` });
add({ group: 'res.php ids', method: 'GET', url: `/res.php?key={KEY}&action=get&ids[]={ID}&ids[]=x` });
add({ group: 'res.php params', method: 'GET', url: '/res.php?key={KEY}&key={KEY}&action=get&action=getbalance' });
add({ group: 'res.php params', method: 'GET', url: '/res.php?key[]={KEY}&action=getbalance' });
add({ group: 'res.php params', method: 'GET', url: '/res.php?key[a]=1&action[b]=2' });
add({
  group: 'res.php params',
  method: 'GET',
  url: '/res.php?__proto__[x]=1&constructor[prototype][y]=2&key={KEY}&action=getbalance',
});
add({ group: 'res.php params', method: 'GET', url: `/res.php?key={KEY}&action=getbalance&debug_dump=1&json=1` });
add({ group: 'res.php params', method: 'GET', url: `/res.php?key={KEY}&action=getbalance&json={REPEAT:1:5000}` });
add({ group: 'res.php params', method: 'GET', url: '/res.php?%ZZ=%ZZ&key={KEY}&action=getbalance' });
add({ group: 'res.php params', method: 'GET', url: '/res.php?key=%E0%A4%A&action=getbalance' });
add({
  group: 'res.php params',
  method: 'GET',
  url: '/res.php?key={KEY}&action=add_pingback&addr=http://127.0.0.1:22/',
});
add({
  group: 'res.php params',
  method: 'GET',
  url: '/res.php?key={KEY}&action=add_pingback&addr=http://[::ffff:7f00:1]/',
});
add({ group: 'res.php params', method: 'GET', url: '/res.php?key={KEY}&action=add_pingback&addr=javascript:alert(1)' });
add({ group: 'res.php params', method: 'GET', url: '/res.php?key={KEY}&action=del_pingback&addr=all' });
// res.php POST bodies
const resBodies = [
  ['json', JSONCT, '{"key":"{KEY}","action":"getbalance","json":1}'],
  ['json lone surrogate', JSONCT, `{"key":"{KEY}","action":"get","id":"${LONE}","json":1}`],
  ['json deep array', JSONCT, `{"key":"{KEY}","action":"get","id":${deep(5000)}}`],
  ['json deep object', JSONCT, `{"key":"{KEY}","action":"get","id":${deepObj(3000)}}`],
  ['json truncated', JSONCT, '{"key":"{KEY}","action":"get'],
  ['json array', JSONCT, '[1,2,3]'],
  ['json null', JSONCT, 'null'],
  ['json number', JSONCT, '12345'],
  ['json string', JSONCT, '"getbalance"'],
  ['json key object', JSONCT, '{"key":{"$ne":null},"action":"getbalance"}'],
  ['json key array', JSONCT, '{"key":["{KEY}"],"action":"getbalance"}'],
  ['json id float', JSONCT, '{"key":"{KEY}","action":"get","id":1.5}'],
  ['json id huge', JSONCT, '{"key":"{KEY}","action":"get","id":1e400}'],
  ['json bom', JSONCT, '\ufeff{"key":"{KEY}","action":"getbalance"}'],
  ['form', FORMCT, 'key={KEY}&action=getbalance&json=1'],
  ['form repeated', FORMCT, 'key={KEY}&key=x&action=getbalance'],
  ['form broken escapes', FORMCT, 'key=%&action=%%%'],
  ['form binary', FORMCT, '\u0000\u0001\u0002\u00ff'],
  ['text plain', { 'content-type': 'text/plain' }, 'key={KEY}&action=getbalance'],
  ['no content type', {}, 'key={KEY}&action=getbalance'],
  [
    'xml',
    { 'content-type': 'application/xml' },
    '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  ],
  ['multipart no boundary', { 'content-type': 'multipart/form-data' }, 'key={KEY}'],
  [
    'multipart bad boundary',
    { 'content-type': 'multipart/form-data; boundary=zzz' },
    '--yyy\r\nContent-Disposition: form-data; name="key"\r\n\r\n{KEY}\r\n--yyy--',
  ],
  ['gzip claimed', { ...JSONCT, 'content-encoding': 'gzip' }, '{"key":"{KEY}","action":"getbalance"}'],
  ['charset odd', { 'content-type': 'application/json; charset=utf-16' }, '{"key":"{KEY}","action":"getbalance"}'],
];
for (const [name, headers, payload] of resBodies) {
  add({ group: `res.php body: ${name}`, method: 'POST', url: '/res.php', headers, payload });
  add({
    group: `in.php body: ${name}`,
    method: 'POST',
    url: '/in.php',
    headers,
    payload: payload
      .replace('"action":"getbalance"', '"method":"base64","body":"aGVsbG8="')
      .replace('action=getbalance', 'method=base64&body=aGVsbG8='),
  });
}
// in.php methods and parameters
const methods = [
  'base64',
  'post',
  'userrecaptcha',
  'hcaptcha',
  'turnstile',
  'geetest',
  'geetest_v4',
  'funcaptcha',
  'bounding_box',
  'rotatecaptcha',
  'audio',
  'keycaptcha',
  'lemin',
  'capy',
  'datadome',
  'unknown',
  '',
  'BASE64',
  'get_server_errors',
];
const paramSets = [
  '',
  '&body=',
  '&body=!!!notbase64!!!',
  '&body={REPEAT:A:200}',
  '&body=data:image/png;base64,AAAA',
  '&googlekey=&pageurl=',
  '&googlekey=x&pageurl=javascript:alert(1)',
  '&sitekey=x&pageurl=http://127.0.0.1/',
  '&gt=1&challenge=2&pageurl=https://a.test/',
  '&proxy=user:pass@[::1]:99999&proxytype=SOCKS9',
  '&pingback=http://169.254.169.254/latest/meta-data/',
  '&soft_id=-1&min_len=-5&max_len=99999999',
  `&textinstructions=${encodeURIComponent('\u202e\u0000<b>x</b>')}`,
  '&json=1&header_acao=1&debug_dump=1',
];
for (const m of methods)
  for (const p of paramSets.slice(0, m === 'base64' || m === 'post' ? paramSets.length : 6))
    add({
      group: `in.php method ${m || '(empty)'}`,
      method: 'POST',
      url: '/in.php',
      headers: FORMCT,
      payload: `key={KEY}&method=${encodeURIComponent(m)}${p}`,
    });
add({ group: 'in.php textcaptcha', method: 'GET', url: `/in.php?key={KEY}&textcaptcha={REPEAT:q:5000}` });
add({ group: 'in.php textcaptcha', method: 'GET', url: `/in.php?key={KEY}&textcaptcha=${encodeURIComponent(LONE)}` });
add({
  group: 'in.php cookie',
  method: 'GET',
  url: '/in.php?key={KEY}&method=get_server_errors',
  headers: { cookie: 'cs_sid=forged; cs_csrf=x' },
});
add({
  group: 'res.php cookie',
  method: 'POST',
  url: '/res.php',
  headers: { ...FORMCT, cookie: 'cs_sid=forged' },
  payload: 'key={KEY}&action=getbalance',
});
// v2
const v2methods = [
  'createTask',
  'getTaskResult',
  'getBalance',
  'reportIncorrect',
  'reportCorrect',
  'getQueueStats',
  'test',
  'createtask',
  'nope',
  '{REPEAT:A:1500}',
  '%2e%2e',
  'in.php.bak',
];
const v2bodies = [
  ['empty', JSONCT, ''],
  ['object', JSONCT, '{"clientKey":"{KEY}","taskId":{ID}}'],
  ['bad key', JSONCT, '{"clientKey":"nope","taskId":1}'],
  ['lone surrogate', JSONCT, `{"clientKey":"{KEY}","task":{"type":"ImageToTextTask","body":"${LONE}"}}`],
  ['deep', JSONCT, `{"clientKey":"{KEY}","task":${deepObj(2000)}}`],
  ['task array', JSONCT, '{"clientKey":"{KEY}","task":[1,2]}'],
  ['task type object', JSONCT, '{"clientKey":"{KEY}","task":{"type":{"x":1}}}'],
  ['unknown type', JSONCT, '{"clientKey":"{KEY}","task":{"type":"NoSuchTask"}}'],
  ['recaptcha no url', JSONCT, '{"clientKey":"{KEY}","task":{"type":"RecaptchaV2TaskProxyless","websiteKey":"x"}}'],
  [
    'recaptcha proxy bad',
    JSONCT,
    '{"clientKey":"{KEY}","task":{"type":"RecaptchaV2Task","websiteURL":"https://a.test","websiteKey":"x","proxyType":"gopher","proxyAddress":"127.0.0.1","proxyPort":-1}}',
  ],
  [
    'callback private',
    JSONCT,
    '{"clientKey":"{KEY}","callbackUrl":"http://[::1]/x","task":{"type":"ImageToTextTask","body":"aGVsbG8="}}',
  ],
  ['taskId string', JSONCT, '{"clientKey":"{KEY}","taskId":"{ID}"}'],
  ['taskId negative', JSONCT, '{"clientKey":"{KEY}","taskId":-5}'],
  ['taskId huge', JSONCT, '{"clientKey":"{KEY}","taskId":1e308}'],
  ['proto', JSONCT, '{"__proto__":{"polluted":1},"clientKey":"{KEY}"}'],
  ['form', FORMCT, 'clientKey={KEY}&task={"type":"ImageToTextTask","body":"aGVsbG8="}'],
  ['form broken task', FORMCT, 'clientKey={KEY}&task={broken'],
  ['truncated', JSONCT, '{"clientKey":"{KEY}",'],
];
for (const name of v2methods)
  for (const [bname, headers, payload] of v2bodies.slice(
    0,
    name === 'createTask' || name === 'getTaskResult' ? v2bodies.length : 5,
  ))
    add({ group: `v2 ${name.slice(0, 20)}: ${bname}`, method: 'POST', url: `/${name}`, headers, payload });
for (const name of ['createTask', 'getBalance', 'test'])
  add({ group: `v2 GET ${name}`, method: 'GET', url: `/${name}?clientKey={KEY}` });
// other verbs and odd paths on the solver endpoints
for (const verb of ['PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'])
  for (const url of ['/in.php', '/res.php', '/createTask', '/getBalance'])
    add({ group: `verb ${verb}`, method: verb, url });
for (const url of [
  '/in.php/',
  '/IN.PHP',
  '/in.php%00',
  '/in.php/../res.php',
  '/res.php;.css',
  '/res.php?{REPEAT:a=&:3000}',
  '//in.php',
  '/in.php?key={KEY}#frag',
])
  add({ group: 'odd paths', method: 'GET', url });
console.log(JSON.stringify(out, null, 0).replace(/\},\{/g, '},\n{'));
console.error(out.length);
