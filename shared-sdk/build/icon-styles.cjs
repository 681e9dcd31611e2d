// The icons' CSS for the static stylesheet: one mask per icon of src/ui/icon-paths.json (outlined,
// and filled for the icons shown filled), painted in currentColor by `.sf-icon` (src/ui/icon.tsx).
const ICON_PATHS = require('../src/ui/icon-paths.json');

/** The icons the storefront shows filled (a chosen heart, the flash sale's bolt). */
const FILLABLE = new Set(['heart', 'bolt']);

/** An icon's SVG as a CSS url(): stroked at 1.8 on the 24px grid, filled when asked. */
function iconUrl(path, filled) {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='${filled ? 'black' : 'none'}' stroke='black' ` +
    `stroke-width='1.8' stroke-linecap='round' stroke-linejoin='round'><path d='${path}'/></svg>`;
  return `url("data:image/svg+xml,${svg.replace(/</g, '%3C').replace(/>/g, '%3E').replace(/#/g, '%23')}")`;
}

function iconStyles() {
  const paint =
    'flex:none;vertical-align:middle;background-color:currentColor;' +
    '-webkit-mask:var(--sf-icon) center/100% 100% no-repeat;mask:var(--sf-icon) center/100% 100% no-repeat';
  const rules = [
    `.sf-icon{display:inline-block;${paint}}`,
    // An icon drawn before a button's words, with no element of its own (iconClasses in icon.tsx).
    `.sf-with-icon::before{content:'';display:inline-block;inline-size:var(--sf-icon-size,22px);block-size:var(--sf-icon-size,22px);${paint}}`,
    '[dir=rtl] .sf-icon-flip{transform:scaleX(-1)}',
  ];
  for (const [name, path] of Object.entries(ICON_PATHS)) {
    rules.push(`.sf-icon-${name}{--sf-icon:${iconUrl(path, false)}}`);
    if (FILLABLE.has(name)) rules.push(`.sf-icon-${name}.sf-icon-filled{--sf-icon:${iconUrl(path, true)}}`);
  }
  return rules.join('');
}

module.exports = { iconStyles };
