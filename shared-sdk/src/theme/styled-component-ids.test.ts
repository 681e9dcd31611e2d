import ts from 'typescript';
// The build's TypeScript transformer (plain CommonJS, as webpack configs require it).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { styledComponentIds } = require('../../build/styled-component-ids.cjs') as {
  styledComponentIds: (typescript: typeof ts, rootDir?: string) => ts.TransformerFactory<ts.SourceFile>;
};

function compile(source: string, fileName = '/repo/mfe-catalog/src/components/card.tsx'): string {
  return ts.transpileModule(source, {
    fileName,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, jsx: ts.JsxEmit.Preserve },
    transformers: { before: [styledComponentIds(ts, '/repo')] },
  }).outputText;
}

const SOURCE = `import styled from 'styled-components';
export const Card = styled.div\`padding: 8px;\`;
const Title = styled(Heading)<{ $big: boolean }>\`font-size: \${({ $big }) => ($big ? 20 : 16)}px;\`;
const Input = styled.input.attrs({ type: 'text' })\`border: 0;\`;
`;

describe('stable styled-component ids', () => {
  it('gives every styled component an id from its file and place', () => {
    const out = compile(SOURCE);
    expect(out).toMatch(/styled\.div\.withConfig\(\{ componentId: "sc-[a-z0-9]+" \}\) ?`padding: 8px;`/);
    expect(out).toMatch(/styled\(Heading\)\.withConfig\(\{ componentId: "sc-[a-z0-9]+" \}\) ?`/);
    expect(out).toMatch(/styled\.input\.withConfig\(\{ componentId: "sc-[a-z0-9]+" \}\)\.attrs\(\{ type: 'text' \}\) ?`border: 0;`/);
    const ids = [...out.matchAll(/componentId: "(sc-[a-z0-9]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(3);
  });

  it('gives the same ids to the same file in every build, and other ids to another file', () => {
    const ids = (out: string) => [...out.matchAll(/componentId: "(sc-[a-z0-9]+)"/g)].map((m) => m[1]);
    expect(ids(compile(SOURCE))).toEqual(ids(compile(SOURCE)));
    expect(ids(compile(SOURCE, '/repo/shell/src/card.tsx'))).not.toEqual(ids(compile(SOURCE)));
  });

  it('leaves files without styled-components alone', () => {
    const source = 'export const styled = { div: (s: TemplateStringsArray) => s };\nexport const x = styled.div`a`;\n';
    expect(compile(source)).not.toContain('withConfig');
  });
});
