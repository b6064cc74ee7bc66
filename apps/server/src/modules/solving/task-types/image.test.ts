import { describe, expect, it } from 'vitest';
import { checkAudio, checkImage, checkInstructionsImage, decodeBase64, isMp3, sniffImage } from './image.ts';
import { SpecProblem } from './problems.ts';
import { b64, bmp, gif, jpeg, mp3, PNG_1X1, png, webp, webpLossless } from './test-fixtures.ts';

const problemOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof SpecProblem) return error.problem;
    throw error;
  }
  return null;
};

describe('sniffImage', () => {
  it('reads type and size from a real 1×1 PNG', () => {
    expect(sniffImage(PNG_1X1)).toEqual({ mime: 'image/png', width: 1, height: 1 });
  });

  it('reads JPEG, GIF, WebP (extended and lossless) and BMP headers', () => {
    expect(sniffImage(jpeg(320, 240))).toEqual({ mime: 'image/jpeg', width: 320, height: 240 });
    expect(sniffImage(gif(57, 1000))).toEqual({ mime: 'image/gif', width: 57, height: 1000 });
    expect(sniffImage(webp(300, 150))).toEqual({ mime: 'image/webp', width: 300, height: 150 });
    expect(sniffImage(webpLossless(129, 77))).toEqual({ mime: 'image/webp', width: 129, height: 77 });
    expect(sniffImage(bmp(64, 32))).toEqual({ mime: 'image/bmp', width: 64, height: 32 });
  });

  it('skips JPEG segments before the frame header', () => {
    const exif = Buffer.concat([Buffer.from([0xff, 0xe1, 0x00, 0x08]), Buffer.from('Exif\0\0')]);
    const bytes = jpeg(640, 480);
    const withExif = Buffer.concat([bytes.subarray(0, 2), exif, bytes.subarray(2)]);
    expect(sniffImage(withExif)).toEqual({ mime: 'image/jpeg', width: 640, height: 480 });
  });

  it('refuses unknown content, truncated headers and zero sizes', () => {
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'.repeat(5)))).toBeNull();
    expect(sniffImage(PNG_1X1.subarray(0, 20))).toBeNull();
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(sniffImage(png(0, 10))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});

describe('decodeBase64', () => {
  it('accepts data URIs, line breaks, spaces for +, URL-safe letters and missing padding', () => {
    const bytes = Buffer.from([0xfb, 0xff, 0xbf, 0x01, 0x02]);
    const text = bytes.toString('base64'); // '+/+/AQI='
    expect(decodeBase64(text)).toEqual(bytes);
    expect(decodeBase64(`data:image/png;base64,${text}`)).toEqual(bytes);
    expect(decodeBase64(text.replace('+', ' '))).toEqual(bytes);
    expect(decodeBase64(text.replace(/\+/g, '-').replace(/\//g, '_'))).toEqual(bytes);
    expect(decodeBase64(`${text.slice(0, 4)}\r\n${text.slice(4, 7)}`)).toEqual(bytes);
  });

  it('refuses other characters and impossible lengths', () => {
    expect(decodeBase64('abc$')).toBeNull();
    expect(decodeBase64('abcde')).toBeNull();
    expect(decodeBase64('ab==cd')).toBeNull();
  });
});

describe('checkImage', () => {
  it('returns the image with its sniffed type and size', () => {
    const bytes = png(200, 70);
    expect(checkImage(bytes)).toEqual({ bytes, mime: 'image/png', width: 200, height: 70 });
  });

  it('applies the byte limits: under 100 bytes is zero-size, over 600 kB too big', () => {
    expect(problemOf(() => checkImage(PNG_1X1))).toBe('image_empty');
    expect(problemOf(() => checkImage(png(10, 10, 99)))).toBe('image_empty');
    expect(problemOf(() => checkImage(png(10, 10, 100)))).toBeNull();
    expect(problemOf(() => checkImage(png(10, 10, 600 * 1024)))).toBeNull();
    expect(problemOf(() => checkImage(png(10, 10, 600 * 1024 + 1)))).toBe('image_too_big');
  });

  it('applies a pixel limit', () => {
    expect(problemOf(() => checkImage(jpeg(1000, 1000), { maxSide: 1000 }))).toBeNull();
    expect(problemOf(() => checkImage(jpeg(1001, 20), { maxSide: 1000 }))).toBe('image_too_big');
    expect(problemOf(() => checkImage(gif(20, 9000)))).toBe('image_too_big');
  });

  it('sniffs the type from the content, not the name', () => {
    expect(problemOf(() => checkImage(Buffer.alloc(300, 0x41)))).toBe('image_type');
    expect(checkImage(gif(30, 30), { filename: 'captcha.png' }).mime).toBe('image/gif');
  });

  it('refuses file names with an extension other than jpg, jpeg, gif, png', () => {
    expect(problemOf(() => checkImage(png(30, 30), { filename: 'captcha.webp' }))).toBe('image_extension');
    expect(problemOf(() => checkImage(png(30, 30), { filename: 'captcha.exe' }))).toBe('image_extension');
    expect(problemOf(() => checkImage(png(30, 30), { filename: 'CAPTCHA.JPEG' }))).toBeNull();
    expect(problemOf(() => checkImage(png(30, 30), { filename: 'blob' }))).toBeNull();
  });
});

describe('checkInstructionsImage', () => {
  it('takes up to 400×150 px and 100 kB', () => {
    expect(checkInstructionsImage(png(400, 150)).width).toBe(400);
    expect(problemOf(() => checkInstructionsImage(png(401, 150)))).toBe('instructions_image');
    expect(problemOf(() => checkInstructionsImage(png(400, 151)))).toBe('instructions_image');
    expect(problemOf(() => checkInstructionsImage(png(100, 100, 100 * 1024 + 1)))).toBe('instructions_image');
    expect(problemOf(() => checkInstructionsImage(Buffer.alloc(200)))).toBe('instructions_image');
    expect(problemOf(() => checkInstructionsImage(null))).toBe('instructions_image');
  });
});

describe('audio', () => {
  it('recognises MP3 by its ID3 tag or frame header', () => {
    expect(isMp3(mp3())).toBe(true);
    expect(isMp3(Buffer.from([0xff, 0xfb, 0x90, 0x00]))).toBe(true);
    expect(isMp3(Buffer.from('RIFF....WAVE'))).toBe(false);
    expect(decodeBase64(b64(mp3()))).toEqual(mp3());
  });

  it('applies the 1 MB limit', () => {
    expect(checkAudio(mp3()).mime).toBe('audio/mpeg');
    expect(problemOf(() => checkAudio(null))).toBe('image_empty');
    expect(problemOf(() => checkAudio(mp3(1024 * 1024 + 1)))).toBe('image_too_big');
    expect(problemOf(() => checkAudio(Buffer.alloc(500, 1)))).toBe('image_type');
  });
});
