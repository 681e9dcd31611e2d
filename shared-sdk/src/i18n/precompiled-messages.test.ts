import ts from 'typescript';
import { TYPE } from '@formatjs/icu-messageformat-parser';
import { parse as literalParse } from './literal-message-parser';
// The build's TypeScript transformer (plain CommonJS, as webpack configs require it).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { precompiledMessages } = require('../../build/precompiled-messages.cjs') as {
  precompiledMessages: (typescript: typeof ts) => ts.TransformerFactory<ts.SourceFile>;
};

function compile(source: string): string {
  return ts.transpileModule(source, {
    fileName: '/repo/mfe-catalog/src/components/card.tsx',
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, jsx: ts.JsxEmit.Preserve },
    transformers: { before: [precompiledMessages(ts)] },
  }).outputText;
}

/** The JSON of the first `defaultMessage` value after `marker` in compiled code. */
function compiledDefault(out: string, marker: string): unknown {
  const start = out.indexOf('defaultMessage', out.indexOf(marker));
  const open = out.indexOf('[', start);
  let depth = 0;
  for (let i = open; i < out.length; i += 1) {
    if (out[i] === '[') depth += 1;
    if (out[i] === ']') depth -= 1;
    if (depth === 0) return new Function(`return ${out.slice(open, i + 1)}`)();
  }
  throw new Error(`no precompiled default after ${marker}`);
}

describe('precompiled message defaults (production browser builds)', () => {
  it('compiles the literal defaults of FormattedMessage, formatMessage and defineMessages', () => {
    const out = compile(`
      const a = <FormattedMessage id="a" defaultMessage="{count, plural, one {# product} other {# products}}" values={{ count }} />;
      const b = intl.formatMessage({ id: 'b', defaultMessage: 'Hello, {name}!' }, { name });
      const c = defineMessages({ c: { id: 'c', defaultMessage: 'Plain' } });
    `);
    expect(compiledDefault(out, 'id="a"')).toMatchObject([{ type: TYPE.plural, value: 'count' }]);
    expect(compiledDefault(out, "id: 'b'")).toEqual([
      { type: TYPE.literal, value: 'Hello, ' },
      { type: TYPE.argument, value: 'name' },
      { type: TYPE.literal, value: '!' },
    ]);
    expect(compiledDefault(out, "id: 'c'")).toEqual([{ type: TYPE.literal, value: 'Plain' }]);
  });

  it('leaves defaults that are not literals, and descriptors outside formatting calls, as text', () => {
    const out = compile(`
      const title = <FormattedMessage id={route.id} defaultMessage={route.defaultMessage} />;
      export const NETWORK_ERROR = { id: 'error.network', defaultMessage: 'Network error.' };
    `);
    expect(out).toContain('defaultMessage={route.defaultMessage}');
    expect(out).toContain("defaultMessage: 'Network error.'");
  });

  it('fails the build on a default that is not valid ICU', () => {
    expect(() => compile(`intl.formatMessage({ id: 'x', defaultMessage: 'Broken {' });`)).toThrow(
      /card\.tsx:1: the message 'Broken \{' is not valid ICU/,
    );
  });
});

describe('the browser build’s message parser', () => {
  it('takes plain text, and refuses ICU syntax (which must come precompiled)', () => {
    expect(literalParse('Checkout')).toEqual([{ type: TYPE.literal, value: 'Checkout' }]);
    expect(literalParse('')).toEqual([]);
    expect(literalParse("It's here")).toEqual([{ type: TYPE.literal, value: "It's here" }]);
    expect(() => literalParse('{count} products')).toThrow(/not precompiled/);
  });
});
