import ts from 'typescript';
// The build's TypeScript transformers (plain CommonJS, as webpack configs require them).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { styledCssMinify } = require('../../build/styled-css-minify.cjs') as {
  styledCssMinify: (typescript: typeof ts) => ts.TransformerFactory<ts.SourceFile>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { styledComponentIds } = require('../../build/styled-component-ids.cjs') as {
  styledComponentIds: (typescript: typeof ts, rootDir?: string) => ts.TransformerFactory<ts.SourceFile>;
};

function compile(source: string): string {
  return ts.transpileModule(source, {
    fileName: '/repo/shell/src/features/header/header.tsx',
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, jsx: ts.JsxEmit.Preserve },
    transformers: { before: [styledComponentIds(ts, '/repo'), styledCssMinify(ts)] },
  }).outputText;
}

/** The template literals of the compiled output, as written. */
const templates = (out: string) => [...out.matchAll(/`([^`]*)`/g)].map((m) => m[1]);

describe("minified CSS in styled-components' templates", () => {
  it('drops comments, indentation and the spaces punctuation does not need', () => {
    const out = compile(`import styled, { css } from 'styled-components';
export const Bar = styled.div\`
  /* the bar sits on top */
  display: flex;
  gap: 8px 12px;

  &:hover,
  & > a:not(:last-child) {
    color: red;
  }
\`;`);
    expect(templates(out)).toEqual(['display:flex;gap:8px 12px;&:hover,& > a:not(:last-child){color:red;}']);
  });

  it('keeps the space an interpolation needs, and trims only the ends of the whole template', () => {
    const out = compile(`import styled from 'styled-components';
const Box = styled.div<{ $x: number }>\`
  margin: 0 \${({ $x }) => $x}px \${({ $x }) => $x}px;
  width: calc(100% - \${({ $x }) => $x}px);
  \${({ $x }) => ($x ? 'display: none;' : '')}
\`;`);
    expect(out).toContain('`margin:0 ${');
    expect(out).toContain('}px ${');
    expect(out).toContain('}px;width:calc(100% - ${');
    expect(out).toContain('}px);${');
    expect(out).toMatch(/\)\}`;/);
  });

  it('leaves quoted strings as they are, and pieces with a backslash or a string across an interpolation', () => {
    const out = compile(`import styled, { createGlobalStyle, keyframes } from 'styled-components';
const Quote = styled.q\`
  &::before { content: "a  b ,  c"; }
\`;
const Escaped = styled.span\`
  &::after { content: "\\\\201C"; }
\`;
const Spanning = styled.span\`
  &::after { content: "\${({ theme }) => theme.label}  x"; }
\`;
const Global = createGlobalStyle\`
  body {  margin: 0; }
\`;
const spin = keyframes\`
  from { transform: rotate(0deg); }
\`;`);
    // The spanning template is one match: its text runs from the opening to the closing backtick.
    const [quote, escaped, spanning, global, spin] = templates(out);
    expect(quote).toBe('&::before{content:"a  b ,  c";}');
    expect(escaped).toBe('\n  &::after { content: "\\\\201C"; }\n');
    expect(spanning).toBe('\n  &::after { content: "${({ theme }) => theme.label}  x"; }\n');
    expect(global).toBe('body{margin:0;}');
    expect(spin).toBe('from{transform:rotate(0deg);}');
  });

  it('leaves other template literals alone', () => {
    const out = compile(`import styled from 'styled-components';
const label = \`a  b
  c\`;`);
    expect(out).toContain('`a  b\n  c`');
  });
});
