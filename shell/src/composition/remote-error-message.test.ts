import { MAX_MESSAGE_LENGTH, cleanMessage, messageOf, scriptUrlOf } from './remote-error-message';

describe('cleanMessage', () => {
  it('keeps the first line only', () => {
    expect(cleanMessage('TypeError: x is undefined\n    at render (https://shop.example/remotes/catalog/1.js:1:2)')).toBe(
      'TypeError: x is undefined',
    );
  });

  it('drops the query and fragment of every URL in it, absolute or from the root', () => {
    expect(
      cleanMessage(
        'Failed to fetch https://shop.example/api/products?search=my%20name&page=2#top, then /products?search=secret and /about-us#team',
      ),
    ).toBe('Failed to fetch https://shop.example/api/products, then /products and /about-us');
    expect(cleanMessage('Loading chunk 7 failed. (error: https://cdn.example/catalog/7.js?v=3)')).toBe(
      'Loading chunk 7 failed. (error: https://cdn.example/catalog/7.js)',
    );
  });

  it('leaves a question mark that ends a sentence or follows a word alone', () => {
    expect(cleanMessage('Why is price/total? undefined?')).toBe('Why is price/total? undefined?');
  });

  it('cuts a long line to 200 characters, never between the halves of a character', () => {
    expect(cleanMessage('x'.repeat(500))).toBe('x'.repeat(MAX_MESSAGE_LENGTH));
    const emoji = `${'x'.repeat(MAX_MESSAGE_LENGTH - 1)}😀 more`;
    expect(cleanMessage(emoji)).toBe('x'.repeat(MAX_MESSAGE_LENGTH - 1));
  });
});

describe('messageOf', () => {
  it("reads an Error's message, a thrown string, or the fallback for anything else", () => {
    expect(messageOf(new TypeError('boom'))).toBe('boom');
    expect(messageOf('plain')).toBe('plain');
    expect(messageOf({ code: 7 }, 'Uncaught [object Object]')).toBe('Uncaught [object Object]');
    expect(messageOf(undefined)).toBe('undefined');
  });
});

describe('scriptUrlOf', () => {
  const chromeError = (message: string, frame: string) => {
    const error = new Error(message);
    error.stack = `Error: ${message}\n    at onClick (${frame})\n    at https://shop.example/main.js:2:10`;
    return error;
  };

  it("takes the error event's filename when there is one", () => {
    expect(scriptUrlOf(new Error('x'), 'https://shop.example/remotes/cart/12.js')).toBe('https://shop.example/remotes/cart/12.js');
  });

  it('else the first URL of the stack, without its line and column (Chrome)', () => {
    expect(scriptUrlOf(chromeError('boom', 'https://shop.example/remotes/catalog/412.ab12cd34.js:1:2345'))).toBe(
      'https://shop.example/remotes/catalog/412.ab12cd34.js',
    );
  });

  it('and Firefox, Safari', () => {
    const error = new Error('boom');
    error.stack = 'onClick@http://localhost:3001/src_pages_home.js:10:5\n@https://shop.example/main.js:2:10';
    expect(scriptUrlOf(error)).toBe('http://localhost:3001/src_pages_home.js');
  });

  it('skips a URL in the opening line of the stack, which is the message', () => {
    expect(scriptUrlOf(chromeError('Failed to load https://api.example/x', 'https://shop.example/remotes/cart/1.js:3:4'))).toBe(
      'https://shop.example/remotes/cart/1.js',
    );
  });

  it('knows no script for a value without a stack', () => {
    expect(scriptUrlOf('just a string')).toBeUndefined();
    expect(scriptUrlOf(null)).toBeUndefined();
  });
});
