// A TypeScript transformer (ts-loader's getCustomTransformers) that minifies the CSS written in
// styled-components templates: `styled.x`, `styled(C)`, `css`, `createGlobalStyle` and `keyframes`.
// The templates are shipped as written, with their indentation, newlines and comments, and they are
// most of the shell's first-load chunk that no source file accounts for (docs/performance.md). This
// does what babel-plugin-styled-components' `minify` does for Babel, conservatively:
//   - comments are removed and every run of whitespace becomes one space;
//   - the space next to `{`, `}`, `;`, `,` and after `:` goes;
//   - nothing inside a quoted string changes, and a piece of template holding a backslash or an
//     unclosed quote (a string that spans an interpolation) is left exactly as it is.
// The server and browser builds run the same transformer, so their class names (hashed from the
// CSS) still match when a page hydrates.

const STYLED_TAGS = new Set(['css', 'createGlobalStyle', 'keyframes']);

/** Whether a tagged template's tag is one of styled-components' CSS tags. */
function isStyledTag(ts, tag) {
  if (ts.isIdentifier(tag)) return tag.text === 'styled' || STYLED_TAGS.has(tag.text);
  if (ts.isPropertyAccessExpression(tag)) return isStyledTag(ts, tag.expression);
  if (ts.isCallExpression(tag)) return isStyledTag(ts, tag.expression);
  return false;
}

/**
 * One piece of template text (between interpolations), minified; `first`/`last` say whether it
 * starts or ends the template (where surrounding space can go entirely). Null: leave it as it is.
 */
function minifyPiece(text, { first, last }) {
  if (text.includes('\\')) return null;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '"' || ch === "'") {
      const end = text.indexOf(ch, i + 1);
      if (end === -1) return null;
      out += text.slice(i, end + 1);
      i = end + 1;
    } else if (ch === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end === -1) return null;
      if (!out.endsWith(' ')) out += ' ';
      i = end + 2;
    } else if (/\s/.test(ch)) {
      while (i < text.length && /\s/.test(text[i])) i += 1;
      if (!out.endsWith(' ')) out += ' ';
    } else {
      out += ch;
      i += 1;
    }
  }
  out = squeezeAroundPunctuation(out);
  if (first) out = out.replace(/^ /, '');
  if (last) out = out.replace(/ $/, '');
  return out;
}

/** Drops the single spaces beside { } ; , and after :, outside quoted strings. */
function squeezeAroundPunctuation(text) {
  const parts = text.split(/("[^"]*"|'[^']*')/);
  return parts.map((part, index) => (index % 2 === 1 ? part : part.replace(/ ?([{};,]) ?/g, '$1').replace(/: /g, ':'))).join('');
}

/**
 * @param {typeof import('typescript')} ts the compiler ts-loader uses
 */
function styledCssMinify(ts) {
  return (context) => (sourceFile) => {
    if (!sourceFile.text.includes('styled-components')) return sourceFile;
    const { factory } = context;
    const minifyTemplate = (template) => {
      if (ts.isNoSubstitutionTemplateLiteral(template)) {
        const text = minifyPiece(template.rawText ?? template.text, { first: true, last: true });
        return text === null ? template : factory.createNoSubstitutionTemplateLiteral(text, text);
      }
      const headText = minifyPiece(template.head.rawText ?? template.head.text, { first: true, last: false });
      const head = headText === null ? template.head : factory.createTemplateHead(headText, headText);
      const spans = template.templateSpans.map((span, index) => {
        const last = index === template.templateSpans.length - 1;
        const raw = span.literal.rawText ?? span.literal.text;
        const text = minifyPiece(raw, { first: false, last });
        const create = last ? factory.createTemplateTail : factory.createTemplateMiddle;
        const literal = text === null ? span.literal : create(text, text);
        return factory.updateTemplateSpan(span, span.expression, literal);
      });
      return factory.updateTemplateExpression(template, head, spans);
    };
    const visit = (node) => {
      const visited = ts.visitEachChild(node, visit, context);
      if (ts.isTaggedTemplateExpression(visited) && isStyledTag(ts, visited.tag)) {
        return factory.updateTaggedTemplateExpression(visited, visited.tag, visited.typeArguments, minifyTemplate(visited.template));
      }
      return visited;
    };
    return ts.visitNode(sourceFile, visit);
  };
}

module.exports = { styledCssMinify, minifyPiece };
