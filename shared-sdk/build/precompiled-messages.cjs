// A TypeScript transformer for the browser's production builds: the English default of every message
// written in the code (`defaultMessage` of <FormattedMessage>, of intl.formatMessage({...}) and of
// defineMessage(s)) becomes react-intl's precompiled form, the ICU message parsed here, at build time.
// With the translations precompiled by the API too (GET /lang/{locale}?format=ast), the browser
// needs no message parser: the builds alias it to its no-parser stub (federation.cjs). A default
// that is not a literal stays text, which react-intl shows as it is when it has no placeholders.
const { parse } = require('@formatjs/icu-messageformat-parser');

const FORMAT_CALLS = new Set(['formatMessage', 'defineMessage', '$t']);

/** A JSON value as a TypeScript expression. */
function toExpression(ts, factory, value) {
  if (value === null) return factory.createNull();
  if (Array.isArray(value)) return factory.createArrayLiteralExpression(value.map((item) => toExpression(ts, factory, item)));
  switch (typeof value) {
    case 'string':
      return factory.createStringLiteral(value);
    case 'number':
      return value < 0
        ? factory.createPrefixUnaryExpression(ts.SyntaxKind.MinusToken, factory.createNumericLiteral(-value))
        : factory.createNumericLiteral(value);
    case 'boolean':
      return value ? factory.createTrue() : factory.createFalse();
    default:
      return factory.createObjectLiteralExpression(
        Object.entries(value)
          .filter(([, item]) => item !== undefined)
          .map(([key, item]) => factory.createPropertyAssignment(factory.createStringLiteral(key), toExpression(ts, factory, item))),
      );
  }
}

/** The literal text of `'...'`, `"..."` or a template without substitutions; else undefined. */
function literalText(ts, node) {
  if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) return node.text;
  return undefined;
}

function calleeName(ts, expression) {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return undefined;
}

/**
 * @param {typeof import('typescript')} ts the compiler ts-loader uses
 */
function precompiledMessages(ts) {
  return (context) => (sourceFile) => {
    if (!sourceFile.text.includes('defaultMessage')) return sourceFile;
    const { factory } = context;
    const compile = (text, node) => {
      try {
        return toExpression(ts, factory, parse(text));
      } catch (error) {
        const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
        throw new Error(`${sourceFile.fileName}:${line + 1}: the message '${text}' is not valid ICU: ${error.message}`);
      }
    };
    /** `{ id, defaultMessage: '...' }` with its default compiled. */
    const descriptor = (object) =>
      factory.updateObjectLiteralExpression(
        object,
        object.properties.map((property) => {
          if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name) || property.name.text !== 'defaultMessage')
            return property;
          const text = literalText(ts, property.initializer);
          return text === undefined
            ? property
            : factory.updatePropertyAssignment(property, property.name, compile(text, property.initializer));
        }),
      );
    const visit = (node) => {
      if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name) && node.name.text === 'defaultMessage') {
        const opening = node.parent.parent;
        const tag =
          opening && (ts.isJsxOpeningElement(opening) || ts.isJsxSelfClosingElement(opening)) ? opening.tagName.getText(sourceFile) : '';
        const value = node.initializer;
        const text = literalText(ts, value) ?? (value && ts.isJsxExpression(value) ? literalText(ts, value.expression) : undefined);
        if (tag === 'FormattedMessage' && text !== undefined) {
          return factory.updateJsxAttribute(node, node.name, factory.createJsxExpression(undefined, compile(text, node)));
        }
        return node;
      }
      if (ts.isCallExpression(node)) {
        const name = calleeName(ts, node.expression);
        const [first, ...rest] = node.arguments;
        if (first && ts.isObjectLiteralExpression(first)) {
          if (FORMAT_CALLS.has(name)) {
            return factory.updateCallExpression(node, node.expression, node.typeArguments, [
              descriptor(ts.visitEachChild(first, visit, context)),
              ...rest.map((arg) => ts.visitNode(arg, visit)),
            ]);
          }
          if (name === 'defineMessages') {
            const messages = factory.updateObjectLiteralExpression(
              first,
              first.properties.map((property) =>
                ts.isPropertyAssignment(property) && ts.isObjectLiteralExpression(property.initializer)
                  ? factory.updatePropertyAssignment(property, property.name, descriptor(property.initializer))
                  : property,
              ),
            );
            return factory.updateCallExpression(node, node.expression, node.typeArguments, [messages, ...rest]);
          }
        }
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitNode(sourceFile, visit);
  };
}

module.exports = { precompiledMessages };
