// The static stylesheet (src/styles/base.css, then the icons' masks), ready to inline into a page's <style>: comments and
// surplus whitespace dropped. Plain CommonJS: webpack configs require it.
const fs = require('node:fs');
const path = require('node:path');
const { iconStyles } = require('./icon-styles.cjs');

const BASE_CSS = path.resolve(__dirname, '../src/styles/base.css');

function baseStyles() {
  return fs
    .readFileSync(BASE_CSS, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .trim()
    .concat(iconStyles());
}

module.exports = { baseStyles, BASE_CSS };
