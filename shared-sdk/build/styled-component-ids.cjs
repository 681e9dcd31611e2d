// A TypeScript transformer (ts-loader's getCustomTransformers) that gives every styled component a
// stable id: `styled.div` becomes `styled.div.withConfig({ componentId })`, the id
// hashed from the package, the file and the component's place in it. Without it styled-components
// numbers components in the order they are created, which differs between the server build and the
// browser build (and with the order remotes load), so server-rendered class names would not match
// the browser's and hydration would fail. babel-plugin-styled-components does the same for Babel.
const path = require('node:path');

/** djb2, as styled-components hashes, in base 36. */
function hash(text) {
  let h = 5381;
  for (let i = 0; i < text.length; i += 1) h = (h * 33) ^ text.charCodeAt(i);
  return (h >>> 0).toString(36);
}

/** The `styled` part of a tag: styled.div, styled(Component), or either with .attrs(...). */
function styledFactory(ts, tag) {
  if (ts.isPropertyAccessExpression(tag) && ts.isIdentifier(tag.expression) && tag.expression.text === 'styled') return tag;
  if (ts.isCallExpression(tag) && ts.isIdentifier(tag.expression) && tag.expression.text === 'styled') return tag;
  if (ts.isCallExpression(tag) && ts.isPropertyAccessExpression(tag.expression) && tag.expression.name.text === 'attrs') {
    return styledFactory(ts, tag.expression.expression);
  }
  return null;
}

/** Ids are made from paths relative to the repository, so every package that compiles a file (the
 * shell and a remote both compile shared-sdk's source) gives its components the same ids. */
const REPO_ROOT = path.resolve(__dirname, '../..');

/**
 * @param {typeof import('typescript')} ts the compiler ts-loader uses
 */
function styledComponentIds(ts, rootDir = REPO_ROOT) {
  return (context) => (sourceFile) => {
    if (!sourceFile.text.includes('styled-components')) return sourceFile;
    const file = path.relative(rootDir, sourceFile.fileName).split(path.sep).join('/');
    const { factory } = context;
    let index = 0;
    const withConfig = (target) => {
      const id = `sc-${hash(`${file}#${index}`)}`;
      index += 1;
      // No displayName: it would prefix every class name in every page's HTML and cost bytes twice.
      const config = factory.createObjectLiteralExpression([
        factory.createPropertyAssignment('componentId', factory.createStringLiteral(id)),
      ]);
      return factory.createCallExpression(factory.createPropertyAccessExpression(target, 'withConfig'), undefined, [config]);
    };
    const visit = (node) => {
      if (ts.isTaggedTemplateExpression(node)) {
        const target = styledFactory(ts, node.tag);
        if (target) {
          const configured = withConfig(target);
          const tag = target === node.tag ? configured : replaceInner(ts, factory, node.tag, target, configured);
          return factory.updateTaggedTemplateExpression(node, tag, node.typeArguments, ts.visitEachChild(node.template, visit, context));
        }
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitNode(sourceFile, visit);
  };
}

/** `styled.div.attrs(a)` → `styled.div.withConfig(...).attrs(a)` (and nested attrs likewise). */
function replaceInner(ts, factory, tag, target, replacement) {
  if (tag === target) return replacement;
  const access = tag.expression;
  return factory.updateCallExpression(
    tag,
    factory.updatePropertyAccessExpression(access, replaceInner(ts, factory, access.expression, target, replacement), access.name),
    tag.typeArguments,
    tag.arguments,
  );
}

/**
 * ts-loader's `getCustomTransformers` option, with the TypeScript that `dirname`'s package builds with:
 * stable ids, minified CSS, and with `precompileMessages` (the browser's production builds)
 * precompiled-messages.cjs.
 */
function styledComponentTransformers(dirname, { precompileMessages = false } = {}) {
  const ts = require(require.resolve('typescript', { paths: [dirname] }));
  const { precompiledMessages } = require('./precompiled-messages.cjs');
  const { styledCssMinify } = require('./styled-css-minify.cjs');
  // Every build minifies the templates' CSS (styled-css-minify.cjs): the server's and the browser's
  // class names are hashes of it, so both must see the same text.
  return () => ({ before: [styledComponentIds(ts), styledCssMinify(ts), ...(precompileMessages ? [precompiledMessages(ts)] : [])] });
}

module.exports = { styledComponentIds, styledComponentTransformers };
